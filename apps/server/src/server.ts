import cluster from 'node:cluster';
import { createDatabase, DEFAULT_POOL_SIZE } from './db/client';
import { acquireDataDirLock } from './db/data-dir-lock';
import { EnvError, loadDotEnvFile, loadEnv } from './env';
import type { Env } from './env';
import { createLogger } from './lib/logger';
import { stopDeadlineMs } from './runtime/graceful-stop';
import { prepareDatabase, readyBanner } from './runtime/prepare-database';
import { hostScreeningIndex } from './runtime/host-screening-index';
import { primaryChannel } from './runtime/primary-channel';
import { runClusterPrimary, WORKER_INDEX_VARIABLE } from './runtime/run-cluster-primary';
import { serveInstance } from './runtime/serve-instance';
import { resolveWorkerCount } from './runtime/worker-count';

/**
 * env -> database -> migrations -> first-start seed -> app -> listen. With PostgreSQL and more than one
 * worker (SERVER_WORKERS), this process becomes the cluster primary after seeding and forks the workers,
 * which re-enter here and only serve.
 */
/** Connections of the per-host index's primary: reading the lists, and its activation listener. */
const INDEX_HOST_POOL_SIZE = 2;

async function main(): Promise<void> {
  let env: Env;
  try {
    loadDotEnvFile();
    env = loadEnv();
  } catch (error) {
    if (error instanceof EnvError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  const logger = createLogger(env.LOG_LEVEL);
  const workers = resolveWorkerCount(env.SERVER_WORKERS, env.DATABASE_URL !== undefined);

  if (cluster.isWorker) {
    const index = Number(process.env[WORKER_INDEX_VARIABLE] ?? '0');
    // The pool is shared out so that all workers together keep the single-process connection budget.
    const database = createDatabase({
      databaseUrl: env.DATABASE_URL,
      dataDir: env.DATA_DIR,
      maxConnections: Math.max(4, Math.ceil(DEFAULT_POOL_SIZE / workers)),
    });
    const indexChannel = env.SCREENING_INDEX_MODE === 'per-host' ? primaryChannel() : undefined;
    await serveInstance({
      env,
      database,
      logger: logger.child({ worker: index }),
      runListMaintenance: index === 0,
      ...(indexChannel === undefined ? {} : { indexChannel }),
    });
    return;
  }

  let releaseLock: () => void = () => undefined;
  if (!env.DATABASE_URL) {
    try {
      releaseLock = acquireDataDirLock(env.DATA_DIR);
    } catch (error) {
      console.error(error instanceof Error ? error.message : error);
      process.exit(1);
    }
  }
  process.once('exit', releaseLock);
  const database = createDatabase({ dataDir: env.DATA_DIR, databaseUrl: env.DATABASE_URL });
  await prepareDatabase(database, env, logger);

  if (workers > 1) {
    await database.close();
    // Per-host (ADR 033): the primary holds the one index of the host and serves the workers over IPC;
    // structured clone ("advanced") carries the screening outcomes as they are.
    const hosted =
      env.SCREENING_INDEX_MODE === 'per-host'
        ? await hostScreeningIndex(
            env,
            createDatabase({ databaseUrl: env.DATABASE_URL, maxConnections: INDEX_HOST_POOL_SIZE }),
            logger,
          )
        : undefined;
    if (hosted !== undefined) cluster.setupPrimary({ serialization: 'advanced' });
    runClusterPrimary({
      workers,
      logger,
      stopTimeoutMs: stopDeadlineMs(env.SHUTDOWN_GRACE_MS),
      onReady: () => console.log(readyBanner(env, workers)),
      ...(hosted === undefined ? {} : { onForked: (worker) => hosted.serve(worker) }),
    });
    return;
  }
  await serveInstance({ env, database, logger, runListMaintenance: true });
  console.log(readyBanner(env, 1));
}

main().catch((error: unknown) => {
  console.error('Failed to start the server:', error);
  process.exit(1);
});
