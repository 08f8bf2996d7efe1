import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { jobs } from '../../db/schema/jobs';
import type { JobRow } from './claim-jobs';
import { ownClaim } from './complete-job';

/**
 * Undoes this worker's claim of a job it will not finish because its process is stopping (ADR 015,
 * graceful stop): back to `pending` with the attempt the claim counted given back, so another process
 * claims it at once instead of when the lease runs out, and a stop is never counted as a failed run. The
 * row's `run_at` is the one it was claimed with, so it is due again exactly as it was. Only while the claim
 * is still ours; answers whether it was.
 */
export async function handBackJob(
  db: Db,
  claimed: JobRow,
  options: { workerId: string; now: Date },
): Promise<boolean> {
  const updated = await db
    .update(jobs)
    .set({
      status: 'pending',
      lockedBy: null,
      lockedUntil: null,
      attempts: sql`greatest(${jobs.attempts} - 1, 0)`,
      updatedAt: options.now,
    })
    .where(ownClaim(claimed, options.workerId))
    .returning({ id: jobs.id });
  return updated.length > 0;
}
