import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import type { Clock } from '../clock';
import type { JobRow } from './claim-jobs';
import { createRegisteredEnqueue } from './enqueue-registered-job';
import type { JobRegistry } from './job-registry';

export interface NotifyJobFailedDeps {
  db: Db;
  clock: Clock;
  logger: FastifyBaseLogger;
  registry: JobRegistry;
}

/**
 * Runs the definition's `onFailed` for a job just marked failed for good. The caller's update that marked
 * it failed is the only one that finds it running, so the hook runs once. It never throws: a failing hook
 * is logged, and the job stays failed.
 */
export async function notifyJobFailed(
  deps: NotifyJobFailedDeps,
  row: Pick<JobRow, 'id' | 'name' | 'payload' | 'attempts'>,
  error: string,
): Promise<void> {
  const logger = deps.logger.child({ jobId: row.id, job: row.name, attempt: row.attempts });
  const parsed = deps.registry.get(row.name)?.parse(row.payload);
  if (!parsed?.ok || !parsed.onFailed) return;
  try {
    await parsed.onFailed(
      {
        db: deps.db,
        clock: deps.clock,
        logger,
        jobId: row.id,
        attempt: row.attempts,
        enqueue: createRegisteredEnqueue(deps.registry),
        // Settling a failed job is short and must not be cut off by a stop.
        signal: new AbortController().signal,
      },
      error,
    );
  } catch (hookError) {
    logger.error({ err: hookError }, 'the failed job hook threw; the job stays failed');
  }
}
