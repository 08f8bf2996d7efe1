import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { paths } from '@/config/paths';
import { superAdminSearchSchema } from '@/domains/administration';
import { signedInLayoutRoute } from './layouts';

/** /super-admin?tab=...&userId=... (spec 2): super admin only, "Super Admin privileges required" otherwise. */
export const superAdminRoute = createRoute({
  getParentRoute: () => signedInLayoutRoute,
  path: paths.superAdmin,
  validateSearch: superAdminSearchSchema,
  component: lazyRouteComponent(() => import('./super-admin.lazy'), 'SuperAdminRoute'),
});
