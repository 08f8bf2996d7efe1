import { and, eq, gte, lt } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { jobs } from '../../db/schema/jobs';

/** Done jobs are deleted this long after they finished: the table stays small, failed jobs stay. */
export const DONE_JOB_RETENTION_MS = 24 * 60 * 60_000;

/**
 * A job whose lease ran out on its last attempt (the process died every time it ran it) is marked failed
 * instead of being claimed again forever.
 */
export async function failExhaustedLeases(db: Db, now: Date): Promise<number> {
  const updated = await db
    .update(jobs)
    .set({
      status: 'failed',
      lockedUntil: null,
      lastError: 'the lease ran out on the last attempt: the worker stopped while running it',
      updatedAt: now,
    })
    .where(
      and(
        eq(jobs.status, 'running'),
        lt(jobs.lockedUntil, now),
        gte(jobs.attempts, jobs.maxAttempts),
      ),
    )
    .returning({ id: jobs.id });
  return updated.length;
}

/** Deletes jobs done more than {@link DONE_JOB_RETENTION_MS} ago; their job keys can then be used again. */
export async function deleteOldDoneJobs(db: Db, now: Date): Promise<number> {
  const deleted = await db
    .delete(jobs)
    .where(
      and(
        eq(jobs.status, 'done'),
        lt(jobs.updatedAt, new Date(now.getTime() - DONE_JOB_RETENTION_MS)),
      ),
    )
    .returning({ id: jobs.id });
  return deleted.length;
}
