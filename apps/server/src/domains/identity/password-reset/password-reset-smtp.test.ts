import { describe, expect, it } from 'vitest';
import { buildUser } from '../../../../test/factories';
import { extractLink } from '../../../../test/smtp-test-server';
import { useMailDelivery } from '../../../../test/use-mail-delivery';
import { useTestApp } from '../../../../test/use-test-app';
import { userPreferences } from '../../../db/schema/preferences';
import { postLogin, signIn } from '../../../../test/auth-test-support';
import { postAnonymous } from '../../../../test/password-reset-test-support';

const PUBLIC_URL = 'https://screening.example.test';

describe('password reset over SMTP', () => {
  const t = useTestApp({ env: { PUBLIC_URL } });
  const mail = useMailDelivery(t);

  it('mails a working link in the user language, then a password-changed notice', async () => {
    const user = await buildUser(t.db);
    await t.db.insert(userPreferences).values({ userId: user.id, preferences: { language: 'ar' } });
    await postAnonymous(t.app, '/api/v2/auth/password-reset/request', { email: user.email });
    await t.app.jobs.runOnce();

    const message = await mail.smtp.waitFor(
      (m) => m.to.includes(user.email) && m.text.includes('/password-reset/'),
    );
    expect(message.html).toContain('dir="rtl"');
    const link = extractLink(message, '/password-reset/');
    expect(link.startsWith(`${PUBLIC_URL}/password-reset/`)).toBe(true);
    const token = link.slice(`${PUBLIC_URL}/password-reset/`.length);

    const verify = await postAnonymous(t.app, '/api/v2/auth/password-reset/verify', { token });
    expect(verify.statusCode, verify.body).toBe(200);
    const confirm = await postAnonymous(t.app, '/api/v2/auth/password-reset/confirm', {
      token,
      password: 'Over-The-Wire-5!',
    });
    expect(confirm.statusCode, confirm.body).toBe(200);

    const notice = await mail.smtp.waitFor(
      (m) => m.to.includes(user.email) && !m.text.includes('/password-reset/'),
    );
    expect(extractLink(notice, '/login')).toBe(`${PUBLIC_URL}/login`);
    expect(
      (await postLogin(t.app, { email: user.email, password: user.plainPassword })).statusCode,
    ).toBe(401);
    await signIn(t.app, user.email, 'Over-The-Wire-5!');
  });
});
