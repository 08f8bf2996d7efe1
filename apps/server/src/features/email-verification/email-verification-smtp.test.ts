import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { extractLink, startSmtpTestServer } from '../../../test/smtp-test-server';
import type { SmtpTestServer } from '../../../test/smtp-test-server';
import { buildTestApp } from '../../../test/build-app';
import type { TestApp } from '../../../test/build-app';
import { users } from '../../db/schema/users';
import { startOutboxWorker } from '../../lib/mail/outbox-worker';
import type { OutboxWorker } from '../../lib/mail/outbox-worker';
import { postAnonymous } from '../password-reset/password-reset-test-support';

const PUBLIC_URL = 'https://screening.example.test';

describe('e-mail verification over SMTP', () => {
  let smtp: SmtpTestServer;
  let t: TestApp;
  let worker: OutboxWorker;

  beforeAll(async () => {
    smtp = await startSmtpTestServer();
    t = await buildTestApp({ env: { SMTP_URL: smtp.url, PUBLIC_URL } });
    worker = startOutboxWorker({
      db: t.db,
      clock: t.app.clock,
      logger: t.app.log,
      smtpUrl: t.env.SMTP_URL,
      mailFrom: t.env.MAIL_FROM,
    });
  });
  afterAll(async () => {
    await worker.stop();
    await t.close();
    await smtp.close();
  });

  it('a registration receives a link that verifies the address', async () => {
    const email = 'verify-me@example.test';
    const registered = await postAnonymous(t.app, '/api/v2/auth-simple/register', {
      email,
      password: 'Sign-Me-Up-9!',
      firstName: 'Omar',
      lastName: 'Saleh',
    });
    expect(registered.statusCode, registered.body).toBe(201);

    const mail = await smtp.waitFor((m) => m.to.includes(email));
    expect(mail.text).toContain('Omar');
    const link = extractLink(mail, '/verify-email/');
    const token = link.slice(`${PUBLIC_URL}/verify-email/`.length);
    const verified = await postAnonymous(t.app, '/api/v2/auth/verify-email', { token });
    expect(verified.statusCode, verified.body).toBe(200);
    const [row] = await t.db.select().from(users).where(eq(users.email, email));
    expect(row?.isVerified).toBe(true);
  });
});
