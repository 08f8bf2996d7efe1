import { and, desc, eq, lt } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import { listVersions, sanctionEntries } from '../../../db/schema/sanctions';

export type ListVersionRow = typeof listVersions.$inferSelect;

/** What a version changed against the version of the same publication that was active before it. */
export interface VersionDelta {
  version: ListVersionRow;
  /** Null for a publication's first version: every entry is then new. */
  previousVersionId: string | null;
  /** `sanction_entries` ids of the version's added and changed entries (by content hash). */
  changedEntryIds: string[];
  /** Source ids the version no longer lists. */
  removedSourceIds: string[];
}

export async function findListVersion(
  db: DbOrTx,
  versionId: string,
): Promise<ListVersionRow | undefined> {
  const [row] = await db.select().from(listVersions).where(eq(listVersions.id, versionId));
  return row;
}

/**
 * The delta of `version` by content hash, recomputed from the stored entries (the version's stored
 * `delta` is a capped sample, not the whole). Two reads of (source id, hash) per version.
 */
export async function computeVersionDelta(
  db: DbOrTx,
  version: ListVersionRow,
): Promise<VersionDelta> {
  const previousVersionId = await findPreviousVersionId(db, version);
  const current = await db
    .select({
      id: sanctionEntries.id,
      sourceId: sanctionEntries.sourceId,
      hash: sanctionEntries.contentHash,
    })
    .from(sanctionEntries)
    .where(eq(sanctionEntries.listVersionId, version.id));
  const previous =
    previousVersionId === null
      ? []
      : await db
          .select({ sourceId: sanctionEntries.sourceId, hash: sanctionEntries.contentHash })
          .from(sanctionEntries)
          .where(eq(sanctionEntries.listVersionId, previousVersionId));
  const before = new Map(previous.map((entry) => [entry.sourceId, entry.hash]));
  const present = new Set(current.map((entry) => entry.sourceId));
  return {
    version,
    previousVersionId,
    changedEntryIds: current
      .filter((entry) => before.get(entry.sourceId) !== entry.hash)
      .map((entry) => entry.id),
    removedSourceIds: [...before.keys()].filter((sourceId) => !present.has(sourceId)),
  };
}

/** The version of the same publication activated last before this one (now superseded). */
async function findPreviousVersionId(db: DbOrTx, version: ListVersionRow): Promise<string | null> {
  if (version.activatedAt === null) return null;
  const [row] = await db
    .select({ id: listVersions.id })
    .from(listVersions)
    .where(
      and(
        eq(listVersions.sanctionList, version.sanctionList),
        eq(listVersions.listSource, version.listSource),
        eq(listVersions.status, 'superseded'),
        lt(listVersions.activatedAt, version.activatedAt),
      ),
    )
    .orderBy(desc(listVersions.activatedAt))
    .limit(1);
  return row?.id ?? null;
}
