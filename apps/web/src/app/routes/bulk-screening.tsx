import type { Match } from '@sanctions/contracts';
import { createRoute } from '@tanstack/react-router';
import { paths } from '@/config/paths';
import { BulkJobPage } from '@/features/bulk-screening/components/bulk-job-page';
import { BulkScreeningPage } from '@/features/bulk-screening/components/bulk-screening-page';
import { MatchDetails } from '@/features/search/components/match-details';
import { signedInLayoutRoute } from './layouts';

// A bulk row's match shows in the single search's own detail view (the features do not import each other).
const renderMatchDetails = (match: Match) => <MatchDetails match={match} />;

function BulkJobRoute() {
  const { jobId } = bulkScreeningJobRoute.useParams();
  return <BulkJobPage jobId={jobId} renderMatchDetails={renderMatchDetails} />;
}

const bulkScreeningRoute = createRoute({
  getParentRoute: () => signedInLayoutRoute,
  path: paths.bulkScreening,
  component: BulkScreeningPage,
});

const bulkScreeningJobRoute = createRoute({
  getParentRoute: () => signedInLayoutRoute,
  path: paths.bulkScreeningJob,
  component: BulkJobRoute,
});

/** /bulk-screening (upload and past jobs) and /bulk-screening/$jobId (progress and results), issue 15. */
export const bulkScreeningRoutes = [bulkScreeningRoute, bulkScreeningJobRoute];
