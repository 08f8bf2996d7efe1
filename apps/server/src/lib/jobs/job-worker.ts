import { randomBytes } from 'node:crypto';
import { hostname } from 'node:os';
import type { FastifyBaseLogger } from 'fastify';
import type { DatabaseHandle, Db } from '../../db/client';
import type { Clock } from '../clock';
import { claimJobs } from './claim-jobs';
import type { JobRow } from './claim-jobs';
import { handBackJob } from './hand-back-job';
import type { JobRegistry } from './job-registry';
import { listenForJobs } from './listen-for-jobs';
import { notifyJobFailed } from './notify-job-failed';
import { runClaimedJob } from './run-claimed-job';
import { deleteOldDoneJobs, EXHAUSTED_LEASE_ERROR, failExhaustedLeases } from './sweep-jobs';
import {
  withLivenessSuffix,
  freeJobsOfDeadWorkers,
  freeJobsOfPreviousProcess,
  holdWorkerLiveness,
} from './worker-liveness';

export interface JobWorkerOptions {
  db: Db;
  clock: Clock;
  logger: FastifyBaseLogger;
  registry: JobRegistry;
  /** Jobs run at the same time in this process; default 1. */
  concurrency?: number;
  /** Time between polls when no notice wakes the worker; default 1 s. */
  pollIntervalMs?: number;
  /** Stored in `jobs.locked_by`; default `<host>:<pid>:<random>`. */
  workerId?: string;
  /**
   * The database handle, for taking over the running jobs of dead processes at once instead of when their
   * leases run out (PostgreSQL: liveness locks; PGlite: every running job at start). Without it, leases
   * alone decide.
   */
  database?: Pick<DatabaseHandle, 'kind' | 'openSession'>;
}

export interface JobWorker {
  readonly workerId: string;
  /**
   * Runs due jobs until none is left (including jobs the handlers enqueue) and resolves with how many ran.
   * Runs after any pass in progress, never beside it. Tests call it instead of sleeping.
   */
  runOnce(): Promise<number>;
  /** Starts polling and listening for notices (the background loop). */
  start(): Promise<void>;
  /** Looks for due jobs soon instead of at the next poll. */
  wake(): void;
  /**
   * Stops the loop. Without `graceMs`, waits for the jobs running now to finish. With it (the process is
   * stopping), aborts the handlers' `signal` at once, waits at most `graceMs` for them, and hands every
   * job this worker still holds back to the queue (its lease ends now), so another process takes it at
   * once. Calling it again answers the first call's promise.
   */
  stop(options?: { graceMs?: number }): Promise<void>;
}

// Old done jobs are deleted at most this often, by whichever process gets there.
const SWEEP_INTERVAL_MS = 60 * 60_000;
// How often a started worker looks for running jobs of dead processes (PostgreSQL).
const LIVENESS_CHECK_INTERVAL_MS = 5_000;
// A notice comes from a committed enqueue: look at once, but let a burst of notices coalesce.
const WAKE_DELAY_MS = 20;

