import type { BulkRow, Match, WatchlistMatch } from '@sanctions/contracts';
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
  // A row's hit on the organisation's own watchlist opens its case the same way (ADR 042, addendum).
  const renderWatchlistAction = (match: WatchlistMatch, row: BulkRow) => (
    <DecideHitButton
      hit={{
        jobId,
        rowNumber: row.rowNumber,
        watchlistId: match.watchlist.id,
        entryId: match.entry.id,
        name: match.entry.name,
      }}
    />
  );
  return (
    <BulkJobPage
      jobId={jobId}
      renderMatchDetails={renderMatchDetails}
      renderWatchlistAction={renderWatchlistAction}
    />
  );
}
