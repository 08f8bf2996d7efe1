import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../../db/client';
import { bulkSearchJobs, bulkSearchRows } from '../../../db/schema/search';
import { recordAudit } from '../../administration';
import { enqueueJob } from '../../../lib/jobs';
import { createNotification } from '../../notifications';
import { hasWebhookSubscriber } from '../../notifications';
import { WEBHOOK_JOBS } from '../../notifications';
import {
  countBulkSearches,
  lockTodaysCounter,
  readBulkAllowance,
  remainingSearches,
} from './bulk-allowance';
import type { BulkOwner } from './bulk-allowance';
import type { BulkJobRow } from './bulk-job.queries';
import { lockJobStatus } from './bulk-job.queries';
import type { ScreenedBulkRow } from './screen-bulk-row';

export const QUOTA_EXHAUSTED_REASON =
  'Not screened: the monthly search allowance ran out while the job was running.';

interface ChunkTally {
  clear: number;
  high: number;
  medium: number;
  low: number;
  errors: number;
}

/**
 * Writes one chunk in ONE transaction: claims the rows' searches from the owner's monthly allowance
 * (under the counter row's lock, so chunks and single searches cannot overdraw it), writes each screened
 * row `WHERE status = 'pending'` (a chunk run twice writes each row once), turns the rows the allowance
 * no longer covers into errors, adds exactly what was written to the counters, and completes the job
 * when it was the last chunk. Nothing is written when the job was cancelled meanwhile.
 */
export async function writeChunkResults(
  db: Db,
  job: BulkJobRow,
  screened: readonly ScreenedBulkRow[],
  failed: readonly { id: string; reason: string }[],
  now: Date,
): Promise<void> {
  await db.transaction(async (tx) => {
    const status = await lockJobStatus(tx, job.id);
    if (status !== 'processing') return;
    const owner: BulkOwner | null =
      job.userId === null ? null : { userId: job.userId, organizationId: job.organizationId };
    const granted =
      owner === null ? screened.length : await claimable(tx, owner, screened.length, now);
    const written = await writeScreenedRows(tx, screened.slice(0, granted), now);
    const overQuota = screened
      .slice(granted)
      .map((row) => ({ id: row.id, reason: QUOTA_EXHAUSTED_REASON }));
    const errors = await writeErrorRows(tx, [...failed, ...overQuota], now);
    if (owner !== null) {
      await countBulkSearches(tx, owner, written.length, now);
    }
    const tally = tallyOf(written, errors);
    await tx
      .update(bulkSearchJobs)
      .set({
        processedRows: sql`${bulkSearchJobs.processedRows} + ${written.length}`,
        clearRows: sql`${bulkSearchJobs.clearRows} + ${tally.clear}`,
        highRiskRows: sql`${bulkSearchJobs.highRiskRows} + ${tally.high}`,
        mediumRiskRows: sql`${bulkSearchJobs.mediumRiskRows} + ${tally.medium}`,
        lowRiskRows: sql`${bulkSearchJobs.lowRiskRows} + ${tally.low}`,
        errorRows: sql`${bulkSearchJobs.errorRows} + ${tally.errors}`,
        ...(overQuota.length > 0
          ? {
              errorMessage: sql`coalesce(${bulkSearchJobs.errorMessage}, ${'The monthly search allowance ran out while the job was running; the rows left were not screened.'})`,
            }
          : {}),
      })
      .where(eq(bulkSearchJobs.id, job.id));
    await completeIfDone(tx, job, now);
  });
}

/** How many of `wanted` searches the owner's allowance still covers (the counter row is locked first). */
async function claimable(tx: DbOrTx, owner: BulkOwner, wanted: number, now: Date): Promise<number> {
  const before = await readBulkAllowance(tx, owner, now);
  await lockTodaysCounter(tx, owner, before.subscriptionId, now);
  // Read again under the lock: a concurrent chunk or search may have counted since.
  const allowance = await readBulkAllowance(tx, owner, now);
  if (allowance.inactiveReason !== null) return 0;
  const remaining = remainingSearches(allowance);
  return remaining === null ? wanted : Math.min(wanted, remaining);
}

const writtenRowSchemaColumns = sql`x(id uuid, status text, matches_found int, top_confidence real, risk_level text, match_type text, matches jsonb, watchlist_matches jsonb, pep_matches jsonb)`;

/** One statement for the chunk's screened rows; answers the rows it actually changed. */
async function writeScreenedRows(tx: DbOrTx, rows: readonly ScreenedBulkRow[], now: Date) {
  if (rows.length === 0) return [];
  const values = rows.map((row) => ({
    id: row.id,
    status: row.status,
    matches_found: row.matchesFound,
    top_confidence: row.topConfidence,
    risk_level: row.riskLevel,
    match_type: row.matchType,
    matches: row.matches,
    watchlist_matches: row.watchlistMatches,
    pep_matches: row.pepMatches,
  }));
  const result = await tx
    .update(bulkSearchRows)
    .set({
      status: sql`v.status`,
      matchesFound: sql`v.matches_found`,
      topConfidence: sql`v.top_confidence`,
      riskLevel: sql`v.risk_level`,
      matchType: sql`v.match_type`,
      matches: sql`v.matches`,
      watchlistMatches: sql`v.watchlist_matches`,
      pepMatches: sql`v.pep_matches`,
      screenedAt: now,
    })
    .from(
      sql`(select * from jsonb_to_recordset(${JSON.stringify(values)}::jsonb) as ${writtenRowSchemaColumns}) as v`,
    )
    .where(and(sql`${bulkSearchRows.id} = v.id`, eq(bulkSearchRows.status, 'pending')))
    .returning({ status: bulkSearchRows.status, riskLevel: bulkSearchRows.riskLevel });
  return result;
}

