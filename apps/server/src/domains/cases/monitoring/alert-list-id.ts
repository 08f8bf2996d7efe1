import type { AlertListId, AnyListId } from '@sanctions/contracts';

/**
 * The list an alert or clearance is known by in the API, webhooks and in-memory pair keys: its official
 * list or PEP source, or `watchlist` for a row of the organisation's own watchlist. Since migration 0026 a
 * watchlist row has no `sanction_list` (a check constraint ties the null to `kind = 'watchlist'`), so the
 * schema keeps official lists and own lists apart while integrations keep reading `watchlist` (ADR 042).
 */
export function alertListIdOf(sanctionList: AnyListId | null): AlertListId {
  return sanctionList ?? 'watchlist';
}
