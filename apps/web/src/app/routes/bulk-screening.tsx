import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { paths } from '@/config/paths';
import { loadBulkScreeningPage } from '@/domains/bulk';
import { signedInLayoutRoute } from './layouts';

const bulkScreeningRoute = createRoute({
  getParentRoute: () => signedInLayoutRoute,
  path: paths.bulkScreening,
  component: lazyRouteComponent(loadBulkScreeningPage, 'BulkScreeningPage'),
});

export const bulkScreeningJobRoute = createRoute({
  getParentRoute: () => signedInLayoutRoute,
  path: paths.bulkScreeningJob,
  component: lazyRouteComponent(() => import('./bulk-screening.lazy'), 'BulkJobRoute'),
});

/** /bulk-screening (upload and past jobs) and /bulk-screening/$jobId (progress and results), issue 15. */
export const bulkScreeningRoutes = [bulkScreeningRoute, bulkScreeningJobRoute];
