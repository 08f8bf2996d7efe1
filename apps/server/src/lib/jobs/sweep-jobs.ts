import { and, eq, gte, lt } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { jobs } from '../../db/schema/jobs';
import type { JobRow } from './claim-jobs';

/** Done jobs are deleted this long after they finished: the table stays small, failed jobs stay. */
export const DONE_JOB_RETENTION_MS = 24 * 60 * 60_000;

export const EXHAUSTED_LEASE_ERROR =
  'the lease ran out on the last attempt: the worker stopped while running it';

/**
 * A job whose lease ran out on its last attempt (the process died every time it ran it) is marked failed
 * instead of being claimed again forever. Answers the jobs it marked, for their `onFailed` hooks.
 */
export async function failExhaustedLeases(
  db: Db,
  now: Date,
): Promise<Pick<JobRow, 'id' | 'name' | 'payload' | 'attempts'>[]> {
  return db
    .update(jobs)
    .set({
      status: 'failed',
      lockedUntil: null,
      lastError: EXHAUSTED_LEASE_ERROR,
      updatedAt: now,
    })
    .where(
      and(
        eq(jobs.status, 'running'),
        lt(jobs.lockedUntil, now),
        gte(jobs.attempts, jobs.maxAttempts),
      ),
    )
    .returning({ id: jobs.id, name: jobs.name, payload: jobs.payload, attempts: jobs.attempts });
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
