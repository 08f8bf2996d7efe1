import { Writable } from 'node:stream';
import { asc, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestClock } from '../../../test/build-app';
import { createTestDatabase } from '../../../test/db';
import type { TestDatabase } from '../../../test/db';
import { extractLink, startSmtpTestServer } from '../../../test/smtp-test-server';
import type { SmtpTestServer } from '../../../test/smtp-test-server';
import { emailOutbox } from '../../db/schema/users';
import { createLogger } from '../logger';
import { claimOutboxBatch } from './claim-outbox-batch';
import type { OutgoingEmail } from './email-messages';
import { enqueueEmail } from './enqueue-email';
import { NOT_SENT_WITHOUT_SMTP } from './log-unsent-emails';
import { startOutboxWorker } from './outbox-worker';
import type { OutboxWorker, OutboxWorkerOptions } from './outbox-worker';

const PUBLIC_URL = 'http://screening.test';

const resetMail = (to: string, language: OutgoingEmail['language'] = 'en'): OutgoingEmail => ({
  to,
  language,
  template: 'password-reset',
  params: { firstName: 'أميرة', resetUrl: `${PUBLIC_URL}/password-reset/token-${to}` },
});

describe('outbox worker', () => {
  let database: TestDatabase;
  let smtp: SmtpTestServer;
  let clock: ReturnType<typeof createTestClock>;
  const workers: OutboxWorker[] = [];

  /** A worker that only runs when the test drains it (plus its start-up pass). */
  const startWorker = (options: Partial<OutboxWorkerOptions> = {}): OutboxWorker => {
    const worker = startOutboxWorker({
      db: database.db,
      clock,
      logger: createLogger('silent'),
      smtpUrl: smtp.url,
      mailFrom: 'SanctionScreen <no-reply@screening.test>',
      pollIntervalMs: 3_600_000,
      // The tests drain explicitly and count what each drain handled; only the wake-up test listens.
      wakeOnNotify: false,
      ...options,
    });
    workers.push(worker);
    return worker;
  };

  const rowFor = async (to: string) => {
    const [row] = await database.db.select().from(emailOutbox).where(eq(emailOutbox.to, to));
    if (!row) throw new Error(`no outbox row for ${to}`);
    return row;
  };

  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(async () => {
    await database.close();
  });
  beforeEach(async () => {
    smtp = await startSmtpTestServer();
    clock = createTestClock();
  });
  afterEach(async () => {
    await Promise.all(workers.splice(0).map((worker) => worker.stop()));
    await smtp.close();
  });

  it('delivers a queued message over SMTP, woken by the enqueue, and marks it sent', async () => {
    startWorker({ wakeOnNotify: true });
    await enqueueEmail(database.db, resetMail('amira@example.test', 'ar'));

    const mail = await smtp.waitFor((m) => m.to.includes('amira@example.test'));
    expect(mail.from).toBe('no-reply@screening.test');
    expect(mail.subject).toBe('إعادة تعيين كلمة المرور لحسابك في SanctionScreen');
    expect(mail.text).toContain('تنتهي صلاحية هذا الرابط خلال ساعة واحدة');
    expect(mail.text).toContain('أميرة');
    expect(extractLink(mail, '/password-reset/')).toBe(
      `${PUBLIC_URL}/password-reset/token-amira@example.test`,
    );
    expect(mail.html).toContain('<html lang="ar" dir="rtl">');

    await expect.poll(async () => (await rowFor('amira@example.test')).status).toBe('sent');
    const row = await rowFor('amira@example.test');
    expect(row).toMatchObject({ attempts: 1, lastError: null, lockedUntil: null });
    expect(row.sentAt).toEqual(clock.now());
  });

  it('keeps a refused message pending with backoff, then delivers it once the server accepts', async () => {
    const worker = startWorker();
    await worker.drain();
    smtp.setRejecting(true);
    await enqueueEmail(database.db, resetMail('refused@example.test'));

    expect(await worker.drain()).toBe(1);
    let row = await rowFor('refused@example.test');
    expect(row.status).toBe('pending');
    expect(row.attempts).toBe(1);
    expect(row.lastError).toMatch(/451/);
    expect(row.lockedUntil).toBeNull();
    expect(row.nextAttemptAt).toEqual(new Date(clock.now().getTime() + 60_000));

    expect(await worker.drain()).toBe(0);
    clock.advance(60_000);
    expect(await worker.drain()).toBe(1);
    row = await rowFor('refused@example.test');
    expect(row.attempts).toBe(2);
    expect(row.nextAttemptAt).toEqual(new Date(clock.now().getTime() + 120_000));

    smtp.setRejecting(false);
    clock.advance(120_000);
    expect(await worker.drain()).toBe(1);
    row = await rowFor('refused@example.test');
    expect(row).toMatchObject({ status: 'sent', attempts: 3, lastError: null });
    expect(smtp.messages.filter((m) => m.to.includes('refused@example.test'))).toHaveLength(1);
  });

  it('loses nothing while the mail server is down, and delivers when it is back', async () => {
    const worker = startWorker();
    await worker.drain();
    const { port } = smtp;
    await smtp.close();
    await enqueueEmail(database.db, resetMail('down@example.test'));

    expect(await worker.drain()).toBe(1);
    const row = await rowFor('down@example.test');
    expect(row.status).toBe('pending');
    expect(row.lastError).toMatch(/ECONNREFUSED|connect/i);
    expect(row.nextAttemptAt.getTime()).toBeGreaterThan(clock.now().getTime());

    smtp = await startSmtpTestServer({ port });
    clock.advance(60_000);
    expect(await worker.drain()).toBe(1);
    const mail = await smtp.waitFor((m) => m.to.includes('down@example.test'));
    expect(extractLink(mail, '/password-reset/')).toContain('token-down@example.test');
    expect((await rowFor('down@example.test')).status).toBe('sent');
  });

  it('marks a message failed after the last attempt', async () => {
    const worker = startWorker({ maxAttempts: 2 });
    await worker.drain();
    smtp.setRejecting(true);
    await enqueueEmail(database.db, resetMail('hopeless@example.test'));
    await worker.drain();
    clock.advance(60_000);
    await worker.drain();
    const row = await rowFor('hopeless@example.test');
    expect(row).toMatchObject({ status: 'failed', attempts: 2, lockedUntil: null });
    clock.advance(24 * 3_600_000);
    expect(await worker.drain()).toBe(0);
  });

  it('two workers running at once deliver every message exactly once', async () => {
    const first = startWorker({ batchSize: 3 });
    const second = startWorker({ batchSize: 3 });
    await Promise.all([first.drain(), second.drain()]);
    const recipients = Array.from({ length: 20 }, (_, i) => `pair-${i}@example.test`);
    for (const to of recipients) await enqueueEmail(database.db, resetMail(to));

    await Promise.all([first.drain(), second.drain(), first.drain(), second.drain()]);
    await expect
      .poll(() => smtp.messages.filter((m) => m.to[0]?.startsWith('pair-')).length)
      .toBe(20);
    const delivered = smtp.messages.flatMap((m) => m.to).filter((to) => to.startsWith('pair-'));
    expect(new Set(delivered).size).toBe(20);
    expect(delivered).toHaveLength(20);
    const rows = await database.db.select().from(emailOutbox).orderBy(asc(emailOutbox.createdAt));
    for (const row of rows.filter((r) => r.to.startsWith('pair-')))
      expect(row).toMatchObject({ status: 'sent', attempts: 1 });
  });

  it('picks up a message whose worker claimed it and died, once the claim runs out', async () => {
    const earlier = startWorker();
    await earlier.drain();
    await earlier.stop();
    // No worker runs while the message is enqueued and claimed: the enqueue's wake-up would otherwise
    // let a live worker send it before the crashed one claims it.
    await enqueueEmail(database.db, resetMail('orphan@example.test'));
    // A worker that claimed the message and then crashed before sending it.
    const [claimed] = await claimOutboxBatch(database.db, {
      now: clock.now(),
      limit: 10,
      lockMs: 5 * 60_000,
    });
    expect(claimed?.to).toBe('orphan@example.test');

    const worker = startWorker();
    expect(await worker.drain()).toBe(0);
    clock.advance(5 * 60_000 + 1);
    expect(await worker.drain()).toBe(1);
    await smtp.waitFor((m) => m.to.includes('orphan@example.test'));
    expect(await rowFor('orphan@example.test')).toMatchObject({ status: 'sent', attempts: 2 });
  });

  it('stop waits for the pass in progress and leaves no message claimed', async () => {
    const worker = startWorker({ batchSize: 2 });
    await worker.drain();
    for (const i of [1, 2, 3, 4, 5])
      await enqueueEmail(database.db, resetMail(`stopping-${i}@example.test`));
    const draining = worker.drain();
    await worker.stop();
    await draining;
    const rows = await database.db.select().from(emailOutbox);
    for (const row of rows.filter((r) => r.to.startsWith('stopping-'))) {
      expect(row.lockedUntil).toBeNull();
      expect(row.status === 'sent' ? 1 : 0).toBe(row.attempts);
    }
  });

  it('sends a scheduled message only when it is due', async () => {
    // Scheduling compares with the real creation time, so this clock starts at the real time.
    clock.set(new Date());
    const worker = startWorker();
    await worker.drain();
    await enqueueEmail(database.db, resetMail('later@example.test'), {
      at: new Date(clock.now().getTime() + 3_600_000),
    });
    expect(await worker.drain()).toBe(0);
    clock.advance(3_600_000);
    expect(await worker.drain()).toBe(1);
    expect((await rowFor('later@example.test')).status).toBe('sent');
  });

  it('without SMTP writes each message to the log once and keeps it pending for later delivery', async () => {
    const lines: string[] = [];
    const logger = createLogger(
      'info',
      new Writable({
        write(chunk: Buffer, _encoding, callback) {
          lines.push(chunk.toString('utf8'));
          callback();
        },
      }),
    );
    const logOnly = startWorker({ smtpUrl: undefined, logger });
    await logOnly.drain();
    await enqueueEmail(database.db, resetMail('offline@example.test'));

    // The enqueue also wakes the worker's own pass, which may log it first: count the log lines.
    await logOnly.drain();
    expect(await logOnly.drain()).toBe(0);
    const logged = lines.filter((line) => line.includes('offline@example.test'));
    expect(logged).toHaveLength(1);
    expect(logged[0]).toContain('Reset your SanctionScreen password');
    expect(logged[0]).toContain(`${PUBLIC_URL}/password-reset/token-offline@example.test`);
    expect(await rowFor('offline@example.test')).toMatchObject({
      status: 'pending',
      attempts: 0,
      lastError: NOT_SENT_WITHOUT_SMTP,
    });

    await logOnly.stop();
    const sender = startWorker();
    await sender.drain();
    await smtp.waitFor((m) => m.to.includes('offline@example.test'));
    expect((await rowFor('offline@example.test')).status).toBe('sent');
  });
});
