import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../test/db';
import type { TestDatabase } from '../../../test/db';
import { emailOutbox } from '../../db/schema/users';
import { enqueueEmail } from './enqueue-email';
import type { OutgoingEmail } from './email-messages';

const email = (to: string): OutgoingEmail => ({
  to,
  language: 'ar',
  template: 'password-reset',
  params: { firstName: 'أميرة', resetUrl: 'https://screening.example.com/password-reset/tok' },
});

describe('enqueueEmail', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(async () => {
    await database.close();
  });

  it('queues the rendered message as pending, due at once', async () => {
    await enqueueEmail(database.db, email('  amira@example.test '));
    const [row] = await database.db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.to, 'amira@example.test'));
    expect(row).toMatchObject({
      template: 'password-reset',
      subject: 'إعادة تعيين كلمة المرور لحسابك في SanctionScreen',
      status: 'pending',
      attempts: 0,
      lastError: null,
      lockedUntil: null,
      sentAt: null,
    });
    expect(row?.text).toContain('https://screening.example.com/password-reset/tok');
    expect(row?.html).toContain('dir="rtl"');
    expect(row?.nextAttemptAt.getTime()).toBeLessThanOrEqual(row?.createdAt.getTime() ?? 0);
  });

  it('schedules the first attempt at `at`', async () => {
    const at = new Date('2030-01-01T00:00:00.000Z');
    await enqueueEmail(database.db, email('later@example.test'), { at });
    const [row] = await database.db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.to, 'later@example.test'));
    expect(row?.nextAttemptAt).toEqual(at);
  });

  it('leaves nothing when the caller’s transaction rolls back', async () => {
    await expect(
      database.db.transaction(async (tx) => {
        await enqueueEmail(tx, email('rolled-back@example.test'));
        throw new Error('request failed');
      }),
    ).rejects.toThrow('request failed');
    const rows = await database.db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.to, 'rolled-back@example.test'));
    expect(rows).toEqual([]);
  });
});
