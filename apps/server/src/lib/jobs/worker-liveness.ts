import { and, eq, gte, inArray, like, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { DatabaseHandle, Db } from '../../db/client';
import { jobs } from '../../db/schema/jobs';

const tryLockResult = z.object({ rows: z.array(z.object({ free: z.boolean() })) });

/**
 * Marks the id of a worker that holds its liveness lock; only such workers' jobs are ever freed by the
 * lock check (a worker that never took a lock, e.g. a test draining with runOnce, keeps its lease).
 */
const LIVE_SUFFIX = ':live';

export function withLivenessSuffix(workerId: string): string {
  return workerId.endsWith(LIVE_SUFFIX) ? workerId : `${workerId}${LIVE_SUFFIX}`;
}

// First half of the two-key advisory lock: keeps worker keys apart from the app's one-key locks.
const LIVENESS_LOCK_CLASS = 727_015;

/**
 * On PostgreSQL, holds an advisory lock named after the worker on a connection of its own for as long as
 * the process lives: `kill -9` closes the socket and PostgreSQL drops the lock, which tells the other
 * processes that the worker's running jobs are abandoned (ADR 012 uses the same proof for list imports).
 * Returns the release function, or undefined on PGlite or when the lock cannot be taken (the worker's
 * jobs then fall back to their leases).
 */
export async function holdWorkerLiveness(
  database: Pick<DatabaseHandle, 'openSession'>,
  workerId: string,
): Promise<(() => Promise<void>) | undefined> {
  if (!database.openSession) return undefined;
  const session = await database.openSession();
  const [row] = await session.query(
    'select pg_try_advisory_lock($1::integer, hashtext($2)) as held',
    [LIVENESS_LOCK_CLASS, workerId],
  );
  if (row?.held !== true) {
    await session.close();
    return undefined;
  }
  return () => session.close();
}

/**
 * PostgreSQL: ends the leases of running jobs whose worker no longer holds its liveness lock (its process
 * died), so they are claimed again at once instead of when the lease runs out. Each check takes the dead
 * worker's lock for the transaction only. Returns how many jobs were freed.
 */
export async function freeJobsOfDeadWorkers(db: Db, now: Date): Promise<number> {
  return db.transaction(async (tx) => {
    const holders = await tx
      .selectDistinct({ lockedBy: jobs.lockedBy })
      .from(jobs)
      .where(
        and(
          eq(jobs.status, 'running'),
          gte(jobs.lockedUntil, now),
          like(jobs.lockedBy, `%${LIVE_SUFFIX}`),
        ),
      );
    const dead: string[] = [];
    for (const { lockedBy } of holders) {
      if (lockedBy === null) continue;
      const result = tryLockResult.parse(
        await tx.execute(
          sql`select pg_try_advisory_xact_lock(${LIVENESS_LOCK_CLASS}::integer, hashtext(${lockedBy})) as free`,
        ),
      );
      if (result.rows[0]?.free === true) dead.push(lockedBy);
    }
    if (dead.length === 0) return 0;
    const freed = await tx
      .update(jobs)
      .set({ lockedUntil: new Date(now.getTime() - 1) })
      .where(and(eq(jobs.status, 'running'), inArray(jobs.lockedBy, dead)))
      .returning({ id: jobs.id });
    return freed.length;
  });
}

/**
 * PGlite: one process owns the database (the data directory lock), so at start every running job belongs
 * to a process that is gone; their leases end now.
 */
export async function freeJobsOfPreviousProcess(db: Db, now: Date): Promise<number> {
  const freed = await db
    .update(jobs)
    .set({ lockedUntil: new Date(now.getTime() - 1) })
    .where(eq(jobs.status, 'running'))
    .returning({ id: jobs.id });
  return freed.length;
}
