import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import type { Clock } from '../clock';
import type { JobRow } from './claim-jobs';
import { completeJob } from './complete-job';
import { createRegisteredEnqueue } from './enqueue-registered-job';
import { extendLease, keepLeaseAlive } from './extend-lease';
import { failJob } from './fail-job';
import { handBackJob } from './hand-back-job';
import type { JobRegistry } from './job-registry';
import { notifyJobFailed } from './notify-job-failed';

export interface RunJobDeps {
  db: Db;
  clock: Clock;
  logger: FastifyBaseLogger;
  registry: JobRegistry;
  workerId: string;
}

/**
 * Runs one claimed job and records the outcome. Never throws for the handler's sake: a throwing handler,
 * an unknown name and an invalid payload all end as a failed run with `last_error` set. A handler that
 * throws once `signal` is aborted (the process is stopping) hands its job back instead of failing it.
 */
export async function runClaimedJob(
  deps: RunJobDeps,
  row: JobRow,
  signal: AbortSignal,
): Promise<void> {
  const { db, clock, registry, workerId } = deps;
  const logger = deps.logger.child({
    jobId: row.id,
    job: row.name,
    attempt: row.attempts,
    worker: workerId,
  });
  const fail = async (error: string, permanent: boolean) => {
    const outcome = await failJob(db, row, { workerId, now: clock.now(), error, permanent });
    const message =
      outcome === 'failed'
        ? 'job failed for good'
        : outcome === 'retry'
          ? 'job failed; will retry'
          : 'job failed after its lease passed to another worker';
    logger[outcome === 'failed' ? 'error' : 'warn']({ error }, message);
    if (outcome === 'failed') await notifyJobFailed(deps, row, error);
  };

  const definition = registry.get(row.name);
  if (!definition) {
    // Retried, not failed at once: during a rolling deploy another process may know the name.
    await fail(`no handler is registered for job '${row.name}' in this process`, false);
    return;
  }
  const parsed = definition.parse(row.payload);
  if (!parsed.ok) {
    await fail(parsed.error, true);
    return;
  }
  const stopRenewing = keepLeaseAlive(
    () =>
      extendLease(db, row, {
        workerId,
        until: new Date(clock.now().getTime() + definition.leaseMs),
      }),
    definition.leaseMs,
    (error) => logger.warn({ err: error }, 'cannot renew the job lease'),
  );
  let failure: string | undefined;
  try {
    await parsed.run({
      db,
      clock,
      logger,
      jobId: row.id,
      attempt: row.attempts,
      enqueue: createRegisteredEnqueue(registry),
      signal,
    });
  } catch (error) {
    failure = error instanceof Error ? (error.stack ?? error.message) : String(error);
  } finally {
    stopRenewing();
  }
  if (failure !== undefined && signal.aborted) {
    // Stopped, not failed: whatever the handler threw, it was cut short by the stop.
    if (await handBackJob(db, row, { workerId, now: clock.now() }))
      logger.info('job handed back to the queue: this process is stopping');
  } else if (failure !== undefined) await fail(failure, false);
  else if (!(await completeJob(db, row, { workerId, now: clock.now() })))
    logger.warn('job finished after its lease passed to another worker');
}
