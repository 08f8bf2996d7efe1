import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { eq } from 'drizzle-orm';
import {
  MAX_WATCHLISTS_PER_ORGANIZATION,
  WATCHLIST_MESSAGES,
  watchlistNameSchema,
} from '@sanctions/contracts';
import type { WatchlistMessageKey } from '@sanctions/contracts';
import type { Db } from '../../../db/client';
import { watchlists } from '../../../db/schema/watchlists';
import { AppError } from '../../../lib/app-error';
import { recordAudit } from '../../administration';
import type { ReceivedBulkUpload } from '../../bulk';
import { enqueueJob } from '../../../lib/jobs';
import { closeDeletedWatchlistAlerts, MONITORING_JOBS } from '../../cases';
import { organizationWatchlistIndex } from '../../screening';
import { readWatchlistFile } from './read-watchlist-file';
import { storeWatchlistVersion } from './store-watchlist-version';
import { countWatchlists, findOwnWatchlist, hasWatchlistNamed } from './watchlist.queries';

export interface WatchlistUploader {
  userId: string;
  /** The user's name: the actor of the `closed` events of the alerts a deletion closes. */
  firstName: string;
  lastName: string;
  organizationId: string;
  ip: string | null;
  userAgent: string | null;
  now: Date;
}

/**
 * A new watchlist from its first file, or a new version of an existing one (`watchlistId`). The file is
 * read and checked whole before anything is written; the version and its rows commit together.
 */
export async function uploadWatchlist(
  db: Db,
  uploader: WatchlistUploader,
  upload: ReceivedBulkUpload,
  target: { watchlistId: string } | { name: string | undefined },
): Promise<{ watchlistId: string; versionId: string; version: number }> {
  const existing =
    'watchlistId' in target
      ? await findOwnWatchlist(db, uploader.organizationId, target.watchlistId)
      : undefined;
  const name =
    existing === undefined && 'name' in target
      ? await newName(db, uploader, target.name)
      : undefined;
  const rows = await readWatchlistFile(upload);
  const fileHash = await sha256Of(upload.path);
  const stored = await db.transaction(async (tx) => {
    let watchlistId = existing?.id;
    if (watchlistId === undefined) {
      const [created] = await tx
        .insert(watchlists)
        .values({
          organizationId: uploader.organizationId,
          name: name ?? '',
          createdBy: uploader.userId,
          createdAt: uploader.now,
          updatedAt: uploader.now,
        })
        .onConflictDoNothing()
        .returning({ id: watchlists.id });
      if (created === undefined) throw refusal('CONFLICT', 'watchlist.nameTaken');
      watchlistId = created.id;
    }
    const version = await storeWatchlistVersion(tx, {
      watchlistId,
      fileName: upload.fileName,
      fileHash,
      uploadedBy: uploader.userId,
      rows,
      now: uploader.now,
    });
    // Monitored subjects are screened against the added and changed rows once this commits (ADR 042).
    await enqueueJob(
      tx,
      MONITORING_JOBS.watchlistVersion,
      { watchlistVersionId: version.versionId },
      { jobKey: `${MONITORING_JOBS.watchlistVersion}:${version.versionId}` },
    );
    await recordAudit(tx, {
      userId: uploader.userId,
      organizationId: uploader.organizationId,
      action: 'watchlist_uploaded',
      details: {
        watchlistId,
        version: version.version,
        entries: rows.length,
        fileName: upload.fileName,
      },
      ip: uploader.ip,
      userAgent: uploader.userAgent,
      at: uploader.now,
    });
    return { watchlistId, ...version };
  });
  // Built now rather than by the next search of the organisation (ADR 042).
  await organizationWatchlistIndex(db, uploader.organizationId);
  return stored;
}

/**
 * Deletes a watchlist of the organisation with every version; its hits stop at once. Its undecided alerts
 * are closed with the reason on their history; decided ones keep their evidence (ADR 042, addendum).
 */
export async function deleteWatchlist(
  db: Db,
  uploader: WatchlistUploader,
  watchlistId: string,
): Promise<void> {
  const list = await findOwnWatchlist(db, uploader.organizationId, watchlistId);
  await db.transaction(async (tx) => {
    const alertsClosed = await closeDeletedWatchlistAlerts(
      tx,
      list,
      { id: uploader.userId, firstName: uploader.firstName, lastName: uploader.lastName },
      uploader.now,
    );
    await tx.delete(watchlists).where(eq(watchlists.id, list.id));
    await recordAudit(tx, {
      userId: uploader.userId,
      organizationId: uploader.organizationId,
      action: 'watchlist_deleted',
      details: { watchlistId: list.id, name: list.name, alertsClosed },
      ip: uploader.ip,
      userAgent: uploader.userAgent,
      at: uploader.now,
    });
  });
}

async function newName(
  db: Db,
  uploader: WatchlistUploader,
  raw: string | undefined,
): Promise<string> {
  const parsed = watchlistNameSchema.safeParse(raw ?? '');
  if (!parsed.success) throw refusal('VALIDATION_FAILED', 'watchlist.nameMissing');
  if ((await countWatchlists(db, uploader.organizationId)) >= MAX_WATCHLISTS_PER_ORGANIZATION)
    throw refusal('CONFLICT', 'watchlist.tooMany');
  if (await hasWatchlistNamed(db, uploader.organizationId, parsed.data))
    throw refusal('CONFLICT', 'watchlist.nameTaken');
  return parsed.data;
}

function refusal(code: 'CONFLICT' | 'VALIDATION_FAILED', key: WatchlistMessageKey): AppError {
  return new AppError(code, WATCHLIST_MESSAGES[key], { messageKey: key, messageParams: {} });
}

async function sha256Of(path: string): Promise<string> {
  const hash = createHash('sha256');
  for await (const chunk of createReadStream(path)) hash.update(chunk);
  return hash.digest('hex');
}
