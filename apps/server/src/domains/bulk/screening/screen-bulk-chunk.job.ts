import { setImmediate as yieldToEventLoop } from 'node:timers/promises';
import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import { ALGORITHM_VERSION } from '@sanctions/screening';
import type { Db } from '../../../db/client';
import { bulkSearchJobs } from '../../../db/schema/search';
import { defineJob } from '../../../lib/jobs';
import type { JobDefinition } from '../../../lib/jobs';
import type { Clock } from '../../../lib/clock';
import { organizationWatchlistScreener } from '../../screening';
import { addWatchlistHits } from './add-watchlist-hits';
import { findJobById, findPendingRows } from './bulk-job.queries';
import { groupScreenedRows } from './group-screened-rows';
import { markClearedRows } from './mark-cleared-rows';
import type { BulkJobRow } from './bulk-job.queries';
import { screenBulkRows } from './screen-bulk-rows';
import type { BulkScreener } from './screen-bulk-rows';
import { settleFailedChunk } from './settle-failed-chunk';
import type { ScreenedBulkRow } from './screen-bulk-row';
import { storedJobOptionsSchema } from './to-bulk-job-dto';
import { writeChunkResults } from './write-chunk-results';

export const BULK_CHUNK_JOB = 'bulk.screen-chunk';

/** Rows per chunk: one chunk's results commit together; several processes share a job chunk by chunk. */
export const BULK_CHUNK_ROWS = 250;

/** Rows screened between yields to the event loop, so requests keep being answered during a job. */
const ROWS_PER_SLICE = 20;

export const bulkChunkPayloadSchema = z.object({
  bulkJobId: z.uuid(),
  fromRow: z.number().int().min(1),
  toRow: z.number().int().min(1),
});
export type BulkChunkPayload = z.infer<typeof bulkChunkPayloadSchema>;

/**
 * The screening index (`app.screeningIndex`), wherever it is held (this process or the cluster primary,
 * ADR 033): its state and list versions, and screening through it.
 */
export interface BulkIndexSource {
  describe(): {
    state: 'loading' | 'ready' | 'empty';
    versions: readonly { versionId: string; sanctionList: string }[];
  };
  screenMany: BulkScreener;
  /** Builds the index when it is not built yet (`app.screeningIndex.rebuild`; joins a build in progress). */
  rebuild?(): Promise<void>;
}

/**
 * `bulk.screen-chunk`: screens the chunk's rows still pending and writes them in one transaction; a stop
 * before the write hands the chunk back unwritten. Safe to run twice (rows already written are not
 * pending; the writes are guarded by `status = 'pending'`). When its attempts are used up, its pending
 * rows become errors so the job still ends.
 */
export function bulkChunkJob(index: BulkIndexSource): JobDefinition<BulkChunkPayload> {
  return defineJob({
    name: BULK_CHUNK_JOB,
    payload: bulkChunkPayloadSchema,
    handler: (payload, ctx) => screenChunk(ctx.db, ctx.clock, index, payload, ctx.signal),
    onFailed: (payload, ctx, error) => settleFailedChunk(ctx.db, payload, error, ctx.clock.now()),
  });
}

async function screenChunk(
  db: Db,
  clock: Clock,
  source: BulkIndexSource,
  payload: BulkChunkPayload,
  signal: AbortSignal,
): Promise<void> {
  const job = await findJobById(db, payload.bulkJobId);
  if (!job || (job.status !== 'pending' && job.status !== 'processing')) return;
  // A process that has just started may still be building its index (it builds after it listens,
  // ADR 028): wait for that build rather than spend an attempt; with no index after it, fail this run.
  let served = source.describe();
  if (served.state !== 'ready' && source.rebuild) {
    await source.rebuild();
    served = source.describe();
  }
  if (served.state !== 'ready') throw new Error('The screening index is not built yet');
  const options = storedJobOptionsSchema.parse(job);
  const started = await markStarted(db, job, served.versions, options.sanctionLists, clock.now());
  if (started.status !== 'processing') return;

  const rows = await findPendingRows(db, job.id, payload.fromRow, payload.toRow);
  const screened: ScreenedBulkRow[] = [];
  const failed: { id: string; reason: string }[] = [];
  const screeningOptions = {
    searchType: options.searchType,
    sanctionLists: options.sanctionLists,
    minConfidence: job.minConfidence,
    ...(job.pepCheck ? { pepAsOf: clock.now().toISOString().slice(0, 10) } : {}),
  };
  // The organisation's own lists, loaded once for the chunk (ADR 042).
  const watchlists = await organizationWatchlistScreener(db, job.organizationId);
  for (let from = 0; from < rows.length; from += ROWS_PER_SLICE) {
    if (from > 0) {
      await yieldToEventLoop();
      // The process is stopping: nothing of this chunk is written yet, so it is handed back whole and
      // another process screens it (ADR 015, graceful stop).
      signal.throwIfAborted();
    }
    // The engine refusing a row's values fails that row only; the others of the chunk still count.
    const slice = await screenBulkRows(
      source.screenMany,
      rows.slice(from, from + ROWS_PER_SLICE),
      screeningOptions,
    );
    screened.push(...addWatchlistHits(slice.screened, rows, watchlists, screeningOptions));
    failed.push(...slice.failed);
  }
  // Last chance before the writes, which a stop lets finish: screening is the long part.
  signal.throwIfAborted();
  const grouped = await groupScreenedRows(db, screened);
  const marked = await markClearedRows(db, job, rows, grouped, clock.now());
  await writeChunkResults(db, started, marked, failed, clock.now());
}

/**
 * Pending -> processing on the first chunk, with the start time, the algorithm and the list versions the
 * job screens against (the reproducibility record). Later chunks find it already started.
 */
async function markStarted(
  db: Db,
  job: BulkJobRow,
  versions: readonly { versionId: string; sanctionList: string }[],
  filter: string,
  now: Date,
): Promise<BulkJobRow> {
  if (job.status !== 'pending') return job;
  const listVersionIds = versions
    .filter((version) => filter === 'all' || version.sanctionList === filter)
    .map((version) => version.versionId)
    .sort();
  const [started] = await db
    .update(bulkSearchJobs)
    .set({
      status: 'processing',
      startedAt: now,
      algorithmVersion: ALGORITHM_VERSION,
      listVersionIds,
    })
    .where(and(eq(bulkSearchJobs.id, job.id), eq(bulkSearchJobs.status, 'pending')))
    .returning();
  return started ?? (await findJobById(db, job.id)) ?? job;
}
