import type { Logger } from 'pino';
import { buildApp } from '../app';
import type { DatabaseHandle } from '../db/client';
import type { Env } from '../env';
import { startBillingSchedule } from '../domains/billing';
import { startListMaintenance } from '../domains/lists';
import { startOutboxWorker } from '../lib/mail/outbox-worker';
import { stopDeadlineMs, stopGracefully } from './graceful-stop';
import { indexSnapshotPath } from '../domains/screening';
import type { IndexChannel } from '../domains/screening';

export interface ServeOptions {
  env: Env;
  database: DatabaseHandle;
  logger: Logger;
  /**
   * Whether this process runs the background list jobs (start-up import, scheduled refresh). Exactly one
   * process does: the single server, or the first cluster worker.
   */
  runListMaintenance: boolean;
  /** Set in a cluster worker with SCREENING_INDEX_MODE=per-host: the primary holds the index (ADR 033). */
  indexChannel?: IndexChannel;
}

function screeningIndexOptions(env: Env, channel: IndexChannel | undefined) {
  if (channel !== undefined) {
    return { remote: { channel, timeoutMs: env.SCREENING_INDEX_IPC_TIMEOUT_MS } };
  }
  // Issue 26: a restart with unchanged lists loads the index snapshot in DATA_DIR instead of building.
  return { startupBuild: 'background' as const, snapshotPath: indexSnapshotPath(env.DATA_DIR) };
}

/**
 * Builds the app on a prepared database and listens; graceful stop on SIGINT/SIGTERM (graceful-stop.ts:
 * requests in flight finish within SHUTDOWN_GRACE_MS, the jobs held go back to the queue, then the
 * database). Cluster workers share the listening port
 * through the primary.
 */
export async function serveInstance(options: ServeOptions): Promise<void> {
  const { env, database, logger } = options;
  // The index builds after the server listens: liveness answers at once and readiness (503 until the
  // index is built) tells the balancer when to send traffic (ADR 028).
  const app = await buildApp({
    env,
    db: database,
    logger,
    screeningIndex: screeningIndexOptions(env, options.indexChannel),
  });

  // Replaced by the real stop once the server listens; list jobs start only then.
  const listMaintenance = { stop: async (): Promise<void> => undefined };
  const billingSchedule = { stop: async (): Promise<void> => undefined };
  const mailWorker = { stop: async (): Promise<void> => undefined };
  let isShuttingDown = false;
  const shutdown = async (signal: string) => {
    if (isShuttingDown) return;
    isShuttingDown = true;
    logger.info({ signal, pid: process.pid }, 'shutting down');
    const forceExit = setTimeout(() => {
      logger.error({ signal }, 'the graceful stop took too long; exiting');
      process.exit(1);
    }, stopDeadlineMs(env.SHUTDOWN_GRACE_MS));
    forceExit.unref();
    try {
      await stopGracefully({
        app,
        database,
        logger,
        graceMs: env.SHUTDOWN_GRACE_MS,
        schedules: [listMaintenance, billingSchedule],
        mailWorker,
      });
      logger.info({ signal, pid: process.pid }, 'stopped');
      process.exit(0);
    } catch (error) {
      logger.error({ err: error }, 'error during shutdown');
      process.exit(1);
    }
  };
  process.once('SIGINT', () => void shutdown('SIGINT'));
  process.once('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ port: env.PORT, host: env.HOST });
  if (options.runListMaintenance) {
    listMaintenance.stop = startListMaintenance(app);
    // The billing lifecycle runs beside the list jobs, in exactly one process (its steps are also
    // safe when instances overlap).
    billingSchedule.stop = startBillingSchedule(app);
  }
  // Every process delivers mail: claims with SKIP LOCKED keep them from sending a message twice.
  mailWorker.stop = startOutboxWorker({
    db: app.db,
    clock: app.clock,
    logger: app.log,
    smtpUrl: env.SMTP_URL,
    mailFrom: env.MAIL_FROM,
  }).stop;
}
