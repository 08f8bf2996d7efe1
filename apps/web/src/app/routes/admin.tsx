import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { paths } from '@/config/paths';
import { adminSearchSchema } from '@/domains/administration';
import { signedInLayoutRoute } from './layouts';

/** /admin?tab=pendingOrganizations|users|analytics|settings (spec 2): admin or super admin only. */
export const adminRoute = createRoute({
  getParentRoute: () => signedInLayoutRoute,
  path: paths.admin,
  validateSearch: adminSearchSchema,
  component: lazyRouteComponent(() => import('./admin.lazy'), 'AdminRoute'),
});
