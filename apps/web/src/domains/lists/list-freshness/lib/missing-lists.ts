import { SANCTION_LISTS } from '@sanctions/contracts';
import type { ListFreshness, SanctionList } from '@sanctions/contracts';
import { summarizeFreshness } from './summarize-freshness';

/**
 * The lists the installation screens that have no active version: a search of them is refused
 * (LIST_UNAVAILABLE).
 */
export function missingLists(
  freshness: Pick<ListFreshness, 'lists'> &
    Partial<Pick<ListFreshness, 'failedImports' | 'expectedLists'>>,
): SanctionList[] {
  return summarizeFreshness(freshness.lists, freshness.failedImports, freshness.expectedLists)
    .filter((summary) => summary.state === 'missing')
    .map((summary) => summary.sanctionList);
}

/** The lists with an active version, in the platform's list order: what a search can be limited to. */
export function servedLists(freshness: Pick<ListFreshness, 'lists'>): SanctionList[] {
  return SANCTION_LISTS.filter((list) =>
    freshness.lists.some((item) => item.sanctionList === list),
  );
}
