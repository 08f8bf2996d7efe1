import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { jobs } from '../../db/schema/jobs';
import type { JobRow } from './claim-jobs';

/**
 * Marks the claimed run done, only while the claim is still ours (same worker, same attempt): when the
 * lease ran out and another worker claimed the job meanwhile, that worker's run decides. `locked_by` stays
 * on the row as the record of who ran it. Returns false when the claim was lost.
 */
export async function completeJob(
  db: Db,
  claimed: JobRow,
  options: { workerId: string; now: Date },
): Promise<boolean> {
  const updated = await db
    .update(jobs)
    .set({ status: 'done', lockedUntil: null, lastError: null, updatedAt: options.now })
    .where(ownClaim(claimed, options.workerId))
    .returning({ id: jobs.id });
  return updated.length > 0;
}

/** The row as this worker's claim left it. */
export function ownClaim(claimed: JobRow, workerId: string) {
  return and(
    eq(jobs.id, claimed.id),
    eq(jobs.status, 'running'),
    eq(jobs.lockedBy, workerId),
    eq(jobs.attempts, claimed.attempts),
  );
}
