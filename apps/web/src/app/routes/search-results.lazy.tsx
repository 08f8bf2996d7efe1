import { useState } from 'react';
import { DecideHitButton } from '@/domains/cases';
import type { StoredOutcome } from '@/domains/screening';
import {
  MatchDetailDialog,
  ResultsCard,
  SearchResultsPage,
  useReportExporter,
} from '@/domains/screening';
import { searchResultsRoute } from './search-results';

/**
 * The stored result in the search screen's own card and detail dialog, with the same exports, and "decide
 * this hit" on every row (ADR 024): a history row opens its case like a fresh search's.
 */
function StoredResult({ outcome }: { outcome: StoredOutcome }) {
  const exporter = useReportExporter();
  const [detailIndex, setDetailIndex] = useState<number | null>(null);
  const match = detailIndex === null ? null : (outcome.result.matches[detailIndex] ?? null);
  return (
    <>
      <ResultsCard
        outcome={outcome}
        exporter={exporter}
        onViewDetails={setDetailIndex}
        renderMatchFeedback={(searchId, _matchIndex, hit) => (
          <DecideHitButton
            hit={{
              searchId,
              sanctionList: hit.sanctionEntry.sanctionList,
              sourceId: hit.sanctionEntry.sourceId,
              name: hit.sanctionEntry.fullName,
            }}
          />
        )}
        renderWatchlistAction={(searchId, hit) => (
          <DecideHitButton
            hit={{
              searchId,
              watchlistId: hit.watchlist.id,
              entryId: hit.entry.id,
              name: hit.entry.name,
            }}
          />
        )}
      />
      <MatchDetailDialog
        match={match}
        isPdfPending={exporter.isPdfPending}
        onDownloadReport={() => {
          if (detailIndex !== null) void exporter.exportPdf(outcome, detailIndex);
        }}
        onClose={() => setDetailIndex(null)}
      />
    </>
  );
}

const renderStoredResult = (outcome: StoredOutcome) => <StoredResult outcome={outcome} />;

/** The screening history screen, loaded with its route. */
export function SearchResultsRoute() {
  const { id } = searchResultsRoute.useSearch();
  return <SearchResultsPage searchId={id} renderStoredResult={renderStoredResult} />;
}
