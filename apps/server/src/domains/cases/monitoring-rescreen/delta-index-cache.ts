import { inArray } from 'drizzle-orm';
import { buildScreeningIndex } from '@sanctions/screening';
import type { ListEntity, ScreeningIndex } from '@sanctions/screening';
import type { Db } from '../../../db/client';
import { sanctionEntries } from '../../../db/schema/sanctions';
import type { StoredEntity } from '../../../plugins/screening-index';
import { computeVersionDelta } from './version-delta';
import type { ListVersionRow } from './version-delta';

/** A small index of one version's added and changed entries, and their `list|source|sourceId` keys. */
export interface DeltaIndex {
  index: ScreeningIndex<StoredEntity>;
  keys: ReadonlySet<string>;
}

export function entryKeyOf(entity: Pick<ListEntity, 'sanctionList' | 'listSource' | 'sourceId'>) {
  return `${entity.sanctionList}|${entity.listSource}|${entity.sourceId}`;
}

/** Versions' delta indexes kept per process: every chunk of a run screens against the same one. */
const CACHE_LIMIT = 4;
const cache = new Map<string, Promise<DeltaIndex>>();

export function deltaIndexOf(db: Db, version: ListVersionRow): Promise<DeltaIndex> {
  const cached = cache.get(version.id);
  if (cached) return cached;
  const built = buildDeltaIndex(db, version);
  cache.set(version.id, built);
  built.catch(() => cache.delete(version.id));
  while (cache.size > CACHE_LIMIT) {
    const oldest = cache.keys().next().value;
    if (oldest === undefined) break;
    cache.delete(oldest);
  }
  return built;
}

const ENTRIES_PER_READ = 5_000;

async function buildDeltaIndex(db: Db, version: ListVersionRow): Promise<DeltaIndex> {
  const delta = await computeVersionDelta(db, version);
  const entities: StoredEntity[] = [];
  for (let start = 0; start < delta.changedEntryIds.length; start += ENTRIES_PER_READ) {
    const rows = await db
      .select({ id: sanctionEntries.id, data: sanctionEntries.data })
      .from(sanctionEntries)
      .where(
        inArray(sanctionEntries.id, delta.changedEntryIds.slice(start, start + ENTRIES_PER_READ)),
      );
    for (const row of rows) entities.push({ ...row.data, entryId: row.id });
  }
  return { index: buildScreeningIndex(entities), keys: new Set(entities.map(entryKeyOf)) };
}
