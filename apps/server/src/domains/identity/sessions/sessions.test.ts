import { describe, expect, it } from 'vitest';
import { createTestClock } from '../../../../test/build-app';
import { useTestApp } from '../../../../test/use-test-app';
import { call, failure, signInAs, signedInUser } from '../../../../test/account-test-support';

const PHONE_UA =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Mobile Safari/537.36';

describe('sessions', () => {
  const clock = createTestClock(new Date('2026-05-20T08:00:00.000Z'));

  const t = useTestApp({ clock });

  it.each([
    ['GET', '/api/v2/user/sessions'],
    ['DELETE', '/api/v2/user/sessions/5b0f1f7e-8a54-4f64-9f39-0f6a8f1d2c3b'],
  ] as const)('%s %s answers 401 without a session', async (method, url) => {
    expect(failure(await call(t.app, method, url))).toMatchObject({ status: 401 });
  });

  it('lists active sessions with device, sign-in and last refresh, the current one marked', async () => {
    const { user, token } = await signedInUser(t.app, t.db);
    clock.advance(60_000);
    const phone = await signInAs(
      t.app,
      { email: user.email, password: user.plainPassword },
      { userAgent: PHONE_UA },
    );
    clock.advance(60_000);
    const refreshed = await call(t.app, 'POST', '/api/v2/auth-simple/refresh', {
      payload: { refreshToken: phone.tokens.refreshToken },
      userAgent: PHONE_UA,
    });
    expect(refreshed.statusCode).toBe(200);

    const response = await call(t.app, 'GET', '/api/v2/user/sessions', { token });
    expect(response.statusCode, response.body).toBe(200);
    const sessions: {
      device: string;
      isCurrent: boolean;
      createdAt: string;
      lastUsedAt: string;
    }[] = response.json().data.sessions;
    expect(sessions.map(({ device, isCurrent }) => ({ device, isCurrent }))).toEqual([
      { device: 'Chrome on Android', isCurrent: false },
      { device: 'Chrome on Windows', isCurrent: true },
    ]);
    expect(sessions[0]?.createdAt).toBe('2026-05-20T08:01:00.000Z');
    expect(sessions[0]?.lastUsedAt).toBe('2026-05-20T08:02:00.000Z');
  });

  it('signs another session out; its tokens stop working at once', async () => {
    const { user, token } = await signedInUser(t.app, t.db);
    const other = await signInAs(t.app, { email: user.email, password: user.plainPassword });
    const sessions: { id: string; isCurrent: boolean }[] = (
      await call(t.app, 'GET', '/api/v2/user/sessions', { token })
    ).json().data.sessions;
    const target = sessions.find((session) => !session.isCurrent);

    const response = await call(t.app, 'DELETE', `/api/v2/user/sessions/${target?.id}`, { token });

    expect(response.statusCode, response.body).toBe(200);
    expect(
      (await call(t.app, 'GET', '/api/v2/auth-simple/me', { token: other.tokens.accessToken }))
        .statusCode,
    ).toBe(401);
    expect((await call(t.app, 'GET', '/api/v2/auth-simple/me', { token })).statusCode).toBe(200);
    const again = await call(t.app, 'DELETE', `/api/v2/user/sessions/${target?.id}`, { token });
    expect(failure(again)).toMatchObject({ status: 404 });
  });

  it("answers 404 for another user's session and leaves it alone", async () => {
    const victim = await signedInUser(t.app, t.db);
    const [session] = (
      await call(t.app, 'GET', '/api/v2/user/sessions', { token: victim.token })
    ).json().data.sessions;
    const { token } = await signedInUser(t.app, t.db);
    const response = await call(t.app, 'DELETE', `/api/v2/user/sessions/${session.id}`, { token });
    expect(failure(response)).toMatchObject({ status: 404, code: 'NOT_FOUND' });
    expect(
      (await call(t.app, 'GET', '/api/v2/auth-simple/me', { token: victim.token })).statusCode,
    ).toBe(200);
  });
});
