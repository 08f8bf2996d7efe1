import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildUser } from '../../../test/factories';
import { extractLink, startSmtpTestServer } from '../../../test/smtp-test-server';
import type { SmtpTestServer } from '../../../test/smtp-test-server';
import { buildTestApp } from '../../../test/build-app';
import type { TestApp } from '../../../test/build-app';
import { startOutboxWorker } from '../../lib/mail/outbox-worker';
import type { OutboxWorker } from '../../lib/mail/outbox-worker';
import { postLogin, signIn } from '../auth/auth-test-support';
import { postAnonymous } from './password-reset-test-support';

const PUBLIC_URL = 'https://screening.example.test';

describe('password reset over SMTP', () => {
  let smtp: SmtpTestServer;
  let t: TestApp;
  let worker: OutboxWorker;

  beforeAll(async () => {
    smtp = await startSmtpTestServer();
    t = await buildTestApp({ env: { SMTP_URL: smtp.url, PUBLIC_URL } });
    // The real worker on the system clock: woken by each enqueue, it delivers to the loopback server.
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

  it('mails a working link in the user language, then a password-changed notice', async () => {
    const user = await buildUser(t.db, { preferences: { language: 'ar' } });
    await postAnonymous(t.app, '/api/v2/auth/password-reset/request', { email: user.email });

    const mail = await smtp.waitFor(
      (m) => m.to.includes(user.email) && m.text.includes('/password-reset/'),
    );
    expect(mail.html).toContain('dir="rtl"');
    const link = extractLink(mail, '/password-reset/');
    expect(link.startsWith(`${PUBLIC_URL}/password-reset/`)).toBe(true);
    const token = link.slice(`${PUBLIC_URL}/password-reset/`.length);

    const verify = await postAnonymous(t.app, '/api/v2/auth/password-reset/verify', { token });
    expect(verify.statusCode, verify.body).toBe(200);
    const confirm = await postAnonymous(t.app, '/api/v2/auth/password-reset/confirm', {
      token,
      password: 'Over-The-Wire-5!',
    });
    expect(confirm.statusCode, confirm.body).toBe(200);

    const notice = await smtp.waitFor(
      (m) => m.to.includes(user.email) && !m.text.includes('/password-reset/'),
    );
    expect(extractLink(notice, '/login')).toBe(`${PUBLIC_URL}/login`);
    expect(
      (await postLogin(t.app, { email: user.email, password: user.plainPassword })).statusCode,
    ).toBe(401);
    await signIn(t.app, user.email, 'Over-The-Wire-5!');
  });
});