async function writeErrorRows(
  tx: DbOrTx,
  rows: readonly { id: string; reason: string }[],
  now: Date,
): Promise<number> {
  let written = 0;
  const byReason = new Map<string, string[]>();
  for (const row of rows) byReason.set(row.reason, [...(byReason.get(row.reason) ?? []), row.id]);
  for (const [reason, ids] of byReason) {
    const changed = await tx
      .update(bulkSearchRows)
      .set({ status: 'error', invalidReason: reason, screenedAt: now })
      .where(and(inArray(bulkSearchRows.id, ids), eq(bulkSearchRows.status, 'pending')))
      .returning({ id: bulkSearchRows.id });
    written += changed.length;
  }
  return written;
}

function tallyOf(
  written: readonly { status: string; riskLevel: string | null }[],
  errors: number,
): ChunkTally {
  const tally: ChunkTally = { clear: 0, high: 0, medium: 0, low: 0, errors };
  for (const row of written) {
    if (row.status === 'clear') tally.clear += 1;
    else if (row.riskLevel === 'high') tally.high += 1;
    else if (row.riskLevel === 'medium') tally.medium += 1;
    else if (row.riskLevel === 'low') tally.low += 1;
  }
  return tally;
}

/**
 * Completes the job once every valid row is accounted for; only one chunk's update finds it so. With
 * `failedWhenNoneScreened` (a chunk failed for good) a job that screened no row at all ends `failed`
 * instead: a `completed` job with nothing screened would read as "all clear at a glance". A job whose
 * first chunk never started is still `pending` then, so both states are settled.
 */
export async function completeIfDone(
  tx: DbOrTx,
  job: Pick<BulkJobRow, 'id'>,
  now: Date,
  options: { failedWhenNoneScreened?: boolean } = {},
): Promise<void> {
  const status = options.failedWhenNoneScreened
    ? sql`(case when ${bulkSearchJobs.processedRows} = 0 then 'failed' else 'completed' end)::bulk_job_status`
    : sql`'completed'::bulk_job_status`;
  const [completed] = await tx
    .update(bulkSearchJobs)
    .set({
      status,
      completedAt: now,
      startedAt: sql`coalesce(${bulkSearchJobs.startedAt}, ${now.toISOString()}::timestamptz)`,
    })
    .where(
      and(
        eq(bulkSearchJobs.id, job.id),
        inArray(bulkSearchJobs.status, ['pending', 'processing']),
        sql`${bulkSearchJobs.processedRows} + ${bulkSearchJobs.errorRows} >= ${bulkSearchJobs.totalRows}`,
      ),
    )
    .returning();
  // Webhook bulk.completed (ADR 021), committed with the completion; the key keeps it to one per job.
  if (
    completed?.organizationId != null &&
    (await hasWebhookSubscriber(tx, completed.organizationId, 'bulk.completed'))
  )
    await enqueueJob(
      tx,
      WEBHOOK_JOBS.bulkCompleted,
      { bulkJobId: completed.id },
      { jobKey: `webhooks.bulk-completed:${completed.id}` },
    );
  if (!completed || completed.userId === null) return;
  const hits = completed.highRiskRows + completed.mediumRiskRows + completed.lowRiskRows;
  const failed = completed.status === 'failed';
  await announceCompletion(
    tx,
    completed.userId,
    {
      organizationId: completed.organizationId,
      jobId: completed.jobId,
      count: completed.totalRows,
      hits,
      errors: completed.errorRows,
      failed,
    },
    now,
  );
  await recordAudit(tx, {
    userId: completed.userId,
    organizationId: completed.organizationId,
    action: failed ? 'bulk_search_failed' : 'bulk_search_completed',
    ...(failed ? { success: false } : {}),
    details: {
      type: 'search',
      jobId: completed.jobId,
      totalRows: completed.totalRows,
      processedRows: completed.processedRows,
      hits,
      errorRows: completed.errorRows,
      ...(completed.errorMessage === null ? {} : { errorMessage: completed.errorMessage }),
      apiKeyId: completed.apiKeyId,
    },
    at: now,
  });
}

async function announceCompletion(
  tx: DbOrTx,
  userId: string,
  job: {
    organizationId: string | null;
    jobId: string;
    count: number;
    hits: number;
    errors: number;
    failed: boolean;
  },
  now: Date,
): Promise<void> {
  // A job of an organisation: its notice goes with the organisation's records (issue 24 §3).
  const options = { at: now, organizationId: job.organizationId };
  const action = { label: 'View results', href: `/bulk-screening/${job.jobId}` };
  if (job.failed) {
    await createNotification(
      tx,
      userId,
      {
        title: `Bulk search failed (rows: ${job.count})`,
        message:
          'No row could be screened. Open the job to see the reason, then upload the file again.',
        type: 'error',
        localized: { key: 'bulk.failed', params: { count: job.count } },
        action,
      },
      options,
    );
    return;
  }
  await createNotification(
    tx,
    userId,
    {
      title: `Bulk search completed (rows: ${job.count})`,
      message: `Rows with possible matches: ${job.hits}. Rows that could not be screened: ${job.errors}. Open the results to review each row.`,
      type: job.errors > 0 || job.hits > 0 ? 'warning' : 'success',
      localized: {
        key: 'bulk.completed',
        params: { count: job.count, hits: job.hits, errors: job.errors },
      },
      action,
    },
    options,
  );
}
