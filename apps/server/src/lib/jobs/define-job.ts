import type { FastifyBaseLogger } from 'fastify';
import type { z } from 'zod';
import type { DbOrTx, Db } from '../../db/client';
import type { Clock } from '../clock';

/** Options of one enqueue; see {@link EnqueueJob}. */
export interface EnqueueJobOptions {
  /** A second enqueue with the same key is a no-op while the first job's row exists. */
  jobKey?: string;
  /** Not before this instant (default: at once). */
  runAt?: Date;
  /** Overrides the definition's attempts for this one job. */
  maxAttempts?: number;
}

/**
 * Queues a job in the caller's database or transaction: it runs only if that transaction commits.
 * Payloads carry ids, never large inputs (ADR 015).
 */
export type EnqueueJob = (
  db: DbOrTx,
  name: string,
  payload: Record<string, unknown>,
  options?: EnqueueJobOptions,
) => Promise<void>;

/** What a handler gets besides its payload. */
export interface JobContext {
  db: Db;
  clock: Clock;
  /** The app's logger with `jobId` and `job` bound. */
  logger: FastifyBaseLogger;
  jobId: string;
  /** 1 on the first run; a re-claimed job (lease ran out) counts its runs too. */
  attempt: number;
  enqueue: EnqueueJob;
  /**
   * Aborted when the process is stopping (SIGTERM/SIGINT). A long handler checks it between steps of work
   * that commits nothing and throws (`signal.throwIfAborted()`): the job is then handed back to the queue
   * at once and another process runs it, without the run counting as an attempt (ADR 015, graceful stop).
   */
  signal: AbortSignal;
}

export interface JobDefinition<P> {
  /** Handler name, e.g. `bulk.screen-chunk`. */
  name: string;
  /** The stored payload is parsed with it before the handler runs; a payload it refuses fails the job. */
  payload: z.ZodType<P>;
  /** Runs before the job is marked failed; default {@link DEFAULT_MAX_ATTEMPTS}. */
  maxAttempts?: number;
  /**
   * How long a claim lasts; default {@link DEFAULT_LEASE_MS}. A process killed mid-job has its job claimed
   * again after it, so it must outlast the handler's longest honest run.
   */
  leaseMs?: number;
  /** Must be safe to run twice: a lease that runs out while the handler still works lets another run it. */
  handler: (payload: P, ctx: JobContext) => Promise<void>;
  /**
   * Called once when the job is marked failed for good: its attempts are used up (the last run threw, or
   * its lease ran out on the last attempt). Lets the feature settle what the job was doing instead of
   * leaving it waiting for ever. Not called for a payload the schema refuses. `error` is the last error.
   * A throw here is logged, never retried: it must be safe to call after a partial earlier run.
   */
  onFailed?: (payload: P, ctx: JobContext, error: string) => Promise<void>;
}

export const DEFAULT_MAX_ATTEMPTS = 5;
export const DEFAULT_LEASE_MS = 5 * 60_000;

/** Identity at runtime; gives the payload type to the handler at compile time. */
export function defineJob<P>(def: JobDefinition<P>): JobDefinition<P> {
  return def;
}
