import { screen } from '@sanctions/screening';
import type { ScreeningOptions, ScreeningQuery } from '@sanctions/screening';
import type { WatchlistMatch } from '@sanctions/contracts';
import type { DbOrTx } from '../../../db/client';
import { organizationWatchlistIndex } from './organization-watchlist-index';
import { screensWatchlists } from './plan-watchlist-screening';
import { toWatchlistMatchDto } from './to-watchlist-match-dto';

/** Screens one query against an organisation's watchlists, as loaded when it was made. */
export type WatchlistScreener = (
  query: ScreeningQuery,
  options: ScreeningOptions,
) => WatchlistMatch[];

const NOTHING_LISTED: WatchlistScreener = () => [];

/**
 * The screener of the organisation's own watchlists (ADR 042), with the engine and options of the
 * official lists; undefined when the caller screens no watchlists (no organisation, or a plan without
 * `watchlistScreening`): its answers then carry no watchlist field at all. The list filter of a request
 * does not apply: it names official lists, and an organisation's own lists are always screened.
 */
export async function organizationWatchlistScreener(
  db: DbOrTx,
  organizationId: string | null,
): Promise<WatchlistScreener | undefined> {
  if (organizationId === null || !(await screensWatchlists(db, organizationId))) return undefined;
  const index = await organizationWatchlistIndex(db, organizationId);
  if (index === undefined) return NOTHING_LISTED;
  return (query, options) =>
    screen(index, { ...query, lists: [] }, options).matches.map(toWatchlistMatchDto);
}

/** One query against the organisation's watchlists; undefined when it screens none. */
export async function screenOrganizationWatchlists(
  db: DbOrTx,
  organizationId: string | null,
  query: ScreeningQuery,
  options: ScreeningOptions,
): Promise<WatchlistMatch[] | undefined> {
  return (await organizationWatchlistScreener(db, organizationId))?.(query, options);
}
