import cluster from 'node:cluster';
import type { Worker } from 'node:cluster';
import type { Logger } from 'pino';

/** The environment variable that tells a forked worker its slot (0 runs the list jobs). */
export const WORKER_INDEX_VARIABLE = 'SERVER_WORKER_INDEX';

/** A worker crashing more often than this within a minute stops the whole server instead of looping. */
const MAX_RESTARTS_PER_MINUTE = 5;
const RESTART_DELAY_MS = 1_000;

export interface ClusterOptions {
  workers: number;
  logger: Logger;
  /** How long the workers get to stop gracefully before the primary gives up and exits 1. */
  stopTimeoutMs: number;
  /** Called once, when every worker listens. */
  onReady: () => void;
  /** Called for every worker forked, replacements included (the per-host screening index serves it). */
  onForked?: (worker: Worker) => void;
}

/**
 * The cluster primary (PostgreSQL only): forks `workers` server processes that share the port, replaces a
 * worker that dies, and on SIGINT/SIGTERM stops them all gracefully before exiting. It serves nothing
 * itself; the database was migrated and seeded before it forks.
 */
export function runClusterPrimary(options: ClusterOptions): void {
  const { logger } = options;
  let stopping = false;
  let announced = false;
  const listening = new Set<number>();
  const recentExits: number[] = [];

  const stop = (exitCode: number, signal: NodeJS.Signals = 'SIGTERM') => {
    if (stopping) return;
    stopping = true;
    const alive = Object.values(cluster.workers ?? {}).filter(
      (worker): worker is Worker => worker !== undefined && !worker.isDead(),
    );
    setTimeout(() => process.exit(1), options.stopTimeoutMs + 1_000).unref();
    if (alive.length === 0) process.exit(exitCode);
    let remaining = alive.length;
    for (const worker of alive) {
      worker.once('exit', () => {
        remaining -= 1;
        if (remaining === 0) process.exit(exitCode);
      });
      worker.process.kill(signal);
    }
  };

  const fork = (index: number) => {
    const worker = cluster.fork({ [WORKER_INDEX_VARIABLE]: String(index) });
    options.onForked?.(worker);
    worker.once('listening', () => {
      listening.add(index);
      if (!announced && listening.size === options.workers) {
        announced = true;
        options.onReady();
      }
    });
    worker.once('exit', (code, signal) => {
      listening.delete(index);
      if (stopping) return;
      const now = Date.now();
      recentExits.push(now);
      while ((recentExits[0] ?? now) < now - 60_000) recentExits.shift();
      if (recentExits.length > MAX_RESTARTS_PER_MINUTE) {
        logger.fatal({ worker: index, code, signal }, 'server workers keep exiting; stopping');
        stop(1);
        return;
      }
      logger.error({ worker: index, code, signal }, 'server worker exited; starting a new one');
      setTimeout(() => {
        if (!stopping) fork(index);
      }, RESTART_DELAY_MS).unref();
    });
  };

  // The signal is passed on: each worker stops gracefully (graceful-stop.ts) and the primary exits after.
  process.once('SIGINT', () => stop(0, 'SIGINT'));
  process.once('SIGTERM', () => stop(0, 'SIGTERM'));
  for (let index = 0; index < options.workers; index += 1) fork(index);
}
