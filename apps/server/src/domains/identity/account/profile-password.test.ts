import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { DEFAULT_TEST_PASSWORD, buildUser } from '../../../../test/factories';
import { createTestClock } from '../../../../test/build-app';
import { useTestApp } from '../../../../test/use-test-app';
import { auditLogs, notifications, users } from '../../../db/schema/users';
import { call, failure, signInAs, signedInUser } from '../../../../test/account-test-support';

const NEW_PASSWORD = 'Brand-New-Pass-7$';

describe('profile and password', () => {
  const clock = createTestClock(new Date('2026-03-02T09:00:00.000Z'));

  const t = useTestApp({ clock });

  it.each([
    ['PUT', '/api/v2/user/profile'],
    ['POST', '/api/v2/user/change-password'],
    ['POST', '/api/v2/user/export-data'],
    ['DELETE', '/api/v2/user/account'],
  ] as const)('%s %s answers 401 without a session', async (method, url) => {
    const response = await call(t.app, method, url, { payload: {} });
    expect(failure(response)).toMatchObject({ status: 401, code: 'UNAUTHENTICATED' });
  });

  it.each([
    [{ firstName: '', lastName: 'Doe', email: 'a@b.co' }, 'First name is required'],
    [{ firstName: 'Jane', lastName: ' ', email: 'a@b.co' }, 'Last name is required'],
    [{ firstName: 'Jane', lastName: 'Doe', email: 'nope' }, 'Invalid email address'],
  ])('refuses profile %j with "%s"', async (payload, message) => {
    const { token } = await signedInUser(t.app, t.db);
    const response = await call(t.app, 'PUT', '/api/v2/user/profile', { token, payload });
    expect(failure(response)).toMatchObject({
      status: 400,
      code: 'VALIDATION_FAILED',
      messages: [message],
    });
  });

  it('updates the profile, lower-cases the e-mail, resets verification and writes the audit row', async () => {
    const { user, token } = await signedInUser(t.app, t.db);
    const email = `Renamed-${user.id.slice(0, 8)}@Example.test`;

    const response = await call(t.app, 'PUT', '/api/v2/user/profile', {
      token,
      payload: { firstName: ' Jane ', lastName: 'Doe', email },
    });

    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data.user).toMatchObject({
      firstName: 'Jane',
      lastName: 'Doe',
      email: email.toLowerCase(),
      isVerified: false,
    });
    const [audit] = await t.db
      .select()
      .from(auditLogs)
      .where(and(eq(auditLogs.userId, user.id), eq(auditLogs.action, 'profile_update')));
    expect(audit?.details).toMatchObject({
      changed: ['firstName', 'lastName', 'email'],
      emailChanged: true,
      previousEmail: user.email,
    });
    const me = await call(t.app, 'GET', '/api/v2/auth-simple/me', { token });
    expect(me.json().data.user.email).toBe(email.toLowerCase());
  });

  it('answers 409 when another account uses the e-mail (whatever its case)', async () => {
    const other = await buildUser(t.db);
    const { token } = await signedInUser(t.app, t.db);
    const response = await call(t.app, 'PUT', '/api/v2/user/profile', {
      token,
      payload: { firstName: 'A', lastName: 'B', email: other.email.toUpperCase() },
    });
    expect(failure(response)).toMatchObject({
      status: 409,
      code: 'CONFLICT',
      error: 'This email address is already in use',
    });
  });

  it.each([
    [
      { currentPassword: '', newPassword: NEW_PASSWORD, confirmPassword: NEW_PASSWORD },
      'Current password is required',
    ],
    [
      { currentPassword: 'x', newPassword: 'Ab1!', confirmPassword: 'Ab1!' },
      'Password must be at least 8 characters',
    ],
    [
      { currentPassword: 'x', newPassword: 'alllowercase', confirmPassword: 'alllowercase' },
      'Password must contain at least one uppercase letter, one lowercase letter, one number and one special character',
    ],
    [
      { currentPassword: 'x', newPassword: NEW_PASSWORD, confirmPassword: '' },
      'Please confirm your password',
    ],
    [
      { currentPassword: 'x', newPassword: NEW_PASSWORD, confirmPassword: `${NEW_PASSWORD}x` },
      "Passwords don't match",
    ],
  ])('refuses password change %j with "%s"', async (payload, message) => {
    const { token } = await signedInUser(t.app, t.db);
    const response = await call(t.app, 'POST', '/api/v2/user/change-password', { token, payload });
    expect(failure(response)).toMatchObject({ status: 400, code: 'VALIDATION_FAILED' });
    expect(failure(response).messages).toContain(message);
  });

  it('refuses a wrong current password and keeps the old one', async () => {
    const { user, token } = await signedInUser(t.app, t.db);
    const response = await call(t.app, 'POST', '/api/v2/user/change-password', {
      token,
      payload: {
        currentPassword: 'Not-The-Password-1!',
        newPassword: NEW_PASSWORD,
        confirmPassword: NEW_PASSWORD,
      },
    });
    expect(failure(response)).toMatchObject({
      status: 400,
      error: 'Current password is incorrect',
      messages: ['Current password is incorrect'],
    });
    await signInAs(t.app, { email: user.email, password: DEFAULT_TEST_PASSWORD });
  });

  it('changes the password, signs out every other session but this one, and notifies', async () => {
    const { user, tokens } = await signedInUser(t.app, t.db);
    const other = await signInAs(t.app, { email: user.email, password: user.plainPassword });

    const response = await call(t.app, 'POST', '/api/v2/user/change-password', {
      token: tokens.accessToken,
      payload: {
        currentPassword: user.plainPassword,
        newPassword: NEW_PASSWORD,
        confirmPassword: NEW_PASSWORD,
      },
    });

    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ success: true, data: { revokedSessions: 1 } });
    expect(
      (await call(t.app, 'GET', '/api/v2/auth-simple/me', { token: tokens.accessToken }))
        .statusCode,
    ).toBe(200);
    expect(
      (await call(t.app, 'GET', '/api/v2/auth-simple/me', { token: other.tokens.accessToken }))
        .statusCode,
    ).toBe(401);
    const refreshed = await call(t.app, 'POST', '/api/v2/auth-simple/refresh', {
      payload: { refreshToken: other.tokens.refreshToken },
    });
    expect(refreshed.statusCode).toBe(401);
    const oldLogin = await call(t.app, 'POST', '/api/v2/auth-simple/login', {
      payload: { email: user.email, password: user.plainPassword },
    });
    expect(oldLogin.statusCode).toBe(401);
    await signInAs(t.app, { email: user.email, password: NEW_PASSWORD });
    const [row] = await t.db.select().from(users).where(eq(users.id, user.id));
    expect(row?.passwordChangedAt?.toISOString()).toBe(clock.now().toISOString());
    const notes = await t.db.select().from(notifications).where(eq(notifications.userId, user.id));
    expect(notes.map((note) => [note.title, note.messageKey, note.messageParams])).toEqual([
      ['Password changed', 'account.passwordChangedSessionsEnded', { sessions: 1 }],
    ]);
  });

  it('throttles wrong current passwords: the 6th try in 15 minutes answers 429 even when right', async () => {
    const { user, token } = await signedInUser(t.app, t.db);
    const attempt = (currentPassword: string) =>
      call(t.app, 'POST', '/api/v2/user/change-password', {
        token,
        payload: { currentPassword, newPassword: NEW_PASSWORD, confirmPassword: NEW_PASSWORD },
      });
    for (let i = 0; i < 5; i += 1) expect((await attempt(`Wrong-${i}-Pass!`)).statusCode).toBe(400);
    expect(failure(await attempt(user.plainPassword))).toMatchObject({
      status: 429,
      code: 'RATE_LIMITED',
    });
    clock.advance(15 * 60 * 1000 + 1000);
    const fresh = await signInAs(t.app, { email: user.email, password: user.plainPassword });
    const response = await call(t.app, 'POST', '/api/v2/user/change-password', {
      token: fresh.tokens.accessToken,
      payload: {
        currentPassword: user.plainPassword,
        newPassword: NEW_PASSWORD,
        confirmPassword: NEW_PASSWORD,
      },
    });
    expect(response.statusCode, response.body).toBe(200);
  });
});
