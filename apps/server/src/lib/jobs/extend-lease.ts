import type { Db } from '../../db/client';
import { jobs } from '../../db/schema/jobs';
import type { JobRow } from './claim-jobs';
import { ownClaim } from './complete-job';

/** Moves the claim's lease to `until` while the claim is still ours; false when it was lost. */
export async function extendLease(
  db: Db,
  claimed: JobRow,
  options: { workerId: string; until: Date },
): Promise<boolean> {
  const updated = await db
    .update(jobs)
    .set({ lockedUntil: options.until })
    .where(ownClaim(claimed, options.workerId))
    .returning({ id: jobs.id });
  return updated.length > 0;
}

/**
 * Renews the lease every third of its length while the handler runs, so a lease can be short (a killed
 * process's job is taken over soon) without a long but live handler losing its job. Returns the stop
 * function.
 */
export function keepLeaseAlive(
  renew: () => Promise<unknown>,
  leaseMs: number,
  onError: (error: unknown) => void,
): () => void {
  const timer = setInterval(
    () => {
      renew().catch(onError);
    },
    Math.max(Math.floor(leaseMs / 3), 1_000),
  );
  timer.unref();
  return () => clearInterval(timer);
}
