import { and, asc, eq, inArray, lt, lte, or, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { jobs } from '../../db/schema/jobs';
import { DEFAULT_LEASE_MS } from './define-job';

export type JobRow = typeof jobs.$inferSelect;

/**
 * Due and not held by a live worker: pending and due, or running under a lease that ran out (its worker
 * died) with attempts left. A job never run and not scheduled later than its creation is due at once
 * whatever the worker's clock says (as in the mail outbox), so a test clock set in the past cannot hide
 * fresh jobs; retries, re-claims and jobs scheduled into the future follow the clock.
 */
export function claimableAt(now: Date): SQL | undefined {
  return or(
    and(
      eq(jobs.status, 'pending'),
      or(lte(jobs.runAt, now), and(eq(jobs.attempts, 0), lte(jobs.runAt, jobs.createdAt))),
    ),
    and(eq(jobs.status, 'running'), lt(jobs.lockedUntil, now), lt(jobs.attempts, jobs.maxAttempts)),
  );
}

/** The lease of each claimed row, by its name: `now + leaseMs` of its definition. */
function leaseEnd(now: Date, leases: ReadonlyMap<string, number>): SQL {
  const cases = [...leases].map(([name, ms]) => sql`when ${name} then ${ms}::integer`);
  const ms =
    cases.length === 0
      ? sql`${DEFAULT_LEASE_MS}::integer`
      : sql`(case ${jobs.name} ${sql.join(cases, sql` `)} else ${DEFAULT_LEASE_MS}::integer end)`;
  return sql`${now.toISOString()}::timestamptz + ${ms} * interval '1 millisecond'`;
}

/**
 * Claims up to `limit` due jobs, oldest `run_at` first, in one statement: SKIP LOCKED lets concurrent
 * workers take the next rows instead of waiting, and the lease (`locked_until`) keeps every other worker
 * off the row once the statement commits, until it runs out. The handler runs after, outside any
 * transaction.
 */
export async function claimJobs(
  db: Db,
  options: { now: Date; limit: number; workerId: string; leases: ReadonlyMap<string, number> },
): Promise<JobRow[]> {
  const { now, limit, workerId, leases } = options;
  const due = db
    .select({ id: jobs.id })
    .from(jobs)
    .where(claimableAt(now))
    .orderBy(asc(jobs.runAt))
    .limit(limit)
    .for('update', { skipLocked: true });
  const claimed = await db
    .update(jobs)
    .set({
      status: 'running',
      lockedBy: workerId,
      lockedUntil: leaseEnd(now, leases),
      attempts: sql`${jobs.attempts} + 1`,
      updatedAt: now,
    })
    .where(inArray(jobs.id, due))
    .returning();
  return claimed.sort((a, b) => a.runAt.getTime() - b.runAt.getTime());
}
