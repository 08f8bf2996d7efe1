import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { paths } from '@/config/paths';
import { verifyCertificateSearchSchema } from '@/domains/screening';
import { publicLayoutRoute } from './layouts';

/** The public check of a screening certificate: no sign-in. */
export const verifyCertificateRoute = createRoute({
  getParentRoute: () => publicLayoutRoute,
  path: paths.verifyCertificate,
  validateSearch: verifyCertificateSearchSchema,
  component: lazyRouteComponent(
    () => import('./verify-certificate.lazy'),
    'VerifyCertificateRoute',
  ),
});
