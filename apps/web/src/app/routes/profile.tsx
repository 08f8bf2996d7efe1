import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { paths } from '@/config/paths';
import { profileSearchSchema } from '@/domains/identity';
import { signedInLayoutRoute } from './layouts';

/** /profile?tab=overview|usage|activity|security|settings|account (spec 2.7, 2.8): composes the account features. */
export const profileRoute = createRoute({
  getParentRoute: () => signedInLayoutRoute,
  path: paths.profile,
  validateSearch: profileSearchSchema,
  component: lazyRouteComponent(() => import('./profile.lazy'), 'ProfileRoute'),
});
