import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import { z } from 'zod';
import { setImmediate as yieldToEventLoop } from 'node:timers/promises';
import type { ListEntity, ListId } from '@sanctions/screening';
import type { DbOrTx } from '../../../db/client';
import { listImportRuns, listVersions, sanctionEntries } from '../../../db/schema/sanctions';

export type ListVersionRow = typeof listVersions.$inferSelect;
export type NewListVersion = typeof listVersions.$inferInsert;
export type NewSanctionEntry = typeof sanctionEntries.$inferInsert;
export type ImportRunRow = typeof listImportRuns.$inferSelect;

/**
 * Rows per statement when reading or deleting a version's entries by id. PGlite runs every statement on
 * the event loop, so one statement over a whole list (20,000 records of jsonb) would stall every request
 * for seconds; pages this small take a few milliseconds each, with requests served between them.
 */
const ENTRY_PAGE_SIZE = 500;

// Any constant works; it only has to be the same for every instance sharing one database.
const IMPORT_LOCK_KEY = 727_002;

/** Serialises imports across instances until the transaction ends (the check-then-switch must not race). */
export async function lockImports(tx: DbOrTx): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${IMPORT_LOCK_KEY})`);
}

export async function findActiveVersion(
  db: DbOrTx,
  sanctionList: ListId,
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

/** The active version read from exactly these files (`hashListFiles`), if any. */
export async function findActiveVersionByFileHash(
  db: DbOrTx,
  fileHash: string,
): Promise<ListVersionRow | undefined> {
  const [row] = await db
    .select()
    .from(listVersions)
    .where(and(eq(listVersions.fileHash, fileHash), eq(listVersions.status, 'active')))
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
  options: { sanctionList?: ListId; status?: ListVersionRow['status']; limit: number },
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

/** One INSERT of the given rows; the caller keeps batches small (see write-version-entries). */
/**
 * Inserts a batch of entries as ONE JSON parameter expanded by `jsonb_to_recordset`. Drizzle builds a
 * multi-row insert value by value (about 1,600 parameters per 100 entries), which profiled at ~9 % of the
 * server's CPU during an import, all of it on the event loop; one `JSON.stringify` per batch is a fraction
 * of that, and PostgreSQL (or PGlite) expands the records itself.
 */
export async function insertSanctionEntries(
  db: DbOrTx,
  rows: readonly NewSanctionEntry[],
): Promise<void> {
  if (rows.length === 0) return;
  const json = JSON.stringify(
    rows.map((row) => ({
      list_version_id: row.listVersionId,
      sanction_list: row.sanctionList,
      list_source: row.listSource,
      source_id: row.sourceId,
      entity_type: row.entityType ?? 'unknown',
      first_name: row.firstName ?? null,
      last_name: row.lastName ?? null,
      full_name: row.fullName,
      arabic_name: row.arabicName ?? null,
      date_of_birth: row.dateOfBirth ?? null,
      nationality: row.nationality ?? null,
      is_active: row.isActive ?? true,
      last_updated: row.lastUpdated?.toISOString() ?? null,
      additional_info: row.additionalInfo ?? null,
      data: row.data,
      content_hash: row.contentHash,
    })),
  );
  await db.execute(sql`insert into sanction_entries (list_version_id, sanction_list, list_source, source_id,
      entity_type, first_name, last_name, full_name, arabic_name, date_of_birth, nationality, is_active,
      last_updated, additional_info, data, content_hash)
    select list_version_id, sanction_list::sanction_list, list_source, source_id, entity_type::entity_type,
      first_name, last_name, full_name, arabic_name, date_of_birth, nationality, is_active, last_updated,
      additional_info, data, content_hash
    from jsonb_to_recordset(${json}::jsonb) as x(list_version_id uuid, sanction_list text, list_source text,
      source_id text, entity_type text, first_name text, last_name text, full_name text, arabic_name text,
      date_of_birth text, nationality text, is_active boolean, last_updated timestamptz,
      additional_info text, data jsonb, content_hash text)`);
}

/** Ids of every entry of the given versions: cheap to read at once, the pages below read the rest. */
export async function findEntryIdsOfVersions(
  db: DbOrTx,
  versionIds: readonly string[],
): Promise<string[]> {
  if (versionIds.length === 0) return [];
  const rows = await db
    .select({ id: sanctionEntries.id })
    .from(sanctionEntries)
    .where(inArray(sanctionEntries.listVersionId, [...versionIds]));
  return rows.map((row) => row.id);
}

/**
 * Runs `readPage` over `ids` in pages of {@link ENTRY_PAGE_SIZE}, yielding to the event loop before each
 * page after the first, and concatenates the pages.
 */
export async function readEntryPages<T>(
  ids: readonly string[],
  readPage: (pageIds: string[]) => Promise<T[]>,
): Promise<T[]> {
  const rows: T[] = [];
  for (let start = 0; start < ids.length; start += ENTRY_PAGE_SIZE) {
    if (start > 0) await yieldToEventLoop();
    rows.push(...(await readPage(ids.slice(start, start + ENTRY_PAGE_SIZE))));
  }
  return rows;
}

/** Deletes the entries of a version page by page (a version that failed before its switch). */
export async function deleteEntriesOfVersion(db: DbOrTx, versionId: string): Promise<void> {
  const ids = await findEntryIdsOfVersions(db, [versionId]);
  await readEntryPages(ids, async (pageIds) => {
    await db.delete(sanctionEntries).where(inArray(sanctionEntries.id, pageIds));
    return [];
  });
}

export async function deleteListVersion(db: DbOrTx, versionId: string): Promise<void> {
  await db.delete(listVersions).where(eq(listVersions.id, versionId));
}

/** Source id and content hash of every entry of a version: all the delta needs (read in pages). */
export async function findEntryHashes(
  db: DbOrTx,
  versionId: string,
): Promise<{ sourceId: string; contentHash: string }[]> {
  const ids = await findEntryIdsOfVersions(db, [versionId]);
  return readEntryPages(ids, (pageIds) =>
    db
      .select({ sourceId: sanctionEntries.sourceId, contentHash: sanctionEntries.contentHash })
      .from(sanctionEntries)
      .where(inArray(sanctionEntries.id, pageIds)),
  );
}

export async function countEntries(db: DbOrTx, versionId: string): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(sanctionEntries)
    .where(eq(sanctionEntries.listVersionId, versionId));
  return row?.count ?? 0;
}

/**
 * The records the screening index is built from: id and full parsed record of the given versions, read in
 * pages so that a rebuild never holds the event loop (or PGlite's one connection) for long.
 */
export async function findEntriesOfVersions(
  db: DbOrTx,
  versionIds: readonly string[],
): Promise<{ id: string; data: ListEntity }[]> {
  const ids = await findEntryIdsOfVersions(db, versionIds);
  return readEntryPages(ids, async (pageIds) => {
    const rows = await db
      .select({ id: sanctionEntries.id, data: sanctionEntries.data })
      .from(sanctionEntries)
      .where(inArray(sanctionEntries.id, pageIds));
    // In the order of the id list (the table's order), as one unpaged read returned them: the index's
    // tie-breaks follow entity order.
    const byId = new Map(rows.map((row) => [row.id, row]));
    return pageIds.flatMap((id) => byId.get(id) ?? []);
  });
}

/** Sends the activation to every instance listening on PostgreSQL; delivered only if the transaction commits. */
/**
 * Announces an activation to every instance, in the switch's transaction. `origin` names the importing
 * instance's index: that instance rebuilds once when its run ends, so it ignores its own notices.
 */
export async function notifyVersionActivated(
  tx: DbOrTx,
  versionId: string,
  origin: string,
): Promise<void> {
  const notice: ActivationNotice = { versionId, origin };
  await tx.execute(sql`select pg_notify(${LIST_VERSIONS_CHANNEL}, ${JSON.stringify(notice)})`);
}

/** LISTEN/NOTIFY channel announcing a newly activated list version (payload: an ActivationNotice). */
export const LIST_VERSIONS_CHANNEL = 'list_versions';

export const activationNoticeSchema = z.object({ versionId: z.string(), origin: z.string() });
export type ActivationNotice = z.infer<typeof activationNoticeSchema>;

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
