import { and, eq, isNotNull } from 'drizzle-orm';
import { z } from 'zod';
import { watchlistMatchSchema } from '@sanctions/contracts';
import type { Db } from '../../../db/client';
import { bulkSearchRows } from '../../../db/schema/search';
import type { BulkWatchlistCells } from '../files';

/**
 * The results file's watchlist columns of one row (ADR 042) from its stored watchlist hits (outside data:
 * checked against the contract; a value that does not parse counts as no hit). Null when it has none.
 */
export function bulkWatchlistCells(stored: unknown): BulkWatchlistCells | null {
  const parsed = z.array(watchlistMatchSchema).safeParse(stored ?? []);
  const top = parsed.success ? parsed.data[0] : undefined;
  if (top === undefined) return null;
  return {
    list: `${top.watchlist.name} (v${top.watchlist.version})`,
    reference: top.entry.reference ?? '',
    reason: top.entry.reason ?? '',
    confidence: top.confidence,
  };
}

/**
 * Whether the job's rows were screened against the organisation's watchlists: a row stores its hits (an
 * empty list when none) only then, so the file has the columns exactly when the screening had the lists,
 * whatever the plan says today.
 */
export async function jobScreenedWatchlists(db: Db, bulkJobId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: bulkSearchRows.id })
    .from(bulkSearchRows)
    .where(and(eq(bulkSearchRows.bulkJobId, bulkJobId), isNotNull(bulkSearchRows.watchlistMatches)))
    .limit(1);
  return row !== undefined;
}
