import type { Match } from '@sanctions/contracts';
import { BulkJobPage } from '@/features/bulk-screening/components/bulk-job-page';
import { MatchDetails } from '@/features/search/components/match-details';
import { bulkScreeningJobRoute } from './bulk-screening';

// A bulk row's match shows in the single search's own detail view (the features do not import each other).
const renderMatchDetails = (match: Match) => <MatchDetails match={match} />;

/** One bulk job's progress and results, loaded with its route. */
export function BulkJobRoute() {
  const { jobId } = bulkScreeningJobRoute.useParams();
  return <BulkJobPage jobId={jobId} renderMatchDetails={renderMatchDetails} />;
}
