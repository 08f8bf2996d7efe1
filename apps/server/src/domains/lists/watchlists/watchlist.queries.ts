import { and, count, desc, eq } from 'drizzle-orm';
import { WATCHLIST_MESSAGES } from '@sanctions/contracts';
import type { WatchlistDetail, WatchlistSummary, WatchlistVersion } from '@sanctions/contracts';
import type { DbOrTx } from '../../../db/client';
import { watchlistVersions, watchlists } from '../../../db/schema/watchlists';
import { AppError } from '../../../lib/app-error';

type VersionRow = typeof watchlistVersions.$inferSelect;
type WatchlistRowDb = typeof watchlists.$inferSelect;

function toVersion(row: VersionRow): WatchlistVersion {
  return {
    id: row.id,
    version: row.version,
    fileName: row.fileName,
    entryCount: row.entryCount,
    added: row.added,
    removed: row.removed,
    changed: row.changed,
    uploadedBy: row.uploadedBy,
    createdAt: row.createdAt.toISOString(),
  };
}

function toSummary(list: WatchlistRowDb, active: VersionRow | null): WatchlistSummary {
  return {
    id: list.id,
    name: list.name,
    createdAt: list.createdAt.toISOString(),
    updatedAt: list.updatedAt.toISOString(),
    activeVersion: active === null ? null : toVersion(active),
  };
}

/** The organisation's watchlists, newest first, each with its active version. */
export async function listWatchlists(
  db: DbOrTx,
  organizationId: string,
): Promise<WatchlistSummary[]> {
  const rows = await db
    .select({ list: watchlists, active: watchlistVersions })
    .from(watchlists)
    .leftJoin(watchlistVersions, eq(watchlistVersions.id, watchlists.activeVersionId))
    .where(eq(watchlists.organizationId, organizationId))
    .orderBy(desc(watchlists.createdAt));
  return rows.map((row) => toSummary(row.list, row.active));
}

/** One watchlist of the organisation, or 404: another organisation's list is as unknown as a missing one. */
export async function findOwnWatchlist(
  db: DbOrTx,
  organizationId: string,
  id: string,
): Promise<WatchlistRowDb> {
  const [list] = await db
    .select()
    .from(watchlists)
    .where(and(eq(watchlists.id, id), eq(watchlists.organizationId, organizationId)));
  if (list === undefined) {
    throw new AppError('NOT_FOUND', WATCHLIST_MESSAGES['watchlist.notFound'], {
      messageKey: 'watchlist.notFound',
      messageParams: {},
    });
  }
  return list;
}

/** A watchlist of the organisation with every version, newest first. */
export async function findWatchlistDetail(
  db: DbOrTx,
  organizationId: string,
  id: string,
): Promise<WatchlistDetail> {
  const list = await findOwnWatchlist(db, organizationId, id);
  const versions = await db
    .select()
    .from(watchlistVersions)
    .where(eq(watchlistVersions.watchlistId, list.id))
    .orderBy(desc(watchlistVersions.version));
  const active = versions.find((v) => v.id === list.activeVersionId) ?? null;
  return { ...toSummary(list, active), versions: versions.map(toVersion) };
}

export async function countWatchlists(db: DbOrTx, organizationId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(watchlists)
    .where(eq(watchlists.organizationId, organizationId));
  return row?.n ?? 0;
}

/** Whether the organisation already has a list of this name (names compare as typed). */
export async function hasWatchlistNamed(
  db: DbOrTx,
  organizationId: string,
  name: string,
): Promise<boolean> {
  const [row] = await db
    .select({ id: watchlists.id })
    .from(watchlists)
    .where(and(eq(watchlists.organizationId, organizationId), eq(watchlists.name, name)));
  return row !== undefined;
}
