import type { ImportRunResult } from '@sanctions/contracts';
import type { ParsedPublication } from '@sanctions/lists';
import type { Db } from '../../../db/client';
import { enqueueJob } from '../../../lib/jobs';
import { MONITORING_JOBS } from '../../cases';
import { toStorableText } from '../../../lib/storable-text';
import { notifyActiveUsers } from '../../notifications';
import { announceImportFailure } from './announce-import-failure';
import { computeDelta } from './compute-delta';
import type { ListDelta } from './compute-delta';
import { hashListFiles } from './content-hash';
import { countVersionNames } from './count-version-names';
import { discardPendingVersion } from './discard-pending-version';
import { listUpdateNotification } from './list-update-notification';
import type { PublicationCandidate } from './group-publication-files';
import {
  findActiveVersion,
  findActiveVersionByFileHash,
  findEntryHashes,
  insertListVersion,
  lockImports,
  notifyVersionActivated,
  updateListVersion,
} from './sanctions.queries';
import type { ListVersionRow } from './sanctions.queries';
import { entryHashOf } from './precomputed-entry-hashes';
import type { SourcedFile } from './sourced-file';
import {
  checkChangedShare,
  checkCounts,
  checkStorableText,
  countPublication,
} from './validate-publication';
import { writeVersionEntries } from './write-version-entries';

export interface ImportContext {
  db: Db;
  now: () => Date;
  /** `schedule`, `startup` or `user:<id>`. */
  triggeredBy: string;
  importRunId: string | null;
  /** PUBLIC_URL, for the link in the e-mail that tells super admins of a failed import. */
  publicUrl: string;
  /** Sent with the activation notice, so the importing instance skips its own (one rebuild per run). */
  activationOrigin: string;
}

/** A refusal with a reason an admin can act on (as opposed to a fault). */
export class ImportRefusedError extends Error {
  override name = 'ImportRefusedError';
}

/**
 * Imports one publication as a new list version. Identical files (same hash as the active version) are
 * `unchanged`. Otherwise: the version as `pending`, its entries, the delta against the active version by
 * source id, then, in one short transaction, previous -> superseded and new -> active. Any failure removes
 * the pending version and its entries and records a `failed` version with the reason; the active version
 * and its entries are never touched.
 */
export async function importPublication(
  ctx: ImportContext,
  candidate: PublicationCandidate,
): Promise<ImportRunResult> {
  if (candidate.kind === 'unchanged') return confirmUnchanged(ctx, candidate.fileHash);
  const fileHash = hashListFiles(candidate.files);
  if (candidate.kind === 'unreadable') {
    return recordFailure(ctx, { ...candidate, fileHash, reason: candidate.reason });
  }
  const { publication } = candidate;
  try {
    return await activatePublication(ctx, publication, candidate.files, fileHash);
  } catch (error) {
    return recordFailure(ctx, {
      sanctionList: publication.sanctionList,
      listSource: publication.listSource,
      format: publication.format,
      files: candidate.files,
      fileHash,
      publishedAt: publication.publishedAt,
      reason: failureReason(error),
    });
  }
}

/** The same files as the active version, not parsed again: the version is marked checked now. */
async function confirmUnchanged(ctx: ImportContext, fileHash: string): Promise<ImportRunResult> {
  const active = await findActiveVersionByFileHash(ctx.db, fileHash);
  // The import slot keeps every other import out between reading the hashes and this point.
  if (!active) throw new Error('the active version changed while this import read its files');
  await updateListVersion(ctx.db, active.id, { checkedAt: ctx.now() });
  return {
    sanctionList: active.sanctionList,
    listSource: active.listSource,
    outcome: 'unchanged',
    versionId: active.id,
    entryCount: active.entryCount,
    addedCount: 0,
    removedCount: 0,
    changedCount: 0,
    reason: null,
  };
}

/**
 * The entries are written before the switch and outside its transaction, in short statements: the import
 * slot already keeps every other import out, and a transaction around 20,000 inserts would hold PGlite's only
 * connection (every request's queries) until it commits. A `pending` version is never screened, so its
 * entries are invisible until the switch.
 */
async function activatePublication(
  ctx: ImportContext,
  publication: ParsedPublication,
  files: SourcedFile[],
  fileHash: string,
): Promise<ImportRunResult> {
  const { sanctionList, listSource, entities } = publication;
  const counts = countPublication(entities);
  const empty = checkCounts(counts, undefined);
  if (empty) throw new ImportRefusedError(empty);
  const unstorable = checkStorableText(entities);
  if (unstorable) throw new ImportRefusedError(unstorable);

  const now = ctx.now();
  const previous = await findActiveVersion(ctx.db, sanctionList, listSource);
  if (previous && previous.fileHash === fileHash) {
    await updateListVersion(ctx.db, previous.id, { checkedAt: now });
    return result(publication, 'unchanged', previous.id, previous.entryCount);
  }
  const activeCounts = previous ? await countVersionNames(ctx.db, previous.id) : undefined;
  const tooFew = checkCounts(counts, activeCounts);
  if (tooFew) throw new ImportRefusedError(tooFew);

  const delta = computeDelta(
    previous ? await findEntryHashes(ctx.db, previous.id) : [],
    entities.map((entity) => ({ sourceId: entity.sourceId, contentHash: entryHashOf(entity) })),
  );
  const tooChanged = activeCounts ? checkChangedShare(counts, activeCounts, delta) : undefined;
  if (tooChanged) throw new ImportRefusedError(tooChanged);

  const version = await insertListVersion(ctx.db, {
    sanctionList,
    listSource,
    format: publication.format,
    status: 'pending',
    publishedAt: parsePublishedAt(publication.publishedAt),
    importedAt: now,
    fileHash,
    fileNames: files.map((file) => file.path),
    entryCount: entities.length,
    triggeredBy: ctx.triggeredBy,
    importRunId: ctx.importRunId,
  });
  try {
    await writeVersionEntries(ctx.db, version.id, entities);
    await switchVersions(ctx, { previous, version, now, delta });
  } catch (error) {
    await discardPendingVersion(ctx.db, version.id);
    throw error;
  }
  return {
    ...result(publication, 'activated', version.id, entities.length),
    addedCount: delta.addedCount,
    removedCount: delta.removedCount,
    changedCount: delta.changedCount,
  };
}

