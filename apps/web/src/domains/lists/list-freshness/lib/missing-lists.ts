import type { ListFreshness, SanctionList } from '@sanctions/contracts';
import { summarizeFreshness } from './summarize-freshness';

/** The lists with no active version: a search of them is refused (LIST_UNAVAILABLE). */
export function missingLists(freshness: Pick<ListFreshness, 'lists'>): SanctionList[] {
  return summarizeFreshness(freshness.lists)
    .filter((summary) => summary.state === 'missing')
    .map((summary) => summary.sanctionList);
}
