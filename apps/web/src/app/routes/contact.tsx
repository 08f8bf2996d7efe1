import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { paths } from '@/config/paths';
import { contactSearchSchema } from '@/domains/administration';
import { publicLayoutRoute } from './layouts';

/** The public contact page (Contact, Book a Demo, the Enterprise plan's Contact Sales). */
export const contactRoute = createRoute({
  getParentRoute: () => publicLayoutRoute,
  path: paths.contact,
  validateSearch: contactSearchSchema,
  component: lazyRouteComponent(() => import('./contact.lazy'), 'ContactRoute'),
});
