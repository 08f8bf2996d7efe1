import type {
  ListUpdateChangesData,
  ListUpdateChangesQuery,
  ListUpdateEntry,
  ListUpdateEntryDetail,
  ListUpdateKind,
  ListUpdateVersion,
  ListUpdatesData,
  ListUpdatesQuery,
} from '@sanctions/contracts';
import type { DbOrTx } from '../../../db/client';
import { AppError } from '../../../lib/app-error';
import { toEntryFields } from '../../screening';
import { diffListEntries } from './diff-list-entries';
import {
  countVersionEntries,
  findChangesPage,
  findEntriesBySourceIds,
  findEntryOfVersions,
  findPreviousVersionIds,
  findSampledEntriesPage,
  findScreenedVersion,
  findVersionsPage,
} from './list-updates.queries';
import type { EntryRow, VersionRow } from './list-updates.queries';

const iso = (date: Date | null) => date?.toISOString() ?? null;

function toListUpdateVersion(row: VersionRow, previousVersionId: string | null): ListUpdateVersion {
  if (row.status !== 'active' && row.status !== 'superseded') {
    throw new Error(`list version ${row.id} is ${row.status}: never screened`);
  }
  return {
    id: row.id,
    sanctionList: row.sanctionList,
    listSource: row.listSource,
    status: row.status,
    publishedAt: iso(row.publishedAt),
    importedAt: iso(row.importedAt),
    activatedAt: iso(row.activatedAt),
    entryCount: row.entryCount,
    addedCount: row.addedCount,
    removedCount: row.removedCount,
    changedCount: row.changedCount,
    previousVersionId,
  };
}

export async function listUpdates(db: DbOrTx, query: ListUpdatesQuery): Promise<ListUpdatesData> {
  const { page, pageSize, ...filters } = query;
  const { rows, total } = await findVersionsPage(db, filters, {
    limit: pageSize,
    offset: (page - 1) * pageSize,
  });
  const previous = await findPreviousVersionIds(db, rows);
  return {
    versions: rows.map((row) => toListUpdateVersion(row, previous.get(row.id) ?? null)),
    total,
    page,
    pageSize,
  };
}

interface ResolvedVersion {
  row: VersionRow;
  version: ListUpdateVersion;
  /** False when the version replaced another whose entries are no longer stored. */
  previousEntriesAvailable: boolean;
}

async function resolveVersion(db: DbOrTx, versionId: string): Promise<ResolvedVersion> {
  const row = await findScreenedVersion(db, versionId);
  if (!row) throw new AppError('NOT_FOUND', 'List version not found');
  const previousId = (await findPreviousVersionIds(db, [row])).get(row.id) ?? null;
  const version = toListUpdateVersion(row, previousId);
  if (row.delta === null) return { row, version, previousEntriesAvailable: true };
  // Superseded versions' entries may be pruned; an empty previous version was never imported as such.
  const previousEntriesAvailable =
    previousId !== null && (await countVersionEntries(db, previousId)) > 0;
  return { row, version, previousEntriesAvailable };
}

function toEntry(
  entry: EntryRow,
  kind: ListUpdateKind,
  previous: EntryRow | undefined,
): ListUpdateEntry {
  return {
    entryId: entry.id,
    kind,
    sourceId: entry.sourceId,
    name: entry.fullName,
    entityType: entry.entityType,
    programmes: entry.data.programmes,
    changedFields: previous
      ? diffListEntries(previous.data, entry.data).map((change) => change.field)
      : [],
  };
}

/** One page of what a version added, removed or changed, from the stored entries of both versions. */
export async function listVersionChanges(
  db: DbOrTx,
  versionId: string,
  query: ListUpdateChangesQuery,
): Promise<ListUpdateChangesData> {
  const { row, version, previousEntriesAvailable } = await resolveVersion(db, versionId);
  const { kind, q, page, pageSize } = query;
  const paging = { limit: pageSize, offset: (page - 1) * pageSize };
  const base = { version, kind, page, pageSize, previousEntriesAvailable };
  // The first version of a publication changed nothing: all its entries are the list, not additions.
  if (row.delta === null) return { ...base, entries: [], total: 0 };
  if (previousEntriesAvailable && version.previousVersionId !== null) {
    const { rows, total } = await findChangesPage(db, {
      versionId,
      previousVersionId: version.previousVersionId,
      kind,
      q,
      ...paging,
    });
    return {
      ...base,
      entries: rows.map(({ entry, previous }) => toEntry(entry, kind, previous)),
      total,
    };
  }
  // Without the previous entries only the stored delta's (capped) source ids remain; removed ones are gone.
  if (kind === 'removed') return { ...base, entries: [], total: 0 };
  const { rows, total } = await findSampledEntriesPage(db, {
    versionId,
    sourceIds: row.delta[kind],
    q,
    ...paging,
  });
  return { ...base, entries: rows.map((entry) => toEntry(entry, kind, undefined)), total };
}

/** One entry as the version lists it (a removed one as the previous version listed it), and its change. */
export async function readVersionEntry(
  db: DbOrTx,
  versionId: string,
  entryId: string,
): Promise<ListUpdateEntryDetail> {
  const { row, version, previousEntriesAvailable } = await resolveVersion(db, versionId);
  const previousId = version.previousVersionId;
  const entry = await findEntryOfVersions(
    db,
    entryId,
    previousId === null ? [versionId] : [versionId, previousId],
  );
  if (!entry) throw new AppError('NOT_FOUND', 'List entry not found');
  const base = {
    versionId,
    entryId,
    entry: { ...toEntryFields(entry.data), sanctionList: entry.data.sanctionList },
    previousEntriesAvailable,
  };
  if (entry.listVersionId !== versionId) {
    // An entry of the previous version belongs to this update only if this version dropped it.
    const inVersion = await findEntriesBySourceIds(db, versionId, [entry.sourceId]);
    if (inVersion.has(entry.sourceId)) throw new AppError('NOT_FOUND', 'List entry not found');
    return { ...base, kind: 'removed', changes: null };
  }
  if (previousId === null) return { ...base, kind: null, changes: null };
  // Pruned previous entries: the stored delta's (capped) source ids still tell added from changed.
  if (!previousEntriesAvailable) {
    return { ...base, kind: kindFromDelta(entry.sourceId, row.delta), changes: null };
  }
  const before = (await findEntriesBySourceIds(db, previousId, [entry.sourceId])).get(
    entry.sourceId,
  );
  if (!before) return { ...base, kind: 'added', changes: null };
  if (before.contentHash === entry.contentHash) return { ...base, kind: null, changes: null };
  return { ...base, kind: 'changed', changes: diffListEntries(before.data, entry.data) };
}

function kindFromDelta(sourceId: string, delta: VersionRow['delta']): ListUpdateKind | null {
  if (delta?.added.includes(sourceId)) return 'added';
  if (delta?.changed.includes(sourceId)) return 'changed';
  return null;
}
