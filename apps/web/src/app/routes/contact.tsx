import { createRoute } from '@tanstack/react-router';
import { paths } from '@/config/paths';
import { ContactPage } from '@/features/contact/components/contact-page';
import { contactSearchSchema } from '@/features/contact/lib/contact-search';
import { publicLayoutRoute } from './layouts';

function Contact() {
  const { topic } = contactRoute.useSearch();
  return <ContactPage topic={topic} />;
}

/** The public contact page (Contact, Book a Demo, the Enterprise plan's Contact Sales). */
export const contactRoute = createRoute({
  getParentRoute: () => publicLayoutRoute,
  path: paths.contact,
  validateSearch: contactSearchSchema,
  component: Contact,
});
