import { detectScript } from '@sanctions/lists';
import type { EntityName, ListEntity, PartialDate } from '@sanctions/screening';
import type { watchlistEntries } from '../../../db/schema/watchlists';

/** A watchlist record as the engine indexes it: the row's id and the list it is on travel with it. */
export type WatchlistEntity = ListEntity<'watchlist'> & {
  entryId: string;
  watchlist: { id: string; name: string; versionId: string; version: number };
  row: typeof watchlistEntries.$inferSelect;
};

/** One stored watchlist row as an engine record (list id `watchlist`, its name as the source). */
export function toWatchlistEntity(
  row: typeof watchlistEntries.$inferSelect,
  watchlist: WatchlistEntity['watchlist'],
): WatchlistEntity {
  const names: EntityName[] = [
    { full: row.name, kind: 'primary', script: detectScript(row.name) },
    ...row.aliases.map((alias): EntityName => ({
      full: alias,
      kind: 'aka',
      script: detectScript(alias),
    })),
  ];
  return {
    sanctionList: 'watchlist',
    sourceKind: 'watchlist',
    listSource: watchlist.name,
    sourceId: row.reference ?? row.id,
    type: 'unknown',
    names,
    birthDates: row.dateOfBirth === null ? [] : [toPartialDate(row.dateOfBirth)],
    birthPlaces: [],
    nationalities: row.nationality === null ? [] : [row.nationality],
    addresses: [],
    documents: [],
    programmes: [],
    titles: [],
    ...(row.reason === null ? {} : { remarks: row.reason }),
    isActive: true,
    entryId: row.id,
    watchlist,
    row,
  };
}

/** `YYYY`, `YYYY-MM` or `YYYY-MM-DD` (the upload normalised it) as the engine's partial date. */
function toPartialDate(iso: string): PartialDate {
  const [year, month, day] = iso.split('-').map(Number);
  return {
    raw: iso,
    ...(year === undefined ? {} : { year }),
    ...(month === undefined ? {} : { month }),
    ...(day === undefined ? {} : { day }),
  };
}
