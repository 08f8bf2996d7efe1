import {
  and,
  asc,
  count,
  desc,
  eq,
  exists,
  gte,
  ilike,
  inArray,
  lte,
  ne,
  notExists,
  or,
  sql,
} from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { ListUpdateKind, ListUpdatesQuery } from '@sanctions/contracts';
import { LIST_UPDATE_STATUSES } from '@sanctions/contracts';
import type { DbOrTx } from '../../../db/client';
import { listVersions, sanctionEntries } from '../../../db/schema/sanctions';

export type VersionRow = typeof listVersions.$inferSelect;
export type EntryRow = typeof sanctionEntries.$inferSelect;

const escapeLike = (value: string) => value.replace(/[\\%_]/g, (char) => `\\${char}`);

/** A bare date as upper bound means the whole of that day (UTC). */
function upperBound(to: string): Date {
  const parsed = new Date(to);
  return /^\d{4}-\d{2}-\d{2}$/.test(to)
    ? new Date(parsed.getTime() + 24 * 60 * 60 * 1000 - 1)
    : parsed;
}

const screened = inArray(listVersions.status, [...LIST_UPDATE_STATUSES]);
// OFAC's CSV states no publication date: its versions are dated by their import.
const versionDate = sql`coalesce(${listVersions.publishedAt}, ${listVersions.importedAt})`;

/** One page of screened versions (active and superseded), newest first, with the total. */
export async function findVersionsPage(
  db: DbOrTx,
  filters: Omit<ListUpdatesQuery, 'page' | 'pageSize'>,
  page: { limit: number; offset: number },
): Promise<{ rows: VersionRow[]; total: number }> {
  const where = and(
    screened,
    filters.list ? eq(listVersions.sanctionList, filters.list) : undefined,
    filters.from ? gte(versionDate, new Date(filters.from)) : undefined,
    filters.to ? lte(versionDate, upperBound(filters.to)) : undefined,
  );
  const rows = await db
    .select()
    .from(listVersions)
    .where(where)
    .orderBy(desc(listVersions.activatedAt), desc(listVersions.createdAt), asc(listVersions.id))
    .limit(page.limit)
    .offset(page.offset);
  const [totalRow] = await db.select({ total: count() }).from(listVersions).where(where);
  return { rows, total: totalRow?.total ?? 0 };
}

export async function findScreenedVersion(
  db: DbOrTx,
  versionId: string,
): Promise<VersionRow | undefined> {
  const [row] = await db
    .select()
    .from(listVersions)
    .where(and(eq(listVersions.id, versionId), screened));
  return row;
}

/**
 * The versions each given one replaced: the latest screened version of the same publication activated
 * before it. Only versions with a delta have one (the first of a publication has none).
 */
export async function findPreviousVersionIds(
  db: DbOrTx,
  versions: readonly VersionRow[],
): Promise<Map<string, string>> {
  const withPrevious = versions.filter((version) => version.delta !== null);
  if (withPrevious.length === 0) return new Map();
  const current = alias(listVersions, 'current_version');
  const rows = await db
    .selectDistinctOn([current.id], { versionId: current.id, previousId: listVersions.id })
    .from(current)
    .innerJoin(
      listVersions,
      and(
        eq(listVersions.sanctionList, current.sanctionList),
        eq(listVersions.listSource, current.listSource),
        screened,
        sql`${listVersions.activatedAt} < ${current.activatedAt}`,
      ),
    )
    .where(
      inArray(
        current.id,
        withPrevious.map((version) => version.id),
      ),
    )
    .orderBy(current.id, desc(listVersions.activatedAt));
  return new Map(rows.map((row) => [row.versionId, row.previousId]));
}

export async function countVersionEntries(db: DbOrTx, versionId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(sanctionEntries)
    .where(eq(sanctionEntries.listVersionId, versionId));
  return row?.n ?? 0;
}

/** What a changes page lists: the entry and, for a changed one, its previous content. */
export interface ChangeRow {
  entry: EntryRow;
  previous: EntryRow | undefined;
}

function textFilter(q: string | undefined): SQL | undefined {
  const text = q?.trim() ?? '';
  if (text === '') return undefined;
  const pattern = `%${escapeLike(text)}%`;
  return or(
    ilike(sanctionEntries.fullName, pattern),
    ilike(sanctionEntries.arabicName, pattern),
    ilike(sanctionEntries.sourceId, pattern),
  );
}

