import type { WatchlistScreener } from '../../screening';
import type { BulkRowRecord } from './bulk-job.queries';
import { BULK_MATCHES_KEPT, bulkRowRequest } from './screen-bulk-row';
import type { BulkScreeningOptions, ScreenedBulkRow } from './screen-bulk-row';

/**
 * Screens each screened row against the organisation's own watchlists too (ADR 042), with the job's
 * query and minimum confidence. A row with a watchlist hit is a hit; when it has no sanctions match its
 * confidence, risk and match type are the watchlist hit's, so the row reads as what it is. Without a
 * screener (no organisation, or a plan without `watchlistScreening`) the rows are left as they are.
 */
export function addWatchlistHits(
  screened: readonly ScreenedBulkRow[],
  rows: readonly BulkRowRecord[],
  screener: WatchlistScreener | undefined,
  options: BulkScreeningOptions,
): ScreenedBulkRow[] {
  if (screener === undefined) return [...screened];
  const rowById = new Map(rows.map((row) => [row.id, row]));
  return screened.map((result) => {
    const row = rowById.get(result.id);
    if (row === undefined) return result;
    const hits = screener(bulkRowRequest(row, options).query, {
      minConfidence: options.minConfidence,
      maxResults: BULK_MATCHES_KEPT,
    });
    const top = hits[0];
    if (top === undefined || result.status === 'hit') return { ...result, watchlistMatches: hits };
    return {
      ...result,
      status: 'hit',
      topConfidence: top.confidence,
      riskLevel: top.riskLevel,
      matchType: top.matchType,
      watchlistMatches: hits,
    };
  });
}
