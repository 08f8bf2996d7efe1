import type { Db } from '../../db/client';
import { jobs } from '../../db/schema/jobs';
import type { JobRow } from './claim-jobs';
import { ownClaim } from './complete-job';
import { retryDelayMs } from './job-retry-policy';
import { toStorableText } from '../storable-text';

export type FailOutcome = 'retry' | 'failed' | 'lost';

/**
 * Records a failed run while the claim is still ours: back to `pending` after the backoff, or `failed`
 * for good once the attempts are used up (or at once when `permanent`, e.g. a payload no retry can fix).
 * Failed rows stay in the table with `last_error` for inspection.
 */
export async function failJob(
  db: Db,
  claimed: JobRow,
  options: { workerId: string; now: Date; error: string; permanent?: boolean },
): Promise<FailOutcome> {
  const { now, workerId } = options;
  const isFinal = options.permanent === true || claimed.attempts >= claimed.maxAttempts;
  const updated = await db
    .update(jobs)
    .set({
      status: isFinal ? 'failed' : 'pending',
      lockedUntil: null,
      // An error may quote the values it failed on: stored, it must not fail the update too.
      lastError: toStorableText(options.error, 4_000),
      updatedAt: now,
      ...(isFinal ? {} : { runAt: new Date(now.getTime() + retryDelayMs(claimed.attempts)) }),
    })
    .where(ownClaim(claimed, workerId))
    .returning({ id: jobs.id });
  if (updated.length === 0) return 'lost';
  return isFinal ? 'failed' : 'retry';
}
