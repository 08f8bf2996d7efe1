import { describe, expect, it } from 'vitest';
import { enqueueJob } from './enqueue-job';
import { createRegisteredEnqueue } from './enqueue-registered-job';
import { jobs } from '../../db/schema/jobs';
import { useJobWorkerFixture, TEN_MINUTES_AND_SOME } from '../../../test/jobs/job-worker-fixture';

describe('job worker: claiming, running and retrying', () => {
  const f = useJobWorkerFixture();

  it('claims a due job, f.runs it once and marks it done under its worker id', async () => {
    const worker = f.newWorker({ workerId: 'worker-a' });
    await enqueueJob(f.database.db, 'test.record', { value: 7 }, { jobKey: 'one' });

    expect(await worker.runOnce()).toBe(1);
    expect(f.runs.map((run) => run.value)).toEqual([7]);
    const row = await f.rowOf('one');
    expect(row).toMatchObject({
      status: 'done',
      attempts: 1,
      lockedBy: 'worker-a',
      lockedUntil: null,
    });
    expect(await worker.runOnce()).toBe(0);
  });

  it('ignores a second enqueue with the same job key while the first row exists', async () => {
    await enqueueJob(f.database.db, 'test.record', { value: 1 }, { jobKey: 'same' });
    await enqueueJob(f.database.db, 'test.record', { value: 2 }, { jobKey: 'same' });
    await enqueueJob(f.database.db, 'test.record', { value: 3 });
    await enqueueJob(f.database.db, 'test.record', { value: 4 });

    expect(await f.database.db.$count(jobs)).toBe(3);
    expect(await f.newWorker().runOnce()).toBe(3);
    expect(f.runs.map((run) => run.value).sort()).toEqual([1, 3, 4]);
    // Done, the row still holds the key: a late duplicate is still a no-op.
    await enqueueJob(f.database.db, 'test.record', { value: 5 }, { jobKey: 'same' });
    expect(await f.newWorker().runOnce()).toBe(0);
  });

  it('runOnce drains jobs the handlers enqueue, and nothing is left after it', async () => {
    await enqueueJob(f.database.db, 'test.countdown', { left: 3 });
    expect(await f.newWorker().runOnce()).toBe(4);
    expect(f.runs.map((run) => run.value)).toEqual([3, 2, 1, 0]);
    const statuses = await f.database.db.select({ status: jobs.status }).from(jobs);
    expect(statuses.every((row) => row.status === 'done')).toBe(true);
  });

  it('a job enqueued in a rolled-back transaction never exists', async () => {
    await f.database.db
      .transaction(async (tx) => {
        await enqueueJob(tx, 'test.record', { value: 1 });
        tx.rollback();
      })
      .catch(() => undefined);
    expect(await f.database.db.$count(jobs)).toBe(0);
  });

  it('retries a failing job after a growing backoff, then marks it failed with the last error', async () => {
    const worker = f.newWorker();
    f.failuresLeft = 10;
    // Through the registry: the definition's maxAttempts (3) is stored on the row.
    await createRegisteredEnqueue(f.registry)(f.database.db, 'test.flaky', {}, { jobKey: 'flaky' });

    expect(await worker.runOnce()).toBe(1);
    let row = await f.rowOf('flaky');
    expect(row).toMatchObject({ status: 'pending', attempts: 1, lockedUntil: null });
    expect(row.lastError).toContain('the remote service is down');
    const firstDelay = row.runAt.getTime() - f.clock.now().getTime();
    expect(firstDelay).toBeGreaterThanOrEqual(5_000);
    expect(firstDelay).toBeLessThanOrEqual(6_250);

    // Not due before its backoff.
    f.clock.advance(firstDelay - 1);
    expect(await worker.runOnce()).toBe(0);
    f.clock.advance(1);
    expect(await worker.runOnce()).toBe(1);
    row = await f.rowOf('flaky');
    expect(row).toMatchObject({ status: 'pending', attempts: 2 });
    const secondDelay = row.runAt.getTime() - f.clock.now().getTime();
    expect(secondDelay).toBeGreaterThanOrEqual(10_000);
    expect(secondDelay).toBeLessThanOrEqual(12_500);

    f.clock.advance(TEN_MINUTES_AND_SOME);
    expect(await worker.runOnce()).toBe(1);
    row = await f.rowOf('flaky');
    expect(row).toMatchObject({ status: 'failed', attempts: 3, lockedUntil: null });
    expect(row.lastError).toContain('the remote service is down');
    f.clock.advance(TEN_MINUTES_AND_SOME);
    expect(await worker.runOnce()).toBe(0);
  });

  it('a job that fails once then succeeds ends done', async () => {
    const worker = f.newWorker();
    f.failuresLeft = 1;
    await enqueueJob(f.database.db, 'test.flaky', {}, { jobKey: 'flaky-once' });
    await worker.runOnce();
    f.clock.advance(TEN_MINUTES_AND_SOME);
    expect(await worker.runOnce()).toBe(1);
    expect(await f.rowOf('flaky-once')).toMatchObject({
      status: 'done',
      attempts: 2,
      lastError: null,
    });
  });

  it('fails clearly: an unknown name is retried with the reason, an invalid payload fails at once', async () => {
    const worker = f.newWorker();
    await enqueueJob(f.database.db, 'nobody.knows', {}, { jobKey: 'unknown' });
    await enqueueJob(f.database.db, 'test.record', { value: 'seven' }, { jobKey: 'invalid' });

    expect(await worker.runOnce()).toBe(2);
    expect(await f.rowOf('unknown')).toMatchObject({
      status: 'pending',
      attempts: 1,
      lastError: "no handler is registered for job 'nobody.knows' in this process",
    });
    const invalid = await f.rowOf('invalid');
    expect(invalid.status).toBe('failed');
    expect(invalid.lastError).toContain("payload of job 'test.record' is invalid");
    expect(f.runs).toEqual([]);
  });
});
