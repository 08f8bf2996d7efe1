import { eq } from 'drizzle-orm';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { z } from 'zod';
import { claimJobs } from './claim-jobs';
import { completeJob } from './complete-job';
import { defineJob } from './define-job';
import { enqueueJob } from './enqueue-job';
import { createRegisteredEnqueue } from './enqueue-registered-job';
import { jobs } from '../../db/schema/jobs';
import { freeJobsOfDeadWorkers, holdWorkerLiveness } from './worker-liveness';
import {
  useJobWorkerFixture,
  LEASE_MS,
  TEN_MINUTES_AND_SOME,
} from '../../../test/jobs/job-worker-fixture';

describe('job worker: leases and final failures', () => {
  const f = useJobWorkerFixture();

  it('re-claims the job of a worker that died once its lease f.runs out', async () => {
    const worker = f.newWorker({ workerId: 'survivor' });
    await enqueueJob(f.database.db, 'test.record', { value: 9 }, { jobKey: 'orphan' });
    // A process claims the job and is killed before finishing it.
    const leases = new Map([['test.record', LEASE_MS]]);
    const [claimed] = await claimJobs(f.database.db, {
      now: f.clock.now(),
      limit: 1,
      workerId: 'dead',
      leases,
    });
    expect(claimed?.lockedUntil?.getTime()).toBe(f.clock.now().getTime() + LEASE_MS);

    expect(await worker.runOnce()).toBe(0);
    f.clock.advance(LEASE_MS - 1);
    expect(await worker.runOnce()).toBe(0);
    f.clock.advance(2);
    expect(await worker.runOnce()).toBe(1);
    expect(f.runs.map((run) => run.value)).toEqual([9]);
    expect(await f.rowOf('orphan')).toMatchObject({
      status: 'done',
      attempts: 2,
      lockedBy: 'survivor',
    });
  });

  it('renews the lease of a job while its handler f.runs', async () => {
    const leaseMs = 3_000;
    let seenLease: Date | null = null;
    f.registry.register(
      defineJob({
        name: 'test.long',
        payload: z.object({}),
        leaseMs,
        handler: async (_payload, ctx) => {
          f.clock.advance(60_000);
          // The renewal f.runs every second for a 3 s lease.
          await vi.waitFor(
            async () => {
              const [row] = await ctx.db.select().from(jobs).where(eq(jobs.id, ctx.jobId));
              expect(row?.lockedUntil?.getTime()).toBe(f.clock.now().getTime() + leaseMs);
              seenLease = row?.lockedUntil ?? null;
            },
            { timeout: 4_000, interval: 50 },
          );
        },
      }),
    );
    await enqueueJob(f.database.db, 'test.long', {}, { jobKey: 'long' });
    expect(await f.newWorker().runOnce()).toBe(1);
    expect(seenLease).not.toBeNull();
    expect(await f.rowOf('long')).toMatchObject({ status: 'done', attempts: 1 });
  });

  it('a worker whose lease passed to another cannot complete the job; the new claim decides', async () => {
    await enqueueJob(f.database.db, 'test.record', { value: 1 }, { jobKey: 'slow' });
    const leases = new Map([['test.record', LEASE_MS]]);
    const [slow] = await claimJobs(f.database.db, {
      now: f.clock.now(),
      limit: 1,
      workerId: 'slow',
      leases,
    });
    if (!slow) throw new Error('not claimed');
    f.clock.advance(LEASE_MS + 1);
    const [fast] = await claimJobs(f.database.db, {
      now: f.clock.now(),
      limit: 1,
      workerId: 'fast',
      leases,
    });
    expect(fast?.id).toBe(slow.id);

    expect(await completeJob(f.database.db, slow, { workerId: 'slow', now: f.clock.now() })).toBe(
      false,
    );
    expect(await f.rowOf('slow')).toMatchObject({
      status: 'running',
      lockedBy: 'fast',
      attempts: 2,
    });
  });

  it('marks failed a job whose lease ran out on its last attempt instead of claiming it forever', async () => {
    await enqueueJob(
      f.database.db,
      'test.record',
      { value: 1 },
      { jobKey: 'poison', maxAttempts: 1 },
    );
    const leases = new Map([['test.record', LEASE_MS]]);
    await claimJobs(f.database.db, { now: f.clock.now(), limit: 1, workerId: 'dead', leases });
    f.clock.advance(LEASE_MS + 1);

    expect(await f.newWorker().runOnce()).toBe(0);
    const row = await f.rowOf('poison');
    expect(row.status).toBe('failed');
    expect(row.lastError).toContain('lease ran out on the last attempt');
  });

  it('calls onFailed once, with the payload and last error, when a job is marked failed for good', async () => {
    const calls: { value: number; error: string; jobId: string }[] = [];
    f.registry.register(
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
    const enqueue = createRegisteredEnqueue(f.registry);
    await enqueue(f.database.db, 'test.settled', { value: 1 }, { jobKey: 'settled-1' });
    await enqueue(f.database.db, 'test.settled', { value: 2 }, { jobKey: 'settled-2' });
    const worker = f.newWorker();

    expect(await worker.runOnce()).toBe(2);
    // A failed run with attempts left is a retry, not a failure: no hook yet.
    expect(calls).toEqual([]);
    f.clock.advance(TEN_MINUTES_AND_SOME);
    expect(await worker.runOnce()).toBe(2);
    const first = await f.rowOf('settled-1');
    expect(first.status).toBe('failed');
    expect(calls.map((call) => call.value).sort()).toEqual([1, 2]);
    expect(calls.find((call) => call.value === 1)).toMatchObject({ jobId: first.id });
    expect(calls[0]?.error).toContain('the index never loads');
    // The throwing hook is logged; its job stays failed and nothing f.runs again.
    expect((await f.rowOf('settled-2')).status).toBe('failed');
    f.clock.advance(TEN_MINUTES_AND_SOME);
    expect(await worker.runOnce()).toBe(0);
    expect(calls).toHaveLength(2);

    // A job whose lease ran out on its last attempt is failed by the sweep, which calls the hook too.
    await enqueue(
      f.database.db,
      'test.settled',
      { value: 3 },
      { jobKey: 'settled-3', maxAttempts: 1 },
    );
    const leases = new Map([['test.settled', LEASE_MS]]);
    await claimJobs(f.database.db, { now: f.clock.now(), limit: 1, workerId: 'dead', leases });
    f.clock.advance(LEASE_MS + 1);
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
      const release = await holdWorkerLiveness(f.database, aliveId);
      if (!release) throw new Error('no liveness lock');
      onTestFinished(release);
      await enqueueJob(f.database.db, 'test.record', { value: 1 }, { jobKey: 'of-alive' });
      await enqueueJob(f.database.db, 'test.record', { value: 2 }, { jobKey: 'of-dead' });
      const leases = new Map([['test.record', LEASE_MS]]);
      const now = f.clock.now();
      await claimJobs(f.database.db, { now, limit: 1, workerId: aliveId, leases });
      // A worker that held its liveness lock until its process was killed holds none now.
      await claimJobs(f.database.db, { now, limit: 1, workerId: 'killed-host:1:abc:live', leases });
      // One that never took a lock (draining with runOnce) keeps its lease.
      await enqueueJob(f.database.db, 'test.record', { value: 3 }, { jobKey: 'of-runonce' });
      await claimJobs(f.database.db, { now, limit: 1, workerId: 'runonce-only', leases });

      expect(await freeJobsOfDeadWorkers(f.database.db, now)).toBe(1);
      expect(await f.newWorker({ workerId: 'heir' }).runOnce()).toBe(1);
      expect(await f.rowOf('of-dead')).toMatchObject({
        status: 'done',
        lockedBy: 'heir',
        attempts: 2,
      });
      expect(await f.rowOf('of-alive')).toMatchObject({
        status: 'running',
        lockedBy: aliveId,
      });
    },
  );
});
