import type { ReactNode } from 'react';
import type { StoredOutcome } from '../lib/stored-outcome';
import { HistoryView } from './history-view';
import { StoredSearchView } from './stored-search-view';

interface SearchResultsPageProps {
  /** The stored search to open; the history list when absent. */
  searchId: string | undefined;
  /**
   * The result as the search screen shows it, with its exports; supplied by the route so this feature
   * does not import the search or exports features.
   */
  renderStoredResult: (outcome: StoredOutcome) => ReactNode;
}

/** /search/results: the screening history, or one stored screening (`?id=`). */
export function SearchResultsPage({ searchId, renderStoredResult }: SearchResultsPageProps) {
  return (
    <div className="mx-auto grid w-full max-w-7xl grid-cols-[minmax(0,1fr)] gap-6 px-4 py-8">
      {searchId ? (
        <StoredSearchView key={searchId} id={searchId} renderStoredResult={renderStoredResult} />
      ) : (
        <HistoryView />
      )}
    </div>
  );
}
