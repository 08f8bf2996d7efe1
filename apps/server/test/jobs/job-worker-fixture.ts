import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import { z } from 'zod';
import { createTestClock } from '../build-app';
import { createTestDatabase } from '../db';
import type { TestDatabase } from '../db';
import { jobs } from '../../src/db/schema/jobs';
import { createLogger } from '../../src/lib/logger';
import { defineJob } from '../../src/lib/jobs/define-job';
import { createJobRegistry } from '../../src/lib/jobs/job-registry';
import type { JobRegistry } from '../../src/lib/jobs/job-registry';
import { createJobWorker } from '../../src/lib/jobs/job-worker';
import type { JobWorker, JobWorkerOptions } from '../../src/lib/jobs/job-worker';

export const LEASE_MS = 60_000;
export const TEN_MINUTES_AND_SOME = 11 * 60_000;

/** What the job worker tests share: one database, a test clock and three handlers, reset per test. */
export interface JobWorkerFixture {
  readonly database: TestDatabase;
  readonly clock: ReturnType<typeof createTestClock>;
  readonly registry: JobRegistry;
  /** Handler runs in order. */
  readonly runs: { jobId: string; value: number }[];
  /** Failures `test.flaky` still throws before it succeeds. */
  failuresLeft: number;
  newWorker(options?: Partial<JobWorkerOptions>): JobWorker;
  rowOf(jobKey: string): Promise<typeof jobs.$inferSelect>;
}

/**
 * Registers the hooks of a job worker test file: `test.record` records its value (after a yield, so
 * concurrent workers interleave), `test.flaky` fails `failuresLeft` times, `test.countdown` enqueues its
 * successor. Workers started by a test are stopped after it.
 */
export function useJobWorkerFixture(): JobWorkerFixture {
  let database: TestDatabase | undefined;
  let clock = createTestClock();
  let registry = createJobRegistry();
  const runs: { jobId: string; value: number }[] = [];
  const workers: JobWorker[] = [];
  const ready = (): TestDatabase => {
    if (!database) throw new Error('the test database is not open yet');
    return database;
  };

  const fixture: JobWorkerFixture = {
    get database() {
      return ready();
    },
    get clock() {
      return clock;
    },
    get registry() {
      return registry;
    },
    runs,
    failuresLeft: 0,
    newWorker(options = {}) {
      const worker = createJobWorker({
        db: ready().db,
        clock,
        logger: createLogger('silent'),
        registry,
        pollIntervalMs: 3_600_000,
        ...options,
      });
      workers.push(worker);
      return worker;
    },
    async rowOf(jobKey) {
      const [row] = await ready().db.select().from(jobs).where(eq(jobs.jobKey, jobKey));
      if (!row) throw new Error(`no job ${jobKey}`);
      return row;
    },
  };

  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(async () => {
    await database?.close();
  });
  beforeEach(async () => {
    await ready().db.delete(jobs);
    clock = createTestClock();
    runs.length = 0;
    fixture.failuresLeft = 0;
    registry = createJobRegistry();
    registry.register(
      defineJob({
        name: 'test.record',
        payload: z.object({ value: z.number().int() }),
        leaseMs: LEASE_MS,
        handler: async ({ value }, ctx) => {
          await new Promise((resolve) => setImmediate(resolve));
          runs.push({ jobId: ctx.jobId, value });
        },
      }),
    );
    registry.register(
      defineJob({
        name: 'test.flaky',
        payload: z.object({}),
        maxAttempts: 3,
        handler: async () => {
          if (fixture.failuresLeft > 0) {
            fixture.failuresLeft -= 1;
            throw new Error('the remote service is down');
          }
        },
      }),
    );
    registry.register(
      defineJob({
        name: 'test.countdown',
        payload: z.object({ left: z.number().int() }),
        handler: async ({ left }, ctx) => {
          runs.push({ jobId: ctx.jobId, value: left });
          if (left > 0)
            await ctx.enqueue(
              ctx.db,
              'test.countdown',
              { left: left - 1 },
              { jobKey: `down-${left - 1}` },
            );
        },
      }),
    );
  });
  afterEach(async () => {
    await Promise.all(workers.splice(0).map((worker) => worker.stop()));
  });
  return fixture;
}
