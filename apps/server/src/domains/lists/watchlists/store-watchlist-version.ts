import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import { watchlistEntries, watchlistVersions, watchlists } from '../../../db/schema/watchlists';
import { countWatchlistDelta } from './count-watchlist-delta';
import { watchlistContentHash, watchlistEntryKeys } from './watchlist-entry-key';
import type { WatchlistRow } from './validate-watchlist-row';

/** Rows per insert statement (PostgreSQL allows 65,535 parameters; a row has 11). */
const INSERT_BATCH = 2_000;

export interface StoredWatchlistVersion {
  versionId: string;
  version: number;
}

/**
 * Writes a new version of a watchlist with its delta against the active one and makes it active, in the
 * caller's transaction (the watchlist row is locked, so two uploads of one list are numbered in turn).
 */
export async function storeWatchlistVersion(
  tx: DbOrTx,
  upload: {
    watchlistId: string;
    fileName: string;
    fileHash: string;
    uploadedBy: string;
    rows: readonly WatchlistRow[];
    now: Date;
  },
): Promise<StoredWatchlistVersion> {
  const [list] = await tx
    .select({ activeVersionId: watchlists.activeVersionId })
    .from(watchlists)
    .where(eq(watchlists.id, upload.watchlistId))
    .for('update');
  if (list === undefined) throw new Error('watchlist vanished during its upload');
  const previous = new Map<string, string>();
  if (list.activeVersionId !== null) {
    const rows = await tx
      .select({ key: watchlistEntries.entryKey, hash: watchlistEntries.contentHash })
      .from(watchlistEntries)
      .where(eq(watchlistEntries.versionId, list.activeVersionId));
    for (const row of rows) previous.set(row.key, row.hash);
  }
  const keys = watchlistEntryKeys(upload.rows);
  const hashes = upload.rows.map(watchlistContentHash);
  const next = new Map(keys.map((key, i) => [key, hashes[i] ?? '']));
  const delta = countWatchlistDelta(previous, next);
  const [numbered] = await tx
    .select({ last: sql<number>`coalesce(max(${watchlistVersions.version}), 0)::int` })
    .from(watchlistVersions)
    .where(eq(watchlistVersions.watchlistId, upload.watchlistId));
  const version = (numbered?.last ?? 0) + 1;
  const [created] = await tx
    .insert(watchlistVersions)
    .values({
      watchlistId: upload.watchlistId,
      version,
      fileName: upload.fileName,
      fileHash: upload.fileHash,
      entryCount: upload.rows.length,
      ...delta,
      uploadedBy: upload.uploadedBy,
      createdAt: upload.now,
    })
    .returning({ id: watchlistVersions.id });
  if (created === undefined) throw new Error('watchlist version insert returned no row');
  for (let start = 0; start < upload.rows.length; start += INSERT_BATCH) {
    await tx.insert(watchlistEntries).values(
      upload.rows.slice(start, start + INSERT_BATCH).map((row, offset) => ({
        versionId: created.id,
        line: row.line,
        entryKey: keys[start + offset] ?? '',
        contentHash: hashes[start + offset] ?? '',
        name: row.name,
        aliases: row.aliases,
        dateOfBirth: row.dateOfBirth,
        nationality: row.nationality,
        reference: row.reference,
        reason: row.reason,
      })),
    );
  }
  await tx
    .update(watchlists)
    .set({ activeVersionId: created.id, updatedAt: upload.now })
    .where(eq(watchlists.id, upload.watchlistId));
  return { versionId: created.id, version };
}
