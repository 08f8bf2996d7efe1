import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { defineJob } from './define-job';
import { enqueueJob } from './enqueue-job';
import { useJobWorkerFixture } from '../../../test/jobs/job-worker-fixture';

/** A handler whose first run waits (for the stop, or for `release`) and whose later runs finish at once. */
function blockingFirstRun(options: { watchesStop: boolean }) {
  let firstRun = true;
  let markStarted: () => void = () => undefined;
  let release: () => void = () => undefined;
  const started = new Promise<void>((resolve) => {
    markStarted = resolve;
  });
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  const runsBy: string[] = [];
  const definition = defineJob({
    name: 'test.blocking',
    payload: z.object({}),
    // A minute: the second worker claims the job long before this lease could run out.
    leaseMs: 60_000,
    handler: async (_payload, ctx) => {
      runsBy.push(ctx.jobId);
      if (!firstRun) return;
      firstRun = false;
      markStarted();
      if (options.watchesStop)
        await new Promise<void>((_resolve, reject) => {
          ctx.signal.addEventListener('abort', () => reject(new Error('stopped')), { once: true });
        });
      else await released;
    },
  });
  return { definition, started, release, runsBy };
}

describe('job worker: graceful stop hands the jobs back (ADR 015)', () => {
  const f = useJobWorkerFixture();

  it('a stopping worker hands back the job its handler was running: another worker claims it at once, the attempt not counted', async () => {
    const blocking = blockingFirstRun({ watchesStop: true });
    f.registry.register(blocking.definition);
    await enqueueJob(f.database.db, 'test.blocking', {}, { jobKey: 'held' });
    const first = f.newWorker({ workerId: 'first' });
    const firstPass = first.runOnce();
    await blocking.started;
    expect(await f.rowOf('held')).toMatchObject({
      status: 'running',
      lockedBy: 'first',
      attempts: 1,
    });

    await first.stop({ graceMs: 30_000 });
    await firstPass;
    expect(await f.rowOf('held')).toMatchObject({
      status: 'pending',
      lockedBy: null,
      lockedUntil: null,
      attempts: 0,
      lastError: null,
    });

    // Same clock: the lease the first worker took has a minute left, yet the job is free.
    const second = f.newWorker({ workerId: 'second' });
    expect(await second.runOnce()).toBe(1);
    expect(await f.rowOf('held')).toMatchObject({
      status: 'done',
      lockedBy: 'second',
      attempts: 1,
    });
    expect(blocking.runsBy).toHaveLength(2);
  });

  it('a handler that ignores the stop has its job handed back when the grace ends; its late finish changes nothing', async () => {
    const blocking = blockingFirstRun({ watchesStop: false });
    f.registry.register(blocking.definition);
    await enqueueJob(f.database.db, 'test.blocking', {}, { jobKey: 'stubborn' });
    const first = f.newWorker({ workerId: 'first' });
    const firstPass = first.runOnce();
    await blocking.started;

    await first.stop({ graceMs: 100 });
    expect(await f.rowOf('stubborn')).toMatchObject({
      status: 'pending',
      lockedBy: null,
      attempts: 0,
    });
    const second = f.newWorker({ workerId: 'second' });
    expect(await second.runOnce()).toBe(1);

    blocking.release();
    await firstPass;
    expect(await f.rowOf('stubborn')).toMatchObject({
      status: 'done',
      lockedBy: 'second',
      attempts: 1,
    });
  });

  it('a stop without a grace still waits for the running job and completes it', async () => {
    const blocking = blockingFirstRun({ watchesStop: false });
    f.registry.register(blocking.definition);
    await enqueueJob(f.database.db, 'test.blocking', {}, { jobKey: 'finished' });
    const worker = f.newWorker({ workerId: 'only' });
    const pass = worker.runOnce();
    await blocking.started;
    const stopped = worker.stop();
    blocking.release();
    await stopped;
    expect(await pass).toBe(1);
    expect(await f.rowOf('finished')).toMatchObject({
      status: 'done',
      lockedBy: 'only',
      attempts: 1,
    });
  });
});
