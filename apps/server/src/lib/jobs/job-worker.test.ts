import { asc, eq } from 'drizzle-orm';
import {
  afterAll,
  afterEach,
  beforeAll,
  beforeEach,
  describe,
  expect,
  it,
  onTestFinished,
  vi,
} from 'vitest';
import { z } from 'zod';
import { createTestClock } from '../../../test/build-app';
import { createTestDatabase } from '../../../test/db';
import type { TestDatabase } from '../../../test/db';
import { jobs } from '../../db/schema/jobs';
import { createLogger } from '../logger';
import { claimJobs } from './claim-jobs';
import { completeJob } from './complete-job';
import { defineJob } from './define-job';
import { enqueueJob } from './enqueue-job';
import { createRegisteredEnqueue } from './enqueue-registered-job';
import { createJobRegistry } from './job-registry';
import type { JobRegistry } from './job-registry';
import { createJobWorker } from './job-worker';
import type { JobWorker, JobWorkerOptions } from './job-worker';
import { deleteOldDoneJobs } from './sweep-jobs';
import {
  freeJobsOfDeadWorkers,
  freeJobsOfPreviousProcess,
  holdWorkerLiveness,
} from './worker-liveness';

const LEASE_MS = 60_000;
const TEN_MINUTES_AND_SOME = 11 * 60_000;

