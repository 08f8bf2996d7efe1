import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import { watchlistEntries, watchlistVersions, watchlists } from '../../../db/schema/watchlists';
import { watchlistSourceId } from '../monitoring/watchlist-alert-rows';

export interface WatchlistVersionDelta {
  organizationId: string;
  /** Row ids of the version whose party is new or whose content changed against the version before. */
  rowIds: Set<string>;
  /** Alert source ids (`<watchlist id>:<entry_key>`) of the parties the version before listed and this one not. */
  removedSourceIds: string[];
}

/**
 * The added and changed rows of a watchlist version (ADR 042), compared by `entry_key` and `content_hash`
 * with the version numbered before it. Undefined when the version or its watchlist is gone, or when it is
 * no longer the active one (a newer upload's own job screens that).
 */
export async function readWatchlistVersionDelta(
  db: DbOrTx,
  watchlistVersionId: string,
): Promise<WatchlistVersionDelta | undefined> {
  const [version] = await db
    .select({
      watchlistId: watchlistVersions.watchlistId,
      version: watchlistVersions.version,
      organizationId: watchlists.organizationId,
      activeVersionId: watchlists.activeVersionId,
    })
    .from(watchlistVersions)
    .innerJoin(watchlists, eq(watchlists.id, watchlistVersions.watchlistId))
    .where(eq(watchlistVersions.id, watchlistVersionId));
  if (version === undefined || version.activeVersionId !== watchlistVersionId) return undefined;
  const [previous] = await db
    .select({ id: watchlistVersions.id })
    .from(watchlistVersions)
    .where(
      and(
        eq(watchlistVersions.watchlistId, version.watchlistId),
        eq(watchlistVersions.version, version.version - 1),
      ),
    );
  const before = new Map<string, string>();
  if (previous !== undefined) {
    const rows = await db
      .select({ key: watchlistEntries.entryKey, hash: watchlistEntries.contentHash })
      .from(watchlistEntries)
      .where(eq(watchlistEntries.versionId, previous.id));
    for (const row of rows) before.set(row.key, row.hash);
  }
  const rows = await db
    .select({
      id: watchlistEntries.id,
      key: watchlistEntries.entryKey,
      hash: watchlistEntries.contentHash,
    })
    .from(watchlistEntries)
    .where(eq(watchlistEntries.versionId, watchlistVersionId));
  const rowIds = new Set(rows.filter((row) => before.get(row.key) !== row.hash).map((r) => r.id));
  const kept = new Set(rows.map((row) => row.key));
  const removedSourceIds = [...before.keys()]
    .filter((key) => !kept.has(key))
    .map((key) => watchlistSourceId(version.watchlistId, key));
  return { organizationId: version.organizationId, rowIds, removedSourceIds };
}
