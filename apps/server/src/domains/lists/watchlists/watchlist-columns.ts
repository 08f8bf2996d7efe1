import { WATCHLIST_FIELDS, WATCHLIST_HEADER_VARIANTS } from '@sanctions/contracts';
import type { WatchlistField } from '@sanctions/contracts';
import { headerKey } from '../../bulk';

const FIELD_BY_HEADER: ReadonlyMap<string, WatchlistField> = new Map(
  WATCHLIST_FIELDS.flatMap((field) =>
    WATCHLIST_HEADER_VARIANTS[field].map((variant): [string, WatchlistField] => [
      headerKey(variant),
      field,
    ]),
  ),
);

/**
 * Which file column holds each watchlist field, from the header names (English, with the usual variants,
 * or Arabic). The first column of a field wins; columns of no field are ignored.
 */
export function watchlistColumns(
  columns: readonly string[],
): Partial<Record<WatchlistField, string>> {
  const found: Partial<Record<WatchlistField, string>> = {};
  for (const column of columns) {
    const field = FIELD_BY_HEADER.get(headerKey(column));
    if (field !== undefined && found[field] === undefined) found[field] = column;
  }
  return found;
}
