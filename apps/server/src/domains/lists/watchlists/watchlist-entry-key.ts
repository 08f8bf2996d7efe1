import { createHash } from 'node:crypto';
import type { WatchlistRow } from './validate-watchlist-row';

/**
 * What identifies a party across versions of one watchlist: its reference when the file gives one, else
 * its name and date of birth (the same name twice without either is numbered in file order).
 */
export function watchlistEntryKeys(rows: readonly WatchlistRow[]): string[] {
  const seen = new Map<string, number>();
  return rows.map((row) => {
    const base =
      row.reference === null
        ? `name:${row.name.toLowerCase()}|${row.dateOfBirth ?? ''}`
        : `ref:${row.reference.toLowerCase()}`;
    const count = (seen.get(base) ?? 0) + 1;
    seen.set(base, count);
    return count === 1 ? base : `${base}#${count}`;
  });
}

/** The row's screened and shown fields: a changed hash under the same key is a changed entry. */
export function watchlistContentHash(row: WatchlistRow): string {
  return createHash('sha256')
    .update(
      JSON.stringify([
        row.name,
        row.aliases,
        row.dateOfBirth,
        row.nationality,
        row.reference,
        row.reason,
      ]),
    )
    .digest('hex');
}
