import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { buildTestApp, createTestClock } from '../../test/build-app';
import type { TestApp } from '../../test/build-app';
import { jobs } from '../db/schema/jobs';
import { defineJob } from '../lib/jobs';

describe('app.jobs', () => {
  let testApp: TestApp;
  const clock = createTestClock();
  const seen: { value: number; attempt: number; now: Date }[] = [];

  beforeAll(async () => {
    testApp = await buildTestApp({ clock });
    testApp.app.jobs.register(
      defineJob({
        name: 'test.plugin-record',
        payload: z.object({ value: z.number() }),
        maxAttempts: 2,
        handler: async ({ value }, ctx) => {
          seen.push({ value, attempt: ctx.attempt, now: ctx.clock.now() });
        },
      }),
    );
  });
  afterAll(async () => {
    await testApp.close();
  });

  it('enqueues a registered job in a transaction and runOnce runs it with the app clock', async () => {
    await testApp.db.transaction(async (tx) => {
      await testApp.app.jobs.enqueue(tx, 'test.plugin-record', { value: 3 }, { jobKey: 'p1' });
    });
    // The test app runs no background loop: the job waits for the explicit drain.
    const [queued] = await testApp.db.select().from(jobs).where(eq(jobs.jobKey, 'p1'));
    expect(queued).toMatchObject({ status: 'pending', maxAttempts: 2 });

    expect(await testApp.app.jobs.runOnce()).toBe(1);
    expect(seen).toEqual([{ value: 3, attempt: 1, now: clock.now() }]);
    const [done] = await testApp.db.select().from(jobs).where(eq(jobs.jobKey, 'p1'));
    expect(done).toMatchObject({ status: 'done', lockedBy: testApp.app.jobs.workerId });
  });

  it('refuses to enqueue an unknown job or a payload its schema refuses', async () => {
    await expect(testApp.app.jobs.enqueue(testApp.db, 'test.nobody', {})).rejects.toThrow(
      "cannot enqueue job 'test.nobody': no such job is registered",
    );
    await expect(
      testApp.app.jobs.enqueue(testApp.db, 'test.plugin-record', { value: 'x' }),
    ).rejects.toThrow("payload of job 'test.plugin-record' is invalid");
    expect(await testApp.app.jobs.runOnce()).toBe(0);
  });

  it('refuses a second definition with the same name', () => {
    expect(() =>
      testApp.app.jobs.register(
        defineJob({ name: 'test.plugin-record', payload: z.object({}), handler: async () => {} }),
      ),
    ).toThrow("job 'test.plugin-record' is registered twice");
  });
});