export function createJobWorker(options: JobWorkerOptions): JobWorker {
  const { db, clock, logger, registry } = options;
  const concurrency = Math.max(1, options.concurrency ?? 1);
  const pollIntervalMs = options.pollIntervalMs ?? 1_000;
  const newWorkerId = () => `${hostname()}:${process.pid}:${randomBytes(3).toString('hex')}`;
  // Renamed with the liveness suffix once the worker holds its lock (see start).
  let workerId = options.workerId ?? newWorkerId();
  const deps = () => ({ db, clock, logger, registry, workerId });

  let stopped = false;
  // Aborted by a stop with a grace period: handlers that watch it end early and hand their job back.
  const stopController = new AbortController();
  // The claims whose handlers run now, by job id: what a stop hands back if they outlast the grace.
  const held = new Map<string, JobRow>();

  // One lane claims one job at a time: a claimed job is always a running job, so a job cut into chunks
  // is shared fairly between processes instead of being hoarded by the first claimer.
  const lane = async (): Promise<number> => {
    let ran = 0;
    while (!stopped) {
      const leases = new Map(registry.all().map((job) => [job.name, job.leaseMs]));
      const [row] = await claimJobs(db, { now: clock.now(), limit: 1, workerId, leases });
      if (!row) break;
      if (stopped) {
        // Claimed while the stop began: not started, so given straight back.
        await handBackJob(db, row, { workerId, now: clock.now() });
        break;
      }
      held.set(row.id, row);
      try {
        await runClaimedJob(deps(), row, stopController.signal);
      } finally {
        held.delete(row.id);
      }
      ran += 1;
    }
    return ran;
  };

  const pass = async (): Promise<number> => {
    for (const failed of await failExhaustedLeases(db, clock.now()))
      await notifyJobFailed(deps(), failed, EXHAUSTED_LEASE_ERROR);
    const counts = await Promise.all(Array.from({ length: concurrency }, lane));
    return counts.reduce((sum, count) => sum + count, 0);
  };

  let chain: Promise<unknown> = Promise.resolve();
  const runOnce = (): Promise<number> => {
    const result = chain.then(pass);
    chain = result.catch(() => undefined);
    return result;
  };

  let timer: NodeJS.Timeout | undefined;
  let timerDueAt = Infinity;
  let ticking = false;
  let wokenWhileTicking = false;
  let lastSweepAt = 0;
  let lastLivenessCheckAt = 0;
  let stopListening: (() => Promise<void>) | undefined;
  let releaseLiveness: (() => Promise<void>) | undefined;
  const checksLiveness = () => releaseLiveness !== undefined;

  const schedule = (delayMs: number) => {
    if (stopped || !started) return;
    if (ticking) {
      wokenWhileTicking ||= delayMs < pollIntervalMs;
      return;
    }
    const dueAt = Date.now() + delayMs;
    if (timer && timerDueAt <= dueAt) return;
    clearTimeout(timer);
    timerDueAt = dueAt;
    timer = setTimeout(() => void tick(), delayMs);
    timer.unref();
  };

  let ticked: Promise<void> = Promise.resolve();
  const tick = () => {
    ticked = tickOnce();
    return ticked;
  };
  const tickOnce = async () => {
    timer = undefined;
    timerDueAt = Infinity;
    ticking = true;
    try {
      if (checksLiveness() && Date.now() - lastLivenessCheckAt >= LIVENESS_CHECK_INTERVAL_MS) {
        lastLivenessCheckAt = Date.now();
        const freed = await freeJobsOfDeadWorkers(db, clock.now());
        if (freed > 0) logger.warn({ freed }, 'took over the running jobs of a stopped process');
      }
      await runOnce();
      if (Date.now() - lastSweepAt >= SWEEP_INTERVAL_MS) {
        lastSweepAt = Date.now();
        const deleted = await deleteOldDoneJobs(db, clock.now());
        if (deleted > 0) logger.info({ deleted }, 'old done jobs deleted');
      }
    } catch (error) {
      // The database may be briefly unreachable; the next poll tries again.
      logger.error({ err: error }, 'job worker pass failed');
    } finally {
      ticking = false;
      const delay = wokenWhileTicking ? WAKE_DELAY_MS : pollIntervalMs;
      wokenWhileTicking = false;
      schedule(delay);
    }
  };

  /** Hands back the claims of handlers still running after the grace; they may still finish, in vain. */
  const handBackHeld = async () => {
    let handedBack = 0;
    for (const row of [...held.values()])
      if (await handBackJob(db, row, { workerId, now: clock.now() })) handedBack += 1;
    if (handedBack > 0)
      logger.warn({ handedBack }, 'jobs still running at the end of the stop grace handed back');
  };

  const stopWorker = async (graceMs: number | undefined) => {
    stopped = true;
    clearTimeout(timer);
    await stopListening?.();
    if (graceMs === undefined) {
      await ticked;
      await chain;
    } else {
      stopController.abort(new Error('the process is stopping'));
      let graceTimer: NodeJS.Timeout | undefined;
      const graceOver = new Promise<false>((resolve) => {
        graceTimer = setTimeout(() => resolve(false), graceMs);
      });
      const settled = Promise.all([ticked, chain]).then(() => true as const);
      const finished = await Promise.race([settled, graceOver]);
      clearTimeout(graceTimer);
      if (!finished) await handBackHeld();
    }
    // Last: while the lock is held, no other process takes over a job this one still runs.
    await releaseLiveness?.();
  };

  let stopping: Promise<void> | undefined;
  let started = false;
  return {
    get workerId() {
      return workerId;
    },
    runOnce,
    wake: () => schedule(WAKE_DELAY_MS),
    start: async () => {
      if (started || stopped) return;
      started = true;
      if (options.database?.kind === 'pglite') {
        const freed = await freeJobsOfPreviousProcess(db, clock.now());
        if (freed > 0) logger.warn({ freed }, 'took over the running jobs of the previous process');
      } else if (options.database) {
        // A hash collision with another live worker's lock is possible, if unlikely: take another id.
        for (let attempt = 0; attempt < 3 && !releaseLiveness; attempt += 1) {
          const candidate = withLivenessSuffix(attempt === 0 ? workerId : newWorkerId());
          releaseLiveness = await holdWorkerLiveness(options.database, candidate);
          if (releaseLiveness) workerId = candidate;
        }
        // Claiming without the lock would let other processes take this worker's jobs as abandoned.
        if (!releaseLiveness) throw new Error('the job worker cannot take its liveness lock');
      }
      stopListening = await listenForJobs(db, () => schedule(WAKE_DELAY_MS), logger);
      schedule(0);
    },
    stop: (options = {}) => (stopping ??= stopWorker(options.graceMs)),
  };
}
