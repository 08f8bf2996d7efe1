import { describe, expect, it, vi } from 'vitest';
import { asc } from 'drizzle-orm';
import { claimJobs } from './claim-jobs';
import { enqueueJob } from './enqueue-job';
import { deleteOldDoneJobs } from './sweep-jobs';
import { jobs } from '../../db/schema/jobs';
import { freeJobsOfPreviousProcess, holdWorkerLiveness } from './worker-liveness';
import { useJobWorkerFixture, LEASE_MS } from '../../../test/jobs/job-worker-fixture';

describe('job worker: dead processes, concurrency and wake-ups', () => {
  const f = useJobWorkerFixture();

  it('at start on PGlite, every running job is freed (the data directory lock proves its process is gone)', async () => {
    await enqueueJob(f.database.db, 'test.record', { value: 3 }, { jobKey: 'left-running' });
    const leases = new Map([['test.record', LEASE_MS]]);
    await claimJobs(f.database.db, { now: f.clock.now(), limit: 1, workerId: 'previous', leases });
    expect(await freeJobsOfPreviousProcess(f.database.db, f.clock.now())).toBe(1);
    expect(await f.newWorker({ workerId: 'next' }).runOnce()).toBe(1);
    expect(await f.rowOf('left-running')).toMatchObject({ status: 'done', lockedBy: 'next' });
  });

  it('two workers draining at once never run the same job', async () => {
    const a = f.newWorker({ workerId: 'a', concurrency: 2 });
    const b = f.newWorker({ workerId: 'b', concurrency: 2 });
    for (let value = 0; value < 40; value += 1)
      await enqueueJob(f.database.db, 'test.record', { value }, { jobKey: `shared-${value}` });

    const [ranByA, ranByB] = await Promise.all([a.runOnce(), b.runOnce()]);
    expect(ranByA + ranByB).toBe(40);
    expect(f.runs.map((run) => run.value).sort((x, y) => x - y)).toEqual(
      Array.from({ length: 40 }, (_, index) => index),
    );
    expect(new Set(f.runs.map((run) => run.jobId)).size).toBe(40);
    const rows = await f.database.db.select().from(jobs).orderBy(asc(jobs.jobKey));
    expect(rows.every((row) => row.status === 'done' && row.attempts === 1)).toBe(true);
    if (f.database.kind === 'postgres') {
      // Real connections in parallel: both workers got a share.
      expect(ranByA).toBeGreaterThan(0);
      expect(ranByB).toBeGreaterThan(0);
    }
  });

  it('concurrent claims take disjoint rows (SKIP LOCKED)', async () => {
    for (let value = 0; value < 10; value += 1)
      await enqueueJob(f.database.db, 'test.record', { value });
    const leases = new Map([['test.record', LEASE_MS]]);
    const claims = await Promise.all(
      ['w1', 'w2', 'w3'].map((workerId) =>
        claimJobs(f.database.db, { now: f.clock.now(), limit: 4, workerId, leases }),
      ),
    );
    const ids = claims.flat().map((row) => row.id);
    expect(ids).toHaveLength(10);
    expect(new Set(ids).size).toBe(10);
  });

  it.runIf(process.env.TEST_DATABASE_URL)(
    'PostgreSQL: a started worker claims under an id marked live while it holds its lock',
    async () => {
      const worker = f.newWorker({ database: f.database, workerId: 'host:3:aaa' });
      await worker.start();
      expect(worker.workerId).toBe('host:3:aaa:live');
      await enqueueJob(f.database.db, 'test.record', { value: 5 }, { jobKey: 'by-live' });
      await vi.waitFor(
        async () =>
          expect(await f.rowOf('by-live')).toMatchObject({
            status: 'done',
            lockedBy: 'host:3:aaa:live',
          }),
        { timeout: 5_000, interval: 20 },
      );
      // Another process finds the lock held: nothing of this worker's is ever taken as abandoned.
      expect(await holdWorkerLiveness(f.database, worker.workerId)).toBeUndefined();
    },
  );

  it('a started worker wakes on the NOTIFY of an enqueue, without waiting for its poll', async () => {
    const worker = f.newWorker({ workerId: 'listener' });
    await worker.start();
    await f.database.db.transaction(async (tx) => {
      await enqueueJob(tx, 'test.record', { value: 42 }, { jobKey: 'notified' });
    });
    await vi.waitFor(async () => expect((await f.rowOf('notified')).status).toBe('done'), {
      timeout: 5_000,
      interval: 20,
    });
  });

  it('deletes done jobs a day after they finished and keeps failed ones', async () => {
    const worker = f.newWorker();
    await enqueueJob(f.database.db, 'test.record', { value: 1 }, { jobKey: 'old-done' });
    await enqueueJob(f.database.db, 'test.record', { value: 'bad' }, { jobKey: 'old-failed' });
    await worker.runOnce();

    expect(await deleteOldDoneJobs(f.database.db, f.clock.now())).toBe(0);
    f.clock.advance(24 * 60 * 60_000 + 1);
    expect(await deleteOldDoneJobs(f.database.db, f.clock.now())).toBe(1);
    const left = await f.database.db.select({ jobKey: jobs.jobKey }).from(jobs);
    expect(left).toEqual([{ jobKey: 'old-failed' }]);
  });
});
