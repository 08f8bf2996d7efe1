import type { BulkRow, Match } from '@sanctions/contracts';
import { BulkJobPage } from '@/domains/bulk';
import { DecideHitButton } from '@/domains/cases';
import { MatchDetails } from '@/domains/screening';
import { bulkScreeningJobRoute } from './bulk-screening';

/** One bulk job's progress and results, loaded with its route. */
export function BulkJobRoute() {
  const { jobId } = bulkScreeningJobRoute.useParams();
  // A bulk row's match shows in the single search's own detail view, with the cases feature's "Decide this
  // hit" (ADR 024): the features do not import each other.
  const renderMatchDetails = (match: Match, row: BulkRow) => (
    <>
      <MatchDetails match={match} />
      <div className="flex justify-end">
        <DecideHitButton
          hit={{
            jobId,
            rowNumber: row.rowNumber,
            sanctionList: match.sanctionEntry.sanctionList,
            sourceId: match.sanctionEntry.sourceId,
            name: match.sanctionEntry.fullName,
          }}
        />
      </div>
    </>
  );
  return <BulkJobPage jobId={jobId} renderMatchDetails={renderMatchDetails} />;
}
