import type { SanctionListFilter } from '@sanctions/contracts';
import { requireServedLists } from '../../screening/require-served-lists';
import type { ScreeningIndexSource } from './search-ports';

/**
 * The current index, or a refusal: "loading" (503, Retry-After) while the lists are being indexed,
 * LIST_UNAVAILABLE when none is imported (an empty result would read as "safe to proceed").
 */
export function requireIndex(source: ScreeningIndexSource, filter: SanctionListFilter) {
  return requireServedLists(source, filter);
}
