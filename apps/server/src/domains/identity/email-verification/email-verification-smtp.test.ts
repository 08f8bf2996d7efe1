import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { extractLink } from '../../../../test/smtp-test-server';
import { useMailDelivery } from '../../../../test/use-mail-delivery';
import { useTestApp } from '../../../../test/use-test-app';
import { users } from '../../../db/schema/users';
import { postAnonymous } from '../../../../test/password-reset-test-support';

const PUBLIC_URL = 'https://screening.example.test';

describe('e-mail verification over SMTP', () => {
  const t = useTestApp({ env: { PUBLIC_URL } });
  const delivery = useMailDelivery(t);

  it('a registration receives a link that verifies the address', async () => {
    const email = 'verify-me@example.test';
    const registered = await postAnonymous(t.app, '/api/v2/auth-simple/register', {
      email,
      password: 'Sign-Me-Up-9!',
      firstName: 'Omar',
      lastName: 'Saleh',
    });
    expect(registered.statusCode, registered.body).toBe(202);

    const mail = await delivery.smtp.waitFor((m) => m.to.includes(email));
    expect(mail.text).toContain('Omar');
    const link = extractLink(mail, '/verify-email/');
    const token = link.slice(`${PUBLIC_URL}/verify-email/`.length);
    const verified = await postAnonymous(t.app, '/api/v2/auth/verify-email', { token });
    expect(verified.statusCode, verified.body).toBe(200);
    const [row] = await t.db.select().from(users).where(eq(users.email, email));
    expect(row?.isVerified).toBe(true);
  });
});
