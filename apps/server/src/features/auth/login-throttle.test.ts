import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createTestClock } from '../../../test/build-app';
import { useTestApp } from '../../../test/use-test-app';
import { buildUser } from '../../../test/factories';
import { loginAttempts } from '../../db/schema/users';
import { postLogin } from '../../../test/auth-test-support';
import { LOGIN_THROTTLE } from './login-throttle';

const MINUTE = 60_000;
const WRONG = 'Wrong-Password-1!';

describe('sign-in throttling', () => {
  const clock = createTestClock(new Date('2026-04-01T12:00:00.000Z'));
  let nextIp = 1;
  // Each test uses its own client address, so the per-IP counter of one test never affects another.
  const freshIp = () => `10.0.0.${nextIp++}`;

  const t = useTestApp({ clock });

  async function failTimes(email: string, times: number, ip: string) {
    for (let i = 0; i < times; i += 1) {
      const response = await postLogin(t.app, { email, password: WRONG }, { ip });
      expect(response.statusCode).toBe(401);
      clock.advance(MINUTE);
    }
  }

  it('answers 429 with a clear message after 5 failures for one e-mail, even with the right password', async () => {
    const user = await buildUser(t.db);
    const ip = freshIp();
    await failTimes(user.email, LOGIN_THROTTLE.maxFailuresPerEmail, ip);

    const blocked = await postLogin(
      t.app,
      { email: user.email, password: user.plainPassword },
      { ip },
    );

    expect(blocked.statusCode).toBe(429);
    // The first failure was 5 minutes ago, so the window frees a slot in 10 minutes.
    expect(blocked.json()).toMatchObject({
      success: false,
      code: 'RATE_LIMITED',
      message: 'Too many failed sign-in attempts. Try again in 10 minutes.',
    });
    expect(blocked.headers['retry-after']).toBe('600');
    const attempts = await t.db
      .select()
      .from(loginAttempts)
      .where(eq(loginAttempts.email, user.email));
    expect(attempts).toHaveLength(6);
    expect(attempts.filter((attempt) => attempt.failureReason === 'throttled')).toHaveLength(1);
  });

  it('lets the user in again once the oldest failure leaves the 15-minute window', async () => {
    const user = await buildUser(t.db);
    const ip = freshIp();
    await failTimes(user.email, LOGIN_THROTTLE.maxFailuresPerEmail, ip);
    expect(
      (await postLogin(t.app, { email: user.email, password: user.plainPassword }, { ip }))
        .statusCode,
    ).toBe(429);

    clock.advance(10 * MINUTE);

    expect(
      (await postLogin(t.app, { email: user.email, password: user.plainPassword }, { ip }))
        .statusCode,
    ).toBe(200);
  });

  it('counts the limit per e-mail from any address, and does not throttle other e-mails', async () => {
    const user = await buildUser(t.db);
    const other = await buildUser(t.db);
    for (let i = 0; i < LOGIN_THROTTLE.maxFailuresPerEmail; i += 1) {
      await postLogin(t.app, { email: user.email, password: WRONG }, { ip: freshIp() });
    }
    expect(
      (
        await postLogin(
          t.app,
          { email: user.email, password: user.plainPassword },
          { ip: freshIp() },
        )
      ).statusCode,
    ).toBe(429);
    expect(
      (
        await postLogin(
          t.app,
          { email: other.email, password: other.plainPassword },
          { ip: freshIp() },
        )
      ).statusCode,
    ).toBe(200);
  });

  it('restarts the per-e-mail count after a successful sign-in', async () => {
    const user = await buildUser(t.db);
    const ip = freshIp();
    await failTimes(user.email, LOGIN_THROTTLE.maxFailuresPerEmail - 1, ip);
    expect(
      (await postLogin(t.app, { email: user.email, password: user.plainPassword }, { ip }))
        .statusCode,
    ).toBe(200);
    clock.advance(MINUTE);
    await failTimes(user.email, LOGIN_THROTTLE.maxFailuresPerEmail - 1, ip);
    expect(
      (await postLogin(t.app, { email: user.email, password: user.plainPassword }, { ip }))
        .statusCode,
    ).toBe(200);
  });

  it('throttles one IP address after 20 failures across many e-mails, and only that address', async () => {
    const ip = freshIp();
    const user = await buildUser(t.db);
    for (let i = 0; i < LOGIN_THROTTLE.maxFailuresPerIp; i += 1) {
      const response = await postLogin(
        t.app,
        { email: `spray-${i}@example.test`, password: WRONG },
        { ip },
      );
      expect(response.statusCode).toBe(401);
    }

    const blocked = await postLogin(
      t.app,
      { email: user.email, password: user.plainPassword },
      { ip },
    );
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().message).toBe(
      'Too many failed sign-in attempts. Try again in 15 minutes.',
    );
    expect(
      (
        await postLogin(
          t.app,
          { email: user.email, password: user.plainPassword },
          { ip: freshIp() },
        )
      ).statusCode,
    ).toBe(200);
  });
});