/**
 * One page of the entries of `kind` between the previous version and this one, compared by source id
 * over the stored entries of both, in name order.
 */
export async function findChangesPage(
  db: DbOrTx,
  options: {
    versionId: string;
    previousVersionId: string;
    kind: ListUpdateKind;
    q: string | undefined;
    limit: number;
    offset: number;
  },
): Promise<{ rows: ChangeRow[]; total: number }> {
  const other = alias(sanctionEntries, 'other_entry');
  const [ownVersion, otherVersion] =
    options.kind === 'removed'
      ? [options.previousVersionId, options.versionId]
      : [options.versionId, options.previousVersionId];
  const sameRecordIn = and(
    eq(other.listVersionId, otherVersion),
    eq(other.sanctionList, sanctionEntries.sanctionList),
    eq(other.sourceId, sanctionEntries.sourceId),
  );
  const kindCondition =
    options.kind === 'changed'
      ? exists(
          db
            .select({ one: sql`1` })
            .from(other)
            .where(and(sameRecordIn, ne(other.contentHash, sanctionEntries.contentHash))),
        )
      : notExists(
          db
            .select({ one: sql`1` })
            .from(other)
            .where(sameRecordIn),
        );
  const where = and(
    eq(sanctionEntries.listVersionId, ownVersion),
    kindCondition,
    textFilter(options.q),
  );
  const entries = await db
    .select()
    .from(sanctionEntries)
    .where(where)
    .orderBy(asc(sanctionEntries.fullName), asc(sanctionEntries.sourceId), asc(sanctionEntries.id))
    .limit(options.limit)
    .offset(options.offset);
  const [totalRow] = await db.select({ total: count() }).from(sanctionEntries).where(where);
  const previous =
    options.kind === 'changed'
      ? await findEntriesBySourceIds(
          db,
          options.previousVersionId,
          entries.map((entry) => entry.sourceId),
        )
      : new Map<string, EntryRow>();
  return {
    rows: entries.map((entry) => ({ entry, previous: previous.get(entry.sourceId) })),
    total: totalRow?.total ?? 0,
  };
}

/** Entries of the version among the given source ids (the stored delta's sample), in name order. */
export async function findSampledEntriesPage(
  db: DbOrTx,
  options: {
    versionId: string;
    sourceIds: readonly string[];
    q: string | undefined;
    limit: number;
    offset: number;
  },
): Promise<{ rows: EntryRow[]; total: number }> {
  if (options.sourceIds.length === 0) return { rows: [], total: 0 };
  const where = and(
    eq(sanctionEntries.listVersionId, options.versionId),
    inArray(sanctionEntries.sourceId, [...options.sourceIds]),
    textFilter(options.q),
  );
  const rows = await db
    .select()
    .from(sanctionEntries)
    .where(where)
    .orderBy(asc(sanctionEntries.fullName), asc(sanctionEntries.sourceId), asc(sanctionEntries.id))
    .limit(options.limit)
    .offset(options.offset);
  const [totalRow] = await db.select({ total: count() }).from(sanctionEntries).where(where);
  return { rows, total: totalRow?.total ?? 0 };
}

/** The version's entries with those source ids, by source id (the last one when listed twice). */
export async function findEntriesBySourceIds(
  db: DbOrTx,
  versionId: string,
  sourceIds: readonly string[],
): Promise<Map<string, EntryRow>> {
  if (sourceIds.length === 0) return new Map();
  const rows = await db
    .select()
    .from(sanctionEntries)
    .where(
      and(
        eq(sanctionEntries.listVersionId, versionId),
        inArray(sanctionEntries.sourceId, [...sourceIds]),
      ),
    );
  return new Map(rows.map((row) => [row.sourceId, row]));
}

export async function findEntryOfVersions(
  db: DbOrTx,
  entryId: string,
  versionIds: readonly string[],
): Promise<EntryRow | undefined> {
  const [row] = await db
    .select()
    .from(sanctionEntries)
    .where(
      and(eq(sanctionEntries.id, entryId), inArray(sanctionEntries.listVersionId, [...versionIds])),
    );
  return row;
}
