import type { SanctionListFilter } from '@sanctions/contracts';
import type { ScreeningOptions, ScreeningQuery } from '@sanctions/screening';
import { checkServedLists } from '../engine/require-served-lists';
import type { ScreeningIndexSource } from './search-ports';

/**
 * Screens one query through the index, or refuses: "loading" (503, Retry-After) while the lists are being
 * indexed, LIST_UNAVAILABLE when none is imported (an empty result would read as "safe to proceed").
 */
export async function screenThroughIndex(
  source: ScreeningIndexSource,
  filter: SanctionListFilter,
  query: ScreeningQuery,
  options: ScreeningOptions,
  /** Further queries screened in the same call (the PEP query); their outcomes come back as `extra`. */
  extraQueries: readonly ScreeningQuery[] = [],
) {
  requireIndex(source, filter);
  const screened = await source.screenMany([query, ...extraQueries], options);
  const outcome = screened?.outcomes[0];
  // The index went away between the check and the screening (lists deactivated): check again to refuse.
  if (screened === undefined || outcome === undefined) {
    checkServedLists({ entryCount: 0, versions: [], isLoading: isLoading(source) }, filter);
    throw new TypeError('no screening outcome');
  }
  return { outcome, versions: screened.versions, extra: screened.outcomes.slice(1) };
}

/** Refuses before any other work (quota, evidence) when the lists of `filter` are not served. */
export function requireIndex(source: ScreeningIndexSource, filter: SanctionListFilter): void {
  const view = source.describe();
  checkServedLists({ ...view, isLoading: isLoading(source) }, filter);
}

function isLoading(source: ScreeningIndexSource): boolean {
  return source.describe().indexing;
}
