import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { SanctionListId } from '@sanctions/screening';
import type { DbOrTx } from '../../db/client';
import { listImportRuns, listVersions, sanctionEntries } from '../../db/schema/sanctions';

export type ListVersionRow = typeof listVersions.$inferSelect;
export type NewListVersion = typeof listVersions.$inferInsert;
export type NewSanctionEntry = typeof sanctionEntries.$inferInsert;
export type ImportRunRow = typeof listImportRuns.$inferSelect;

/** Rows per INSERT: ~20 columns x 500 rows stays far below PostgreSQL's 65,535 bind parameters. */
const INSERT_BATCH_SIZE = 500;

// Any constant works; it only has to be the same for every instance sharing one database.
const IMPORT_LOCK_KEY = 727_002;

/** Serialises imports across instances until the transaction ends (the check-then-switch must not race). */
export async function lockImports(tx: DbOrTx): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${IMPORT_LOCK_KEY})`);
}

export async function findActiveVersion(
  db: DbOrTx,
  sanctionList: SanctionListId,
  listSource: string,
): Promise<ListVersionRow | undefined> {
  const [row] = await db
    .select()
    .from(listVersions)
    .where(
      and(
        eq(listVersions.sanctionList, sanctionList),
        eq(listVersions.listSource, listSource),
        eq(listVersions.status, 'active'),
      ),
    )
    .limit(1);
  return row;
}

/** Every active version, one per publication, in list then source order. */
export async function findActiveVersions(db: DbOrTx): Promise<ListVersionRow[]> {
  return db
    .select()
    .from(listVersions)
    .where(eq(listVersions.status, 'active'))
    .orderBy(listVersions.sanctionList, listVersions.listSource);
}

/** History, newest first; optionally one list only. */
export async function findListVersions(
  db: DbOrTx,
  options: { sanctionList?: SanctionListId; status?: ListVersionRow['status']; limit: number },
): Promise<ListVersionRow[]> {
  const conditions = [
    options.sanctionList ? eq(listVersions.sanctionList, options.sanctionList) : undefined,
    options.status ? eq(listVersions.status, options.status) : undefined,
  ].filter((condition) => condition !== undefined);
  return db
    .select()
    .from(listVersions)
    .where(conditions.length > 0 ? and(...conditions) : undefined)
    .orderBy(desc(listVersions.createdAt))
    .limit(options.limit);
}

export async function insertListVersion(
  db: DbOrTx,
  values: NewListVersion,
): Promise<ListVersionRow> {
  const [row] = await db.insert(listVersions).values(values).returning();
  if (!row) throw new Error('insertListVersion: insert returned no row');
  return row;
}

export async function updateListVersion(
  db: DbOrTx,
  versionId: string,
  values: Partial<NewListVersion>,
): Promise<void> {
  await db.update(listVersions).set(values).where(eq(listVersions.id, versionId));
}

export async function insertSanctionEntries(
  db: DbOrTx,
  rows: readonly NewSanctionEntry[],
): Promise<void> {
  for (let start = 0; start < rows.length; start += INSERT_BATCH_SIZE) {
    // Serialising a batch's jsonb takes a while: let waiting requests run between batches.
    if (start > 0) await new Promise((resolve) => setImmediate(resolve));
    await db.insert(sanctionEntries).values(rows.slice(start, start + INSERT_BATCH_SIZE));
  }
}

/** Source id and content hash of every entry of a version: all the delta needs. */
export async function findEntryHashes(
  db: DbOrTx,
  versionId: string,
): Promise<{ sourceId: string; contentHash: string }[]> {
  return db
    .select({ sourceId: sanctionEntries.sourceId, contentHash: sanctionEntries.contentHash })
    .from(sanctionEntries)
    .where(eq(sanctionEntries.listVersionId, versionId));
}

export async function countEntries(db: DbOrTx, versionId: string): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(sanctionEntries)
    .where(eq(sanctionEntries.listVersionId, versionId));
  return row?.count ?? 0;
}

/** The records the screening index is built from: id and full parsed record of the given versions. */
export async function findEntriesOfVersions(db: DbOrTx, versionIds: readonly string[]) {
  if (versionIds.length === 0) return [];
  return db
    .select({ id: sanctionEntries.id, data: sanctionEntries.data })
    .from(sanctionEntries)
    .where(inArray(sanctionEntries.listVersionId, [...versionIds]));
}

/** Sends the activation to every instance listening on PostgreSQL; delivered only if the transaction commits. */
export async function notifyVersionActivated(tx: DbOrTx, versionId: string): Promise<void> {
  await tx.execute(sql`select pg_notify(${LIST_VERSIONS_CHANNEL}, ${versionId})`);
}

/** LISTEN/NOTIFY channel announcing a newly activated list version (payload: its id). */
export const LIST_VERSIONS_CHANNEL = 'list_versions';

export async function insertImportRun(
  db: DbOrTx,
  values: typeof listImportRuns.$inferInsert,
): Promise<ImportRunRow> {
  const [row] = await db.insert(listImportRuns).values(values).returning();
  if (!row) throw new Error('insertImportRun: insert returned no row');
  return row;
}

export async function updateImportRun(
  db: DbOrTx,
  runId: string,
  values: Partial<typeof listImportRuns.$inferInsert>,
): Promise<ImportRunRow | undefined> {
  const [row] = await db
    .update(listImportRuns)
    .set(values)
    .where(eq(listImportRuns.id, runId))
    .returning();
  return row;
}

export async function findImportRun(db: DbOrTx, runId: string): Promise<ImportRunRow | undefined> {
  const [row] = await db.select().from(listImportRuns).where(eq(listImportRuns.id, runId));
  return row;
}
