import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import { listenOnChannel } from '../../db/listen-on-channel';
import { JOBS_CHANNEL } from './job-notices';

/**
 * Calls `onNotice` whenever any process queues a job (NOTIFY on {@link JOBS_CHANNEL}), on PostgreSQL and
 * on PGlite. Returns the stop function. Polling remains the fallback: a missed notice delays a job by one
 * poll, never loses it.
 */
export async function listenForJobs(
  db: Db,
  onNotice: () => void,
  log: FastifyBaseLogger,
): Promise<() => Promise<void>> {
  const stop = await listenOnChannel(db, JOBS_CHANNEL, onNotice, log, { withPglite: true });
  return stop ?? (async () => undefined);
}
