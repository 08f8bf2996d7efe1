import type { FastifyInstance } from 'fastify';
import type { Logger } from 'pino';
import type { DatabaseHandle } from '../db/client';

/** Anything of the process that runs in the background and stops on request. */
export interface Stoppable {
  stop(): Promise<void>;
}

export interface GracefulStopOptions {
  app: FastifyInstance;
  database: Pick<DatabaseHandle, 'close'>;
  logger: Logger;
  /** SHUTDOWN_GRACE_MS: the most the requests in flight and the running jobs are waited for. */
  graceMs: number;
  /** The schedulers of this process (list maintenance, billing lifecycle). */
  schedules: readonly Stoppable[];
  /** Stopped after the requests, which may still queue mail, and before the database it writes to. */
  mailWorker: Stoppable;
}

/**
 * The longest a stop may take before the process gives up and exits 1: the grace for requests and jobs,
 * the grace again for the mail worker, and a margin for the hand-back and closing the database.
 */
export function stopDeadlineMs(graceMs: number): number {
  return 2 * graceMs + 5_000;
}

/**
 * SIGTERM/SIGINT (issue 26 §3): at the same time, stops the schedulers, stops claiming jobs and hands the
 * ones this process holds back to the queue (their handlers are asked to stop; any still running after
 * the grace is handed back anyway, ADR 015), and stops accepting connections while the requests in flight
 * finish, cutting off those still open after the grace. Then the mail worker, then the database.
 */
export async function stopGracefully(options: GracefulStopOptions): Promise<void> {
  const { app, graceMs, logger } = options;
  await Promise.all([
    ...options.schedules.map((schedule) => within(schedule.stop(), graceMs)),
    app.jobs.stop({ graceMs }),
    closeHttpWithin(app, graceMs, logger),
  ]);
  await within(options.mailWorker.stop(), graceMs);
  await options.database.close();
}

/** `app.close()` (no new connections; requests in flight finish), bounded by the grace. */
async function closeHttpWithin(app: FastifyInstance, graceMs: number, logger: Logger) {
  let drained = !app.server.listening;
  app.server.once('close', () => {
    drained = true;
  });
  const cutOff = setTimeout(() => {
    if (drained) return;
    logger.warn(
      { graceMs },
      'requests still in flight at the end of the grace: connections closed',
    );
    app.server.closeAllConnections();
  }, graceMs);
  try {
    await app.close();
  } finally {
    clearTimeout(cutOff);
  }
}

/** Waits for `work`, but no longer than `ms`; a run cut short is the next start's to clean up. */
async function within(work: Promise<unknown>, ms: number): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<void>((resolve) => {
    timer = setTimeout(resolve, ms);
  });
  try {
    await Promise.race([work, timeout]);
  } finally {
    clearTimeout(timer);
  }
}
