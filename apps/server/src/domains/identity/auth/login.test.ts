import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { sessionReplySchema } from '@sanctions/contracts';
import { createTestClock } from '../../../../test/build-app';
import { useTestApp } from '../../../../test/use-test-app';
import { buildUser } from '../../../../test/factories';
import { auditLogs, loginAttempts, users } from '../../../db/schema/users';
import { verifyAccessToken, toSigningKey } from '../../../lib/tokens';
import {
  TEST_FINGERPRINT,
  TEST_USER_AGENT,
  getMe,
  postLogin,
} from '../../../../test/auth-test-support';

describe('POST /api/v2/auth-simple/login', () => {
  const clock = createTestClock(new Date('2026-02-02T09:00:00.000Z'));

  const t = useTestApp({ clock });

  it('signs in, returns tokens and the session user, and records attempt, last login and audit row', async () => {
    const user = await buildUser(t.db, { role: 'moderator', notes: 'analyst' });

    const response = await postLogin(t.app, { email: user.email, password: user.plainPassword });

    expect(response.statusCode).toBe(200);
    const reply = sessionReplySchema.parse(response.json());
    expect(reply.data.user).toMatchObject({
      id: user.id,
      email: user.email,
      role: 'moderator',
      organizationId: null,
      organizationRole: null,
      isActive: true,
      notes: 'analyst',
      maxSearchesPerDay: 10,
      maxSearchesPerMonth: 100,
      twoFactorEnabled: false,
      lastLoginAt: clock.now().toISOString(),
    });
    expect(reply.data.user).not.toHaveProperty('password');
    const claims = await verifyAccessToken(
      toSigningKey(t.env.JWT_SECRET),
      reply.data.tokens.accessToken,
      clock.now(),
    );
    expect(claims).toMatchObject({ userId: user.id, role: 'moderator' });
    expect(reply.data.tokens.refreshToken).toMatch(/^[A-Za-z0-9_-]{43}$/);

    const [attempt] = await t.db
      .select()
      .from(loginAttempts)
      .where(eq(loginAttempts.email, user.email));
    expect(attempt).toMatchObject({
      success: true,
      userId: user.id,
      failureReason: null,
      ipAddress: '127.0.0.1',
      userAgent: TEST_USER_AGENT,
      deviceFingerprint: TEST_FINGERPRINT,
    });
    const [audit] = await t.db
      .select()
      .from(auditLogs)
      .where(and(eq(auditLogs.userId, user.id), eq(auditLogs.action, 'login')));
    expect(audit).toMatchObject({
      success: true,
      ipAddress: '127.0.0.1',
      userAgent: TEST_USER_AGENT,
    });
    expect(audit?.details).toMatchObject({
      sessionId: claims?.sessionId,
      deviceFingerprint: TEST_FINGERPRINT,
    });
    const [stored] = await t.db.select().from(users).where(eq(users.id, user.id));
    expect(stored?.lastLoginAt?.toISOString()).toBe(clock.now().toISOString());
  });

  it('matches the e-mail case-insensitively and ignores surrounding spaces', async () => {
    const user = await buildUser(t.db);
    const response = await postLogin(t.app, {
      email: `  ${user.email.toUpperCase()} `,
      password: user.plainPassword,
    });
    expect(response.statusCode).toBe(200);
  });

  it('answers the same 401 for a wrong password and an unknown e-mail, and stores both attempts', async () => {
    const user = await buildUser(t.db);
    const unknownEmail = 'nobody-here@example.test';

    const wrong = await postLogin(t.app, { email: user.email, password: 'Wrong-Password-1!' });
    const unknown = await postLogin(t.app, { email: unknownEmail, password: 'Wrong-Password-1!' });

    for (const response of [wrong, unknown]) {
      expect(response.statusCode).toBe(401);
      expect(response.json()).toMatchObject({
        success: false,
        code: 'INVALID_CREDENTIALS',
        error: 'Invalid email or password',
        message: 'Invalid email or password',
      });
    }
    const [wrongAttempt] = await t.db
      .select()
      .from(loginAttempts)
      .where(eq(loginAttempts.email, user.email));
    const [unknownAttempt] = await t.db
      .select()
      .from(loginAttempts)
      .where(eq(loginAttempts.email, unknownEmail));
    expect(wrongAttempt).toMatchObject({
      success: false,
      failureReason: 'wrong_password',
      userId: user.id,
    });
    expect(unknownAttempt).toMatchObject({
      success: false,
      failureReason: 'unknown_email',
      userId: null,
      deviceFingerprint: TEST_FINGERPRINT,
    });
    const [failedAudit] = await t.db.select().from(auditLogs).where(eq(auditLogs.userId, user.id));
    expect(failedAudit).toMatchObject({
      action: 'login',
      success: false,
      details: expect.objectContaining({ reason: 'wrong_password' }),
    });
  });

  it('refuses an inactive user with the right password (403) and the wrong one like anybody else (401)', async () => {
    const user = await buildUser(t.db, { isActive: false });

    const right = await postLogin(t.app, { email: user.email, password: user.plainPassword });
    const wrong = await postLogin(t.app, { email: user.email, password: 'Wrong-Password-1!' });

    expect(right.statusCode).toBe(403);
    expect(right.json()).toMatchObject({ code: 'ACCOUNT_INACTIVE' });
    expect(right.json().message).toMatch(/deactivated/);
    expect(wrong.statusCode).toBe(401);
    const attempts = await t.db
      .select()
      .from(loginAttempts)
      .where(eq(loginAttempts.email, user.email));
    expect(attempts.map((attempt) => attempt.failureReason).sort()).toEqual([
      'account_inactive',
      'wrong_password',
    ]);
  });

  it('treats a soft-deleted account as unknown', async () => {
    const user = await buildUser(t.db, { deletedAt: new Date('2026-01-01T00:00:00Z') });
    const response = await postLogin(t.app, { email: user.email, password: user.plainPassword });
    expect(response.statusCode).toBe(401);
    expect(response.json().message).toBe('Invalid email or password');
  });

  it.each([
    [
      { email: 'not-an-email', password: 'x' },
      [{ path: ['email'], message: 'Invalid email address' }],
    ],
    [
      { email: '', password: '' },
      [
        { path: ['email'], message: 'Email is required' },
        { path: ['password'], message: 'Password is required' },
      ],
    ],
    [
      { email: 'a@b.co', password: 'x', twoFactorCode: '12345' },
      [
        {
          path: ['twoFactorCode'],
          message: 'Code must be 6 digits (or a backup code such as ABCD-EFGH)',
        },
      ],
    ],
  ])('validates %j', async (payload, issues) => {
    const response = await postLogin(t.app, payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ success: false, code: 'VALIDATION_FAILED', issues });
  });

  it('signs in users whose access token then works on /me', async () => {
    const user = await buildUser(t.db);
    const login = sessionReplySchema.parse(
      (await postLogin(t.app, { email: user.email, password: user.plainPassword })).json(),
    );
    const me = await getMe(t.app, login.data.tokens.accessToken);
    expect(me.statusCode).toBe(200);
    expect(me.json().data.user).toEqual(login.data.user);
  });
});
