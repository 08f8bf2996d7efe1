import { and, asc, eq, inArray, isNotNull } from 'drizzle-orm';
import { BoundedCache, buildScreeningIndex } from '@sanctions/screening';
import type { ScreeningIndex } from '@sanctions/screening';
import type { DbOrTx } from '../../../db/client';
import { watchlistEntries, watchlistVersions, watchlists } from '../../../db/schema/watchlists';
import { toWatchlistEntity } from './to-watchlist-entity';
import type { WatchlistEntity } from './to-watchlist-entity';

/** Organisations whose watchlist index a process keeps; the one built longest ago is dropped beyond it. */
const ORGANIZATIONS_CACHED = 500;

interface CachedIndex {
  /** The active version ids it was built from, sorted: a new upload or a delete is a new key. */
  key: string;
  index: ScreeningIndex<WatchlistEntity>;
}

const cache = new BoundedCache<string, CachedIndex>(ORGANIZATIONS_CACHED);

/**
 * The organisation's own index (ADR 042): the active version of each of its watchlists, apart from the
 * shared index of the official lists, so nobody else's search pays for it. One small query per call
 * reads which versions are active; the index is rebuilt only when that changed (an upload, a delete),
 * whichever process or instance made the change. Undefined when the organisation has no watchlist.
 */
export async function organizationWatchlistIndex(
  db: DbOrTx,
  organizationId: string,
): Promise<ScreeningIndex<WatchlistEntity> | undefined> {
  const active = await db
    .select({
      id: watchlists.id,
      name: watchlists.name,
      versionId: watchlistVersions.id,
      version: watchlistVersions.version,
    })
    .from(watchlists)
    .innerJoin(watchlistVersions, eq(watchlistVersions.id, watchlists.activeVersionId))
    .where(
      and(eq(watchlists.organizationId, organizationId), isNotNull(watchlists.activeVersionId)),
    )
    .orderBy(asc(watchlistVersions.id));
  if (active.length === 0) {
    cache.delete(organizationId);
    return undefined;
  }
  // The name is part of the key: a renamed list is named anew in its hits.
  const key = active.map((v) => `${v.versionId}:${v.name}`).join('|');
  const known = cache.get(organizationId);
  if (known !== undefined && known.key === key) return known.index;
  const byVersion = new Map(active.map((v) => [v.versionId, v]));
  const rows = await db
    .select()
    .from(watchlistEntries)
    .where(inArray(watchlistEntries.versionId, [...byVersion.keys()]))
    .orderBy(asc(watchlistEntries.versionId), asc(watchlistEntries.line));
  const entities = rows.flatMap((row) => {
    const list = byVersion.get(row.versionId);
    return list === undefined
      ? []
      : [
          toWatchlistEntity(row, {
            id: list.id,
            name: list.name,
            versionId: list.versionId,
            version: list.version,
          }),
        ];
  });
  const index = buildScreeningIndex(entities);
  cache.set(organizationId, { key, index });
  return index;
}
