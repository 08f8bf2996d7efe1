import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { bulkSearchJobs, bulkSearchRows } from '../../../db/schema/search';
import { toStorableText } from '../../../lib/storable-text';
import { lockJobStatus } from './bulk-job.queries';
import { completeIfDone } from './write-chunk-results';

/** Longest part of the queue's last error quoted in the rows' reason. */
const REASON_DETAIL_CHARS = 200;

/** The reason stored on each row of a chunk that failed for good: the error's first line, not its stack. */
export function screeningFailedReason(error: string): string {
  const firstLine = (error.split('\n')[0] ?? '').replace(/^Error:\s*/, '').trim();
  const detail = toStorableText(firstLine, REASON_DETAIL_CHARS) || 'unknown error';
  return `Screening failed: ${detail}`;
}

/**
 * The chunk job's `onFailed`: its attempts are used up (e.g. the screening index never loaded), so the
 * chunk's rows still pending become `error` rows with the reason, counted into the job's errors, and the
 * job completes (or fails, when no row of it was screened) through the normal completion path. One
 * transaction under the job's row lock, like a chunk write; rows already written are left as they are.
 */
export async function settleFailedChunk(
  db: Db,
  chunk: { bulkJobId: string; fromRow: number; toRow: number },
  error: string,
  now: Date,
): Promise<void> {
  const reason = screeningFailedReason(error);
  await db.transaction(async (tx) => {
    const status = await lockJobStatus(tx, chunk.bulkJobId);
    if (status !== 'pending' && status !== 'processing') return;
    const changed = await tx
      .update(bulkSearchRows)
      .set({ status: 'error', invalidReason: reason, screenedAt: now })
      .where(
        and(
          eq(bulkSearchRows.bulkJobId, chunk.bulkJobId),
          eq(bulkSearchRows.status, 'pending'),
          sql`${bulkSearchRows.rowNumber} between ${chunk.fromRow} and ${chunk.toRow}`,
        ),
      )
      .returning({ id: bulkSearchRows.id });
    await tx
      .update(bulkSearchJobs)
      .set({
        errorRows: sql`${bulkSearchJobs.errorRows} + ${changed.length}`,
        errorMessage: sql`coalesce(${bulkSearchJobs.errorMessage}, ${`${reason}. The rows concerned were not screened.`})`,
      })
      .where(eq(bulkSearchJobs.id, chunk.bulkJobId));
    await completeIfDone(tx, { id: chunk.bulkJobId }, now, { failedWhenNoneScreened: true });
  });
}