describe('job worker', () => {
  let database: TestDatabase;
  let clock: ReturnType<typeof createTestClock>;
  let registry: JobRegistry;
  /** Handler runs in order. */
  let runs: { jobId: string; value: number }[];
  let failuresLeft: number;
  const workers: JobWorker[] = [];

  const newWorker = (options: Partial<JobWorkerOptions> = {}): JobWorker => {
    const worker = createJobWorker({
      db: database.db,
      clock,
      logger: createLogger('silent'),
      registry,
      pollIntervalMs: 3_600_000,
      ...options,
    });
    workers.push(worker);
    return worker;
  };

  const rowOf = async (jobKey: string) => {
    const [row] = await database.db.select().from(jobs).where(eq(jobs.jobKey, jobKey));
    if (!row) throw new Error(`no job ${jobKey}`);
    return row;
  };

  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(async () => {
    await database.close();
  });
  beforeEach(async () => {
    await database.db.delete(jobs);
    clock = createTestClock();
    runs = [];
    failuresLeft = 0;
    registry = createJobRegistry();
    registry.register(
      defineJob({
        name: 'test.record',
        payload: z.object({ value: z.number().int() }),
        leaseMs: LEASE_MS,
        handler: async ({ value }, ctx) => {
          // Yield so concurrent workers really interleave.
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
          if (failuresLeft > 0) {
            failuresLeft -= 1;
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

  it('claims a due job, runs it once and marks it done under its worker id', async () => {
    const worker = newWorker({ workerId: 'worker-a' });
    await enqueueJob(database.db, 'test.record', { value: 7 }, { jobKey: 'one' });

    expect(await worker.runOnce()).toBe(1);
    expect(runs.map((run) => run.value)).toEqual([7]);
    const row = await rowOf('one');
    expect(row).toMatchObject({
      status: 'done',
      attempts: 1,
      lockedBy: 'worker-a',
      lockedUntil: null,
    });
    expect(await worker.runOnce()).toBe(0);
  });

  it('ignores a second enqueue with the same job key while the first row exists', async () => {
    await enqueueJob(database.db, 'test.record', { value: 1 }, { jobKey: 'same' });
    await enqueueJob(database.db, 'test.record', { value: 2 }, { jobKey: 'same' });
    await enqueueJob(database.db, 'test.record', { value: 3 });
    await enqueueJob(database.db, 'test.record', { value: 4 });

    expect(await database.db.$count(jobs)).toBe(3);
    expect(await newWorker().runOnce()).toBe(3);
    expect(runs.map((run) => run.value).sort()).toEqual([1, 3, 4]);
    // Done, the row still holds the key: a late duplicate is still a no-op.
    await enqueueJob(database.db, 'test.record', { value: 5 }, { jobKey: 'same' });
    expect(await newWorker().runOnce()).toBe(0);
  });

  it('runOnce drains jobs the handlers enqueue, and nothing is left after it', async () => {
    await enqueueJob(database.db, 'test.countdown', { left: 3 });
    expect(await newWorker().runOnce()).toBe(4);
    expect(runs.map((run) => run.value)).toEqual([3, 2, 1, 0]);
    const statuses = await database.db.select({ status: jobs.status }).from(jobs);
    expect(statuses.every((row) => row.status === 'done')).toBe(true);
  });

  it('a job enqueued in a rolled-back transaction never exists', async () => {
    await database.db
      .transaction(async (tx) => {
        await enqueueJob(tx, 'test.record', { value: 1 });
        tx.rollback();
      })
      .catch(() => undefined);
    expect(await database.db.$count(jobs)).toBe(0);
  });

  it('retries a failing job after a growing backoff, then marks it failed with the last error', async () => {
    const worker = newWorker();
    failuresLeft = 10;
    // Through the registry: the definition's maxAttempts (3) is stored on the row.
    await createRegisteredEnqueue(registry)(database.db, 'test.flaky', {}, { jobKey: 'flaky' });

    expect(await worker.runOnce()).toBe(1);
    let row = await rowOf('flaky');
    expect(row).toMatchObject({ status: 'pending', attempts: 1, lockedUntil: null });
    expect(row.lastError).toContain('the remote service is down');
    const firstDelay = row.runAt.getTime() - clock.now().getTime();
    expect(firstDelay).toBeGreaterThanOrEqual(5_000);
    expect(firstDelay).toBeLessThanOrEqual(6_250);

    // Not due before its backoff.
    clock.advance(firstDelay - 1);
    expect(await worker.runOnce()).toBe(0);
    clock.advance(1);
    expect(await worker.runOnce()).toBe(1);
    row = await rowOf('flaky');
    expect(row).toMatchObject({ status: 'pending', attempts: 2 });
    const secondDelay = row.runAt.getTime() - clock.now().getTime();
    expect(secondDelay).toBeGreaterThanOrEqual(10_000);
    expect(secondDelay).toBeLessThanOrEqual(12_500);

    clock.advance(TEN_MINUTES_AND_SOME);
    expect(await worker.runOnce()).toBe(1);
    row = await rowOf('flaky');
    expect(row).toMatchObject({ status: 'failed', attempts: 3, lockedUntil: null });
    expect(row.lastError).toContain('the remote service is down');
    clock.advance(TEN_MINUTES_AND_SOME);
    expect(await worker.runOnce()).toBe(0);
  });

  it('a job that fails once then succeeds ends done', async () => {
    const worker = newWorker();
    failuresLeft = 1;
    await enqueueJob(database.db, 'test.flaky', {}, { jobKey: 'flaky-once' });
    await worker.runOnce();
    clock.advance(TEN_MINUTES_AND_SOME);
    expect(await worker.runOnce()).toBe(1);
    expect(await rowOf('flaky-once')).toMatchObject({
      status: 'done',
      attempts: 2,
      lastError: null,
    });
  });

  it('fails clearly: an unknown name is retried with the reason, an invalid payload fails at once', async () => {
    const worker = newWorker();
    await enqueueJob(database.db, 'nobody.knows', {}, { jobKey: 'unknown' });
    await enqueueJob(database.db, 'test.record', { value: 'seven' }, { jobKey: 'invalid' });

    expect(await worker.runOnce()).toBe(2);
    expect(await rowOf('unknown')).toMatchObject({
      status: 'pending',
      attempts: 1,
      lastError: "no handler is registered for job 'nobody.knows' in this process",
    });
    const invalid = await rowOf('invalid');
    expect(invalid.status).toBe('failed');
    expect(invalid.lastError).toContain("payload of job 'test.record' is invalid");
    expect(runs).toEqual([]);
  });

  it('re-claims the job of a worker that died once its lease runs out', async () => {
    const worker = newWorker({ workerId: 'survivor' });
    await enqueueJob(database.db, 'test.record', { value: 9 }, { jobKey: 'orphan' });
    // A process claims the job and is killed before finishing it.
    const leases = new Map([['test.record', LEASE_MS]]);
    const [claimed] = await claimJobs(database.db, {
      now: clock.now(),
      limit: 1,
      workerId: 'dead',
      leases,
    });
    expect(claimed?.lockedUntil?.getTime()).toBe(clock.now().getTime() + LEASE_MS);

    expect(await worker.runOnce()).toBe(0);
    clock.advance(LEASE_MS - 1);
    expect(await worker.runOnce()).toBe(0);
    clock.advance(2);
    expect(await worker.runOnce()).toBe(1);
    expect(runs.map((run) => run.value)).toEqual([9]);
    expect(await rowOf('orphan')).toMatchObject({
      status: 'done',
      attempts: 2,
      lockedBy: 'survivor',
    });
  });

  it('renews the lease of a job while its handler runs', async () => {
    const leaseMs = 3_000;
    let seenLease: Date | null = null;
    registry.register(
      defineJob({
        name: 'test.long',
        payload: z.object({}),
        leaseMs,
        handler: async (_payload, ctx) => {
          clock.advance(60_000);
          // The renewal runs every second for a 3 s lease.
          await vi.waitFor(
            async () => {
              const [row] = await ctx.db.select().from(jobs).where(eq(jobs.id, ctx.jobId));
              expect(row?.lockedUntil?.getTime()).toBe(clock.now().getTime() + leaseMs);
              seenLease = row?.lockedUntil ?? null;
            },
            { timeout: 4_000, interval: 50 },
          );
        },
      }),
    );
    await enqueueJob(database.db, 'test.long', {}, { jobKey: 'long' });
    expect(await newWorker().runOnce()).toBe(1);
    expect(seenLease).not.toBeNull();
    expect(await rowOf('long')).toMatchObject({ status: 'done', attempts: 1 });
  });

  it('a worker whose lease passed to another cannot complete the job; the new claim decides', async () => {
    await enqueueJob(database.db, 'test.record', { value: 1 }, { jobKey: 'slow' });
    const leases = new Map([['test.record', LEASE_MS]]);
    const [slow] = await claimJobs(database.db, {
      now: clock.now(),
      limit: 1,
      workerId: 'slow',
      leases,
    });
    if (!slow) throw new Error('not claimed');
    clock.advance(LEASE_MS + 1);
    const [fast] = await claimJobs(database.db, {
      now: clock.now(),
      limit: 1,
      workerId: 'fast',
      leases,
    });
    expect(fast?.id).toBe(slow.id);

    expect(await completeJob(database.db, slow, { workerId: 'slow', now: clock.now() })).toBe(
      false,
    );
    expect(await rowOf('slow')).toMatchObject({ status: 'running', lockedBy: 'fast', attempts: 2 });
  });

  it('marks failed a job whose lease ran out on its last attempt instead of claiming it forever', async () => {
    await enqueueJob(
      database.db,
      'test.record',
      { value: 1 },
      { jobKey: 'poison', maxAttempts: 1 },
    );
    const leases = new Map([['test.record', LEASE_MS]]);
    await claimJobs(database.db, { now: clock.now(), limit: 1, workerId: 'dead', leases });
    clock.advance(LEASE_MS + 1);

    expect(await newWorker().runOnce()).toBe(0);
    const row = await rowOf('poison');
    expect(row.status).toBe('failed');
    expect(row.lastError).toContain('lease ran out on the last attempt');
  });

  it('calls onFailed once, with the payload and last error, when a job is marked failed for good', async () => {
    const calls: { value: number; error: string; jobId: string }[] = [];
    registry.register(
      defineJob({
        name: 'test.settled',
        payload: z.object({ value: z.number().int() }),
        maxAttempts: 2,
        leaseMs: LEASE_MS,
        handler: async () => {
          throw new Error('the index never loads');
        },
        onFailed: async ({ value }, ctx, error) => {
          calls.push({ value, error, jobId: ctx.jobId });
          if (value === 2) throw new Error('the hook itself fails');
        },
      }),
    );
    const enqueue = createRegisteredEnqueue(registry);
    await enqueue(database.db, 'test.settled', { value: 1 }, { jobKey: 'settled-1' });
    await enqueue(database.db, 'test.settled', { value: 2 }, { jobKey: 'settled-2' });
    const worker = newWorker();

    expect(await worker.runOnce()).toBe(2);
    // A failed run with attempts left is a retry, not a failure: no hook yet.
    expect(calls).toEqual([]);
    clock.advance(TEN_MINUTES_AND_SOME);
    expect(await worker.runOnce()).toBe(2);
    const first = await rowOf('settled-1');
    expect(first.status).toBe('failed');
    expect(calls.map((call) => call.value).sort()).toEqual([1, 2]);
    expect(calls.find((call) => call.value === 1)).toMatchObject({ jobId: first.id });
    expect(calls[0]?.error).toContain('the index never loads');
    // The throwing hook is logged; its job stays failed and nothing runs again.
    expect((await rowOf('settled-2')).status).toBe('failed');
    clock.advance(TEN_MINUTES_AND_SOME);
    expect(await worker.runOnce()).toBe(0);
    expect(calls).toHaveLength(2);

    // A job whose lease ran out on its last attempt is failed by the sweep, which calls the hook too.
    await enqueue(
      database.db,
      'test.settled',
      { value: 3 },
      { jobKey: 'settled-3', maxAttempts: 1 },
    );
    const leases = new Map([['test.settled', LEASE_MS]]);
    await claimJobs(database.db, { now: clock.now(), limit: 1, workerId: 'dead', leases });
    clock.advance(LEASE_MS + 1);
    expect(await worker.runOnce()).toBe(0);
    expect(calls.at(-1)).toMatchObject({
      value: 3,
      error: expect.stringContaining('lease ran out'),
    });
    expect(await worker.runOnce()).toBe(0);
    expect(calls).toHaveLength(3);
  });

  it.runIf(process.env.TEST_DATABASE_URL)(
    'PostgreSQL: frees at once the running jobs of a worker whose process died, never those of a live one',
    async () => {
      // The lock a started worker holds for its life, taken here without a loop that would run the jobs.
      const aliveId = 'alive-host:2:def:live';
      const release = await holdWorkerLiveness(database, aliveId);
      if (!release) throw new Error('no liveness lock');
      onTestFinished(release);
      await enqueueJob(database.db, 'test.record', { value: 1 }, { jobKey: 'of-alive' });
      await enqueueJob(database.db, 'test.record', { value: 2 }, { jobKey: 'of-dead' });
      const leases = new Map([['test.record', LEASE_MS]]);
      const now = clock.now();
      await claimJobs(database.db, { now, limit: 1, workerId: aliveId, leases });
      // A worker that held its liveness lock until its process was killed holds none now.
      await claimJobs(database.db, { now, limit: 1, workerId: 'killed-host:1:abc:live', leases });
      // One that never took a lock (draining with runOnce) keeps its lease.
      await enqueueJob(database.db, 'test.record', { value: 3 }, { jobKey: 'of-runonce' });
      await claimJobs(database.db, { now, limit: 1, workerId: 'runonce-only', leases });

      expect(await freeJobsOfDeadWorkers(database.db, now)).toBe(1);
      expect(await newWorker({ workerId: 'heir' }).runOnce()).toBe(1);
      expect(await rowOf('of-dead')).toMatchObject({
        status: 'done',
        lockedBy: 'heir',
        attempts: 2,
      });
      expect(await rowOf('of-alive')).toMatchObject({
        status: 'running',
        lockedBy: aliveId,
      });
    },
  );

  it('at start on PGlite, every running job is freed (the data directory lock proves its process is gone)', async () => {
    await enqueueJob(database.db, 'test.record', { value: 3 }, { jobKey: 'left-running' });
    const leases = new Map([['test.record', LEASE_MS]]);
    await claimJobs(database.db, { now: clock.now(), limit: 1, workerId: 'previous', leases });
    expect(await freeJobsOfPreviousProcess(database.db, clock.now())).toBe(1);
    expect(await newWorker({ workerId: 'next' }).runOnce()).toBe(1);
    expect(await rowOf('left-running')).toMatchObject({ status: 'done', lockedBy: 'next' });
  });

  it('two workers draining at once never run the same job', async () => {
    const a = newWorker({ workerId: 'a', concurrency: 2 });
    const b = newWorker({ workerId: 'b', concurrency: 2 });
    for (let value = 0; value < 40; value += 1)
      await enqueueJob(database.db, 'test.record', { value }, { jobKey: `shared-${value}` });

    const [ranByA, ranByB] = await Promise.all([a.runOnce(), b.runOnce()]);
    expect(ranByA + ranByB).toBe(40);
    expect(runs.map((run) => run.value).sort((x, y) => x - y)).toEqual(
      Array.from({ length: 40 }, (_, index) => index),
    );
    expect(new Set(runs.map((run) => run.jobId)).size).toBe(40);
    const rows = await database.db.select().from(jobs).orderBy(asc(jobs.jobKey));
    expect(rows.every((row) => row.status === 'done' && row.attempts === 1)).toBe(true);
    if (database.kind === 'postgres') {
      // Real connections in parallel: both workers got a share.
      expect(ranByA).toBeGreaterThan(0);
      expect(ranByB).toBeGreaterThan(0);
    }
  });

  it('concurrent claims take disjoint rows (SKIP LOCKED)', async () => {
    for (let value = 0; value < 10; value += 1)
      await enqueueJob(database.db, 'test.record', { value });
    const leases = new Map([['test.record', LEASE_MS]]);
    const claims = await Promise.all(
      ['w1', 'w2', 'w3'].map((workerId) =>
        claimJobs(database.db, { now: clock.now(), limit: 4, workerId, leases }),
      ),
    );
    const ids = claims.flat().map((row) => row.id);
    expect(ids).toHaveLength(10);
    expect(new Set(ids).size).toBe(10);
  });

  it.runIf(process.env.TEST_DATABASE_URL)(
    'PostgreSQL: a started worker claims under an id marked live while it holds its lock',
    async () => {
      const worker = newWorker({ database, workerId: 'host:3:aaa' });
      await worker.start();
      expect(worker.workerId).toBe('host:3:aaa:live');
      await enqueueJob(database.db, 'test.record', { value: 5 }, { jobKey: 'by-live' });
      await vi.waitFor(
        async () =>
          expect(await rowOf('by-live')).toMatchObject({
            status: 'done',
            lockedBy: 'host:3:aaa:live',
          }),
        { timeout: 5_000, interval: 20 },
      );
      // Another process finds the lock held: nothing of this worker's is ever taken as abandoned.
      expect(await holdWorkerLiveness(database, worker.workerId)).toBeUndefined();
    },
  );

  it('a started worker wakes on the NOTIFY of an enqueue, without waiting for its poll', async () => {
    const worker = newWorker({ workerId: 'listener' });
    await worker.start();
    await database.db.transaction(async (tx) => {
      await enqueueJob(tx, 'test.record', { value: 42 }, { jobKey: 'notified' });
    });
    await vi.waitFor(async () => expect((await rowOf('notified')).status).toBe('done'), {
      timeout: 5_000,
      interval: 20,
    });
  });

  it('deletes done jobs a day after they finished and keeps failed ones', async () => {
    const worker = newWorker();
    await enqueueJob(database.db, 'test.record', { value: 1 }, { jobKey: 'old-done' });
    await enqueueJob(database.db, 'test.record', { value: 'bad' }, { jobKey: 'old-failed' });
    await worker.runOnce();

    expect(await deleteOldDoneJobs(database.db, clock.now())).toBe(0);
    clock.advance(24 * 60 * 60_000 + 1);
    expect(await deleteOldDoneJobs(database.db, clock.now())).toBe(1);
    const left = await database.db.select({ jobKey: jobs.jobKey }).from(jobs);
    expect(left).toEqual([{ jobKey: 'old-failed' }]);
  });
});
