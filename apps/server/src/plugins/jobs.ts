import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { DbOrTx } from '../db/client';
import { createJobRegistry, createJobWorker, createRegisteredEnqueue } from '../lib/jobs';
import type { EnqueueJobOptions, JobDefinition } from '../lib/jobs';

/** The durable job queue of this process (ADR 015). */
export interface JobQueue {
  /** Makes this process able to run the job; features call it when their plugin registers. */
  register<P>(definition: JobDefinition<P>): void;
  /**
   * Queues a registered job in the caller's database or transaction. Throws for a name no feature
   * registered or a payload its schema refuses: a programming error, caught at the enqueue.
   */
  enqueue(
    db: DbOrTx,
    name: string,
    payload: Record<string, unknown>,
    options?: EnqueueJobOptions,
  ): Promise<void>;
  /** Runs due jobs until none remain; resolves with how many ran. Tests drain with it, never sleep. */
  runOnce(): Promise<number>;
  /** Looks for due jobs now instead of at the next poll (no-op while the background loop is off). */
  wake(): void;
  /**
   * The process is stopping: no more claims; running handlers are asked to stop, and every job this
   * process still holds after `graceMs` is handed back to the queue for another process (ADR 015).
   */
  stop(options: { graceMs: number }): Promise<void>;
  /** Stored in `jobs.locked_by` by this process's claims. */
  readonly workerId: string;
}

declare module 'fastify' {
  interface FastifyInstance {
    jobs: JobQueue;
  }
}

/**
 * Decorates `app.jobs`. The background loop starts when the app is ready, in every process, unless
 * `JOB_WORKER=off` (the test app: tests call `runOnce`), and stops on close after the running job ends
 * (or, after `app.jobs.stop` at a process stop, with the jobs it held handed back).
 */
async function jobsPlugin(app: FastifyInstance): Promise<void> {
  const registry = createJobRegistry();
  const worker = createJobWorker({
    db: app.db,
    clock: app.clock,
    logger: app.log,
    registry,
    database: app.database,
  });

  app.decorate('jobs', {
    register: (definition) => registry.register(definition),
    enqueue: createRegisteredEnqueue(registry),
    runOnce: () => worker.runOnce(),
    wake: () => worker.wake(),
    stop: (options) => worker.stop(options),
    get workerId() {
      return worker.workerId;
    },
  } satisfies JobQueue);

  if (app.env.JOB_WORKER === 'on')
    app.addHook('onReady', async () => {
      await worker.start();
    });
  app.addHook('onClose', async () => {
    await worker.stop();
  });
}

export default fp(jobsPlugin, { name: 'jobs' });
