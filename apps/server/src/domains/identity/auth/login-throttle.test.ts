import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createTestClock } from '../../../../test/build-app';
import { useTestApp } from '../../../../test/use-test-app';
import { buildUser } from '../../../../test/factories';
import { loginAttempts } from '../../../db/schema/users';
import { postLogin } from '../../../../test/auth-test-support';
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

describe('sign-in throttling under concurrent attempts', () => {
  const clock = createTestClock(new Date('2026-04-01T12:00:00.000Z'));
  const t = useTestApp({ clock });
  const PARALLEL = 40;

  it('checks exactly 5 of 40 simultaneous wrong passwords for one e-mail; the rest and then the right password get 429', async () => {
    const user = await buildUser(t.db);
    const replies = await Promise.all(
      Array.from({ length: PARALLEL }, (_, i) =>
        postLogin(t.app, { email: user.email, password: WRONG }, { ip: `10.1.0.${i + 1}` }),
      ),
    );
    const statuses = replies.map((reply) => reply.statusCode);
    expect(statuses.filter((status) => status === 401)).toHaveLength(
      LOGIN_THROTTLE.maxFailuresPerEmail,
    );
    expect(statuses.filter((status) => status === 429)).toHaveLength(
      PARALLEL - LOGIN_THROTTLE.maxFailuresPerEmail,
    );
    const right = await postLogin(
      t.app,
      { email: user.email, password: user.plainPassword },
      { ip: '10.1.1.1' },
    );
    expect(right.statusCode).toBe(429);
    const attempts = await t.db
      .select()
      .from(loginAttempts)
      .where(eq(loginAttempts.email, user.email));
    expect(attempts.filter((a) => a.failureReason === 'wrong_password')).toHaveLength(
      LOGIN_THROTTLE.maxFailuresPerEmail,
    );
    expect(attempts.filter((a) => a.failureReason === 'throttled')).toHaveLength(
      PARALLEL - LOGIN_THROTTLE.maxFailuresPerEmail + 1,
    );

    clock.advance(LOGIN_THROTTLE.windowMs);
    const later = await postLogin(
      t.app,
      { email: user.email, password: user.plainPassword },
      { ip: '10.1.1.1' },
    );
    expect(later.statusCode).toBe(200);
  });

  it('checks exactly 20 of 40 simultaneous wrong passwords from one address across e-mails', async () => {
    const ip = '10.2.0.1';
    const replies = await Promise.all(
      Array.from({ length: PARALLEL }, (_, i) =>
        postLogin(t.app, { email: `parallel-spray-${i}@example.test`, password: WRONG }, { ip }),
      ),
    );
    const statuses = replies.map((reply) => reply.statusCode);
    expect(statuses.filter((status) => status === 401)).toHaveLength(
      LOGIN_THROTTLE.maxFailuresPerIp,
    );
    expect(statuses.filter((status) => status === 429)).toHaveLength(
      PARALLEL - LOGIN_THROTTLE.maxFailuresPerIp,
    );
  });

  it('lets simultaneous right passwords all in: an attempt in progress is released by its success', async () => {
    const user = await buildUser(t.db);
    const replies = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        postLogin(
          t.app,
          { email: user.email, password: user.plainPassword },
          { ip: `10.3.0.${i + 1}` },
        ),
      ),
    );
    // Eight simultaneous right passwords are more attempts in progress than the five slots: the later
    // ones wait for the earlier to settle, and a success frees its slot instead of counting.
    expect(replies.map((reply) => reply.statusCode)).toEqual(Array.from({ length: 8 }, () => 200));
    const after = await postLogin(
      t.app,
      { email: user.email, password: user.plainPassword },
      { ip: '10.3.1.1' },
    );
    expect(after.statusCode).toBe(200);
  });
});
