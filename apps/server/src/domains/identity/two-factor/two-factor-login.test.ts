import { eq } from 'drizzle-orm';
import { generate, generateSecret } from 'otplib';
import { describe, expect, it } from 'vitest';
import {
  TWO_FACTOR_REQUIRED_MESSAGE,
  formatBackupCode,
  sessionReplySchema,
  twoFactorChallengeReplySchema,
} from '@sanctions/contracts';
import { createTestClock } from '../../../../test/build-app';
import { useTestApp } from '../../../../test/use-test-app';
import { buildUser, fixturePasswordHash } from '../../../../test/factories';
import { loginAttempts, userTwoFactor } from '../../../db/schema/users';
import { generateBackupCode } from '../../../lib/tokens';
import { postLogin } from '../../../../test/auth-test-support';

describe('sign-in with two-factor authentication', () => {
  const clock = createTestClock(new Date('2026-05-05T07:00:00.000Z'));

  const t = useTestApp({ clock });

  const epoch = () => Math.floor(clock.now().getTime() / 1000);

  async function userWithTwoFactor(backupCodes: string[] = []) {
    const user = await buildUser(t.db);
    const secret = generateSecret();
    await t.db.insert(userTwoFactor).values({
      userId: user.id,
      secret,
      isEnabled: true,
      enabledAt: clock.now(),
      backupCodes: await Promise.all(
        backupCodes.map(async (code) => ({ hash: await fixturePasswordHash(code), usedAt: null })),
      ),
    });
    return { user, secret };
  }

  it('answers the challenge (200, no tokens) when the password is right but no code is sent', async () => {
    const { user } = await userWithTwoFactor();

    const response = await postLogin(t.app, { email: user.email, password: user.plainPassword });

    expect(response.statusCode).toBe(200);
    const challenge = twoFactorChallengeReplySchema.parse(response.json());
    expect(challenge).toMatchObject({
      success: false,
      requires2FA: true,
      message: TWO_FACTOR_REQUIRED_MESSAGE,
    });
    expect(response.json()).not.toHaveProperty('data');
    const [attempt] = await t.db
      .select()
      .from(loginAttempts)
      .where(eq(loginAttempts.email, user.email));
    expect(attempt).toMatchObject({ success: false, failureReason: 'two_factor_required' });
  });

  it('does not reveal the challenge for a wrong password', async () => {
    const { user } = await userWithTwoFactor();
    const response = await postLogin(t.app, { email: user.email, password: 'Wrong-Password-1!' });
    expect(response.statusCode).toBe(401);
    expect(response.json()).not.toHaveProperty('requires2FA');
  });

  it('signs in with the current TOTP code and the temporary token, and refuses the same code twice', async () => {
    const { user, secret } = await userWithTwoFactor();
    const challenge = twoFactorChallengeReplySchema.parse(
      (await postLogin(t.app, { email: user.email, password: user.plainPassword })).json(),
    );
    const code = await generate({ secret, epoch: epoch() });

    const response = await postLogin(t.app, {
      email: user.email,
      password: user.plainPassword,
      twoFactorCode: code,
      temporaryToken: challenge.temporaryToken,
    });

    expect(response.statusCode).toBe(200);
    expect(sessionReplySchema.parse(response.json()).data.user.twoFactorEnabled).toBe(true);
    const replay = await postLogin(t.app, {
      email: user.email,
      password: user.plainPassword,
      twoFactorCode: code,
    });
    expect(replay.statusCode).toBe(401);
    expect(replay.json().message).toBe('Invalid two-factor code');
  });

  it('accepts a code from the previous 30-second step (clock drift) but not an older one', async () => {
    const { user, secret } = await userWithTwoFactor();
    const previousStep = await generate({ secret, epoch: epoch() - 30 });
    const older = await generate({ secret, epoch: epoch() - 90 });

    const tooOld = await postLogin(t.app, {
      email: user.email,
      password: user.plainPassword,
      twoFactorCode: older,
    });
    const drifted = await postLogin(t.app, {
      email: user.email,
      password: user.plainPassword,
      twoFactorCode: previousStep,
    });

    expect(tooOld.statusCode).toBe(401);
    expect(drifted.statusCode).toBe(200);
  });

  it('refuses a wrong code and a temporary token issued for someone else', async () => {
    const { user, secret } = await userWithTwoFactor();
    const { user: other } = await userWithTwoFactor();
    const otherChallenge = twoFactorChallengeReplySchema.parse(
      (await postLogin(t.app, { email: other.email, password: other.plainPassword })).json(),
    );
    const code = await generate({ secret, epoch: epoch() });
    const wrongCode = code === '000000' ? '111111' : '000000';

    const wrong = await postLogin(t.app, {
      email: user.email,
      password: user.plainPassword,
      twoFactorCode: wrongCode,
    });
    const foreignToken = await postLogin(t.app, {
      email: user.email,
      password: user.plainPassword,
      twoFactorCode: code,
      temporaryToken: otherChallenge.temporaryToken,
    });

    expect(wrong.statusCode).toBe(401);
    expect(foreignToken.statusCode).toBe(401);
    expect(foreignToken.json().message).toMatch(/expired/);
  });

  it('accepts an unused backup code once (any case, with or without the hyphen), then marks it used', async () => {
    const backup = generateBackupCode();
    const { user } = await userWithTwoFactor([generateBackupCode(), backup]);

    const first = await postLogin(t.app, {
      email: user.email,
      password: user.plainPassword,
      twoFactorCode: formatBackupCode(backup).toLowerCase(),
    });
    const second = await postLogin(t.app, {
      email: user.email,
      password: user.plainPassword,
      twoFactorCode: backup,
    });

    expect(first.statusCode).toBe(200);
    expect(second.statusCode).toBe(401);
    const [row] = await t.db.select().from(userTwoFactor).where(eq(userTwoFactor.userId, user.id));
    expect(row?.backupCodes.map((entry) => entry.usedAt)).toEqual([
      null,
      clock.now().toISOString(),
    ]);
  });
});
