import { ContactPage } from '@/domains/administration';
import { contactRoute } from './contact';

/** The contact page, loaded with its route. */
export function ContactRoute() {
  const { topic } = contactRoute.useSearch();
  return <ContactPage topic={topic} />;
}
