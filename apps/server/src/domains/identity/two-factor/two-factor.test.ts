import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { twoFactorSetupReplySchema } from '@sanctions/contracts';
import { createTestClock } from '../../../../test/build-app';
import { useTestApp } from '../../../../test/use-test-app';
import { notifications, userTwoFactor } from '../../../db/schema/users';
import {
  call,
  enableTwoFactorInDb,
  failure,
  signInAs,
  signedInUser,
  totpAt,
} from '../../../../test/account-test-support';

const STEP_MS = 30_000;

describe('two-factor management', () => {
  const clock = createTestClock(new Date('2026-06-01T12:00:00.000Z'));

  const t = useTestApp({ clock });

  it.each([
    ['GET', '/api/v2/auth/2fa/status'],
    ['POST', '/api/v2/auth/2fa/setup'],
    ['POST', '/api/v2/auth/2fa/verify'],
    ['POST', '/api/v2/auth/2fa/disable'],
    ['GET', '/api/v2/auth/2fa/backup-codes'],
    ['POST', '/api/v2/auth/2fa/backup-codes/regenerate'],
    ['GET', '/api/v2/auth/2fa/devices'],
    ['DELETE', '/api/v2/auth/2fa/devices/5b0f1f7e-8a54-4f64-9f39-0f6a8f1d2c3b'],
  ] as const)('%s %s answers 401 without a session', async (method, url) => {
    const response = await call(t.app, method, url, { payload: {} });
    expect(failure(response)).toMatchObject({ status: 401, code: 'UNAUTHENTICATED' });
  });

  async function setUp(token: string, password: string) {
    const response = await call(t.app, 'POST', '/api/v2/auth/2fa/setup', {
      token,
      payload: { password },
    });
    expect(response.statusCode, response.body).toBe(200);
    return twoFactorSetupReplySchema.parse(response.json()).data;
  }

  it('refuses set-up with a wrong password', async () => {
    const { token } = await signedInUser(t.app, t.db);
    const response = await call(t.app, 'POST', '/api/v2/auth/2fa/setup', {
      token,
      payload: { password: 'Wrong-Password-1!' },
    });
    expect(failure(response)).toMatchObject({
      status: 400,
      error: 'Password is incorrect',
      messages: ['Password is incorrect'],
    });
  });

  it('sets up (otpauth URL, secret, 10 backup codes), stays off until a right code, then is on', async () => {
    const { user, token } = await signedInUser(t.app, t.db);
    const setup = await setUp(token, user.plainPassword);
    expect(setup.qrCodeUrl).toMatch(/^otpauth:\/\/totp\/.+secret=/);
    expect(setup.qrCodeUrl).toContain(encodeURIComponent(user.email));
    expect(setup.backupCodes).toHaveLength(10);
    expect(
      setup.backupCodes.every((code) => /^[2-9A-HJ-NP-Z]{4}-[2-9A-HJ-NP-Z]{4}$/.test(code)),
    ).toBe(true);
    const pending = await call(t.app, 'GET', '/api/v2/auth/2fa/status', { token });
    expect(pending.json().data).toMatchObject({ isEnabled: false });

    const wrong = await call(t.app, 'POST', '/api/v2/auth/2fa/verify', {
      token,
      payload: { code: '000000' },
    });
    expect(failure(wrong)).toMatchObject({ status: 400, error: 'Invalid two-factor code' });
    const malformed = await call(t.app, 'POST', '/api/v2/auth/2fa/verify', {
      token,
      payload: { code: '12ab' },
    });
    expect(failure(malformed)).toMatchObject({ status: 400, messages: ['Code must be 6 digits'] });

    const code = await totpAt(setup.secret, clock);
    const verified = await call(t.app, 'POST', '/api/v2/auth/2fa/verify', {
      token,
      payload: { code },
    });
    expect(verified.statusCode, verified.body).toBe(200);
    const status = await call(t.app, 'GET', '/api/v2/auth/2fa/status', { token });
    expect(status.json().data).toMatchObject({ isEnabled: true, backupCodesRemaining: 10 });
    expect(status.json().data.lastUsed).not.toBeNull();

    // The code that enabled it cannot be replayed to sign in.
    const replay = await call(t.app, 'POST', '/api/v2/auth-simple/login', {
      payload: { email: user.email, password: user.plainPassword, twoFactorCode: code },
    });
    expect(replay.statusCode).toBe(401);
    clock.advance(STEP_MS);
    await signInAs(t.app, {
      email: user.email,
      password: user.plainPassword,
      twoFactorCode: await totpAt(setup.secret, clock),
    });

    const again = await call(t.app, 'POST', '/api/v2/auth/2fa/setup', {
      token,
      payload: { password: user.plainPassword },
    });
    expect(failure(again)).toMatchObject({
      status: 409,
      error: 'Two-factor authentication is already enabled',
    });
    const notes = (
      await t.db.select().from(notifications).where(eq(notifications.userId, user.id))
    ).map((n) => [n.title, n.messageKey, n.messageParams]);
    expect(notes).toEqual([['Two-factor authentication enabled', 'twoFactor.enabled', {}]]);
  });

  it('answers 409 to verify without a set-up', async () => {
    const { token } = await signedInUser(t.app, t.db);
    const response = await call(t.app, 'POST', '/api/v2/auth/2fa/verify', {
      token,
      payload: { code: '123456' },
    });
    expect(failure(response)).toMatchObject({ status: 409, error: 'Start two-factor setup first' });
  });

  it('lists backup codes masked, spends a backup code once, and regenerates them', async () => {
    const { user, token } = await signedInUser(t.app, t.db);
    const secret = await enableTwoFactorInDb(t.db, user.id, ['ABCD2345', 'WXYZ6789']);

    const listed = await call(t.app, 'GET', '/api/v2/auth/2fa/backup-codes', { token });
    expect(listed.json().data).toEqual([
      { id: 1, code: '••••-••••', used: false, usedAt: null },
      { id: 2, code: '••••-••••', used: false, usedAt: null },
    ]);

    const regenerate = (code: string) =>
      call(t.app, 'POST', '/api/v2/auth/2fa/backup-codes/regenerate', {
        token,
        payload: { password: user.plainPassword, code },
      });
    // A backup code confirms the regeneration; a second use of it is refused.
    const first = await regenerate('abcd-2345');
    expect(first.statusCode, first.body).toBe(200);
    const fresh: string[] = first.json().data.backupCodes;
    expect(fresh).toHaveLength(10);
    expect(failure(await regenerate('ABCD-2345'))).toMatchObject({
      status: 400,
      error: 'Invalid two-factor code',
    });
    // The old set is gone: the other old code no longer works either.
    expect(failure(await regenerate('WXYZ-6789'))).toMatchObject({ status: 400 });

    const newCode = fresh[0] ?? '';
    const signIn = await signInAs(t.app, {
      email: user.email,
      password: user.plainPassword,
      twoFactorCode: newCode,
    });
    expect(signIn.user.twoFactorEnabled).toBe(true);
    const reuse = await call(t.app, 'POST', '/api/v2/auth-simple/login', {
      payload: { email: user.email, password: user.plainPassword, twoFactorCode: newCode },
    });
    expect(reuse.statusCode).toBe(401);
    const after = await call(t.app, 'GET', '/api/v2/auth/2fa/backup-codes', { token });
    const codes: { used: boolean }[] = after.json().data;
    expect(codes.filter((code) => code.used)).toHaveLength(1);
    expect(secret).not.toBe('');
  });

  it('disables with password and code; a wrong code or password keeps it on', async () => {
    const { user, token } = await signedInUser(t.app, t.db);
    const secret = await enableTwoFactorInDb(t.db, user.id);
    const disable = (payload: Record<string, unknown>) =>
      call(t.app, 'POST', '/api/v2/auth/2fa/disable', { token, payload });

    expect(failure(await disable({ password: user.plainPassword, code: '' }))).toMatchObject({
      status: 400,
      messages: ['Code is required'],
    });
    expect(
      failure(await disable({ password: 'Wrong-Pass-1!', code: await totpAt(secret, clock) })),
    ).toMatchObject({
      status: 400,
      error: 'Password is incorrect',
    });
    expect(failure(await disable({ password: user.plainPassword, code: '111111' }))).toMatchObject({
      status: 400,
      error: 'Invalid two-factor code',
    });
    const response = await disable({
      password: user.plainPassword,
      code: await totpAt(secret, clock),
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(
      await t.db.select().from(userTwoFactor).where(eq(userTwoFactor.userId, user.id)),
    ).toHaveLength(0);
    const status = await call(t.app, 'GET', '/api/v2/auth/2fa/status', { token });
    expect(status.json().data).toEqual({
      isEnabled: false,
      lastUsed: null,
      enabledAt: null,
      backupCodesRemaining: 0,
    });
    await signInAs(t.app, { email: user.email, password: user.plainPassword });
    expect(failure(await disable({ password: user.plainPassword, code: '123456' }))).toMatchObject({
      status: 409,
    });
  });

  it('throttles wrong codes: after 5 in 15 minutes even the right code answers 429', async () => {
    const { user, token } = await signedInUser(t.app, t.db);
    const secret = await enableTwoFactorInDb(t.db, user.id);
    const disable = (code: string) =>
      call(t.app, 'POST', '/api/v2/auth/2fa/disable', {
        token,
        payload: { password: user.plainPassword, code },
      });
    for (const code of ['000001', '000002', '000003', '000004', '000005'])
      expect((await disable(code)).statusCode).toBe(400);
    expect(failure(await disable(await totpAt(secret, clock)))).toMatchObject({
      status: 429,
      code: 'RATE_LIMITED',
    });
    const [row] = await t.db.select().from(userTwoFactor).where(eq(userTwoFactor.userId, user.id));
    expect(row?.isEnabled).toBe(true);
  });
});