/** previous -> superseded, new -> active, the activation notices: one short transaction. */
async function switchVersions(
  ctx: ImportContext,
  change: {
    previous: ListVersionRow | undefined;
    version: ListVersionRow;
    now: Date;
    delta: ListDelta;
  },
): Promise<void> {
  const { previous, version, now, delta } = change;
  await ctx.db.transaction(async (tx) => {
    await lockImports(tx);
    // The import slot keeps other imports out; this guards the switch should anything else have moved it.
    const active = await findActiveVersion(tx, version.sanctionList, version.listSource);
    if (active?.id !== previous?.id) {
      throw new Error('the active version changed while this one was written');
    }
    // Superseded first: the partial unique index allows one active version per publication at any moment.
    if (previous) await updateListVersion(tx, previous.id, { status: 'superseded' });
    await updateListVersion(tx, version.id, {
      status: 'active',
      activatedAt: now,
      checkedAt: now,
      addedCount: delta.addedCount,
      removedCount: delta.removedCount,
      changedCount: delta.changedCount,
      delta: previous ? delta.sample : null,
    });
    await notifyVersionActivated(tx, version.id, ctx.activationOrigin);
    // Monitoring re-screens against this version's delta: queued in the switch, so it is never lost (ADR 019).
    await enqueueJob(
      tx,
      MONITORING_JOBS.versionActivated,
      { listVersionId: version.id },
      { jobKey: `${MONITORING_JOBS.versionActivated}:${version.id}` },
    );
    // In the activation's transaction: users hear of the version exactly when it becomes the screened one.
    await notifyActiveUsers(
      tx,
      listUpdateNotification({
        versionId: version.id,
        listSource: version.listSource,
        publishedAt: version.publishedAt,
        hasPrevious: previous !== undefined,
        entryCount: version.entryCount,
        addedCount: delta.addedCount,
        removedCount: delta.removedCount,
        changedCount: delta.changedCount,
      }),
      { at: now },
    );
  });
}

interface FailureRecord {
  sanctionList: ParsedPublication['sanctionList'];
  listSource: string;
  format: string;
  files: SourcedFile[];
  fileHash: string | null;
  publishedAt?: string | undefined;
  reason: string;
}

/**
 * Written outside the import transaction (which has rolled back), so the failure itself is never lost; the
 * admins are told (in-app, and super admins by e-mail).
 */
export async function recordFailure(
  ctx: ImportContext,
  failure: FailureRecord,
): Promise<ImportRunResult> {
  // Reasons quote files and database errors (which quote the values): stored, they must not fail again.
  const reason = toStorableText(failure.reason);
  const version = await insertListVersion(ctx.db, {
    sanctionList: failure.sanctionList,
    listSource: failure.listSource,
    format: failure.format,
    status: 'failed',
    publishedAt: parsePublishedAt(failure.publishedAt),
    importedAt: ctx.now(),
    fileHash: failure.fileHash,
    fileNames: failure.files.map((file) => file.path),
    failureReason: reason,
    triggeredBy: ctx.triggeredBy,
    importRunId: ctx.importRunId,
  });
  await announceImportFailure(ctx, version);
  return {
    sanctionList: failure.sanctionList,
    listSource: failure.listSource,
    outcome: 'failed',
    versionId: version.id,
    entryCount: 0,
    addedCount: 0,
    removedCount: 0,
    changedCount: 0,
    reason,
  };
}

function result(
  publication: ParsedPublication,
  outcome: ImportRunResult['outcome'],
  versionId: string,
  entryCount: number,
): ImportRunResult {
  return {
    sanctionList: publication.sanctionList,
    listSource: publication.listSource,
    outcome,
    versionId,
    entryCount,
    addedCount: 0,
    removedCount: 0,
    changedCount: 0,
    reason: null,
  };
}

function parsePublishedAt(value: string | undefined): Date | null {
  if (value === undefined) return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** Refusals read as they are; faults (database, bug) keep their message, which names the failing step. */
function failureReason(error: unknown): string {
  if (error instanceof ImportRefusedError) return error.message;
  const message = error instanceof Error ? error.message : String(error);
  return `import failed and was rolled back: ${toStorableText(message, 500)}`;
}
