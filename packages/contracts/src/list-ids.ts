import { PEP_SOURCES } from './pep';
import type { PepSource } from './pep';
import { SANCTION_LISTS } from './search';
import type { SanctionList } from './search';

/** Every source a list version belongs to: a sanctions list or a PEP source. */
export const LIST_SOURCES_ALL = [...SANCTION_LISTS, ...PEP_SOURCES] as const;
export type AnyListId = (typeof LIST_SOURCES_ALL)[number];

/**
 * What an alert's or clearance's list is called in the API: a list version's source, or `watchlist` for a hit
 * on the organisation's own watchlist (ADR 042), which has no list version of the official kind and is
 * stored without a list, naming its watchlist instead (migration 0026).
 */
export const ALERT_LIST_IDS = [...LIST_SOURCES_ALL, 'watchlist'] as const;
export type AlertListId = (typeof ALERT_LIST_IDS)[number];

export function isSanctionList(list: string): list is SanctionList {
  return SANCTION_LISTS.some((known) => known === list);
}

export function isPepSource(list: string): list is PepSource {
  return PEP_SOURCES.some((known) => known === list);
}
