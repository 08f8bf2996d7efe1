import { describe, expect, it } from 'vitest';
import { TRUSTED_DEVICE_HEADER, twoFactorChallengeReplySchema } from '@sanctions/contracts';
import { createTestClock } from '../../../../test/build-app';
import { useTestApp } from '../../../../test/use-test-app';
import { buildUser } from '../../../../test/factories';
import {
  call,
  enableTwoFactorInDb,
  failure,
  signInAs,
  totpAt,
} from '../../../../test/account-test-support';

const STEP_MS = 30_000;
const DAY_MS = 24 * 60 * 60 * 1000;
const PHONE_UA =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Version/17.0 Mobile/15E148 Safari/604.1';

describe('trusted devices', () => {
  const clock = createTestClock(new Date('2026-07-01T08:00:00.000Z'));

  const t = useTestApp({ clock });

  async function twoFactorUser() {
    const user = await buildUser(t.db);
    const secret = await enableTwoFactorInDb(t.db, user.id);
    /** Signs in with a fresh code (the clock moves one step so no code is reused). */
    const signInWithCode = async (
      options: { rememberDevice?: boolean; userAgent?: string } = {},
    ) => {
      clock.advance(STEP_MS);
      return signInAs(
        t.app,
        {
          email: user.email,
          password: user.plainPassword,
          twoFactorCode: await totpAt(secret, clock),
          ...(options.rememberDevice ? { rememberDevice: true } : {}),
        },
        options.userAgent ? { userAgent: options.userAgent } : {},
      );
    };
    return { user, secret, signInWithCode };
  }

  const withDevice = (token: string) => ({ [TRUSTED_DEVICE_HEADER]: token });

  it('remembers a device after a second factor and skips the code there for 30 days', async () => {
    const { user, signInWithCode } = await twoFactorUser();
    const first = await signInWithCode({ rememberDevice: true });
    const deviceToken = first.trustedDeviceToken ?? '';
    expect(deviceToken).toMatch(/^[A-Za-z0-9_-]{43}$/);

    const skipped = await signInAs(
      t.app,
      { email: user.email, password: user.plainPassword },
      { headers: withDevice(deviceToken) },
    );
    expect(skipped.tokens.accessToken).not.toBe('');
    expect(skipped.trustedDeviceToken).toBeUndefined();

    // A wrong password is still wrong on a trusted device.
    const wrong = await call(t.app, 'POST', '/api/v2/auth-simple/login', {
      payload: { email: user.email, password: 'Wrong-Password-1!' },
      headers: withDevice(deviceToken),
    });
    expect(wrong.statusCode).toBe(401);

    clock.advance(31 * DAY_MS);
    const expired = await call(t.app, 'POST', '/api/v2/auth-simple/login', {
      payload: { email: user.email, password: user.plainPassword },
      headers: withDevice(deviceToken),
    });
    expect(twoFactorChallengeReplySchema.safeParse(expired.json()).success).toBe(true);
  });

  it("does not remember a device without the flag, nor accept another user's device token", async () => {
    const a = await twoFactorUser();
    const b = await twoFactorUser();
    expect((await a.signInWithCode()).trustedDeviceToken).toBeUndefined();
    const bToken = (await b.signInWithCode({ rememberDevice: true })).trustedDeviceToken ?? '';
    const response = await call(t.app, 'POST', '/api/v2/auth-simple/login', {
      payload: { email: a.user.email, password: a.user.plainPassword },
      headers: withDevice(bToken),
    });
    expect(twoFactorChallengeReplySchema.safeParse(response.json()).success).toBe(true);
  });

  it('lists devices with the current one marked and refuses to remove it', async () => {
    const { user, secret, signInWithCode } = await twoFactorUser();
    const laptop = await signInWithCode({ rememberDevice: true });
    const phone = await signInWithCode({ rememberDevice: true, userAgent: PHONE_UA });
    const laptopToken = laptop.trustedDeviceToken ?? '';
    const phoneToken = phone.trustedDeviceToken ?? '';
    const token = laptop.tokens.accessToken;

    const listed = await call(t.app, 'GET', '/api/v2/auth/2fa/devices', {
      token,
      headers: withDevice(laptopToken),
    });
    expect(listed.statusCode, listed.body).toBe(200);
    const devices: { id: string; name: string; type: string; isCurrent: boolean }[] =
      listed.json().data;
    expect(devices.map(({ name, type, isCurrent }) => ({ name, type, isCurrent }))).toEqual([
      { name: 'Safari on iOS', type: 'mobile', isCurrent: false },
      { name: 'Chrome on Windows', type: 'other', isCurrent: true },
    ]);
    const [phoneDevice, laptopDevice] = devices;

    clock.advance(STEP_MS);
    const removeCurrent = await call(
      t.app,
      'DELETE',
      `/api/v2/auth/2fa/devices/${laptopDevice?.id}`,
      {
        token,
        headers: withDevice(laptopToken),
        payload: { password: user.plainPassword, code: await totpAt(secret, clock) },
      },
    );
    expect(failure(removeCurrent)).toMatchObject({
      status: 400,
      error: 'You cannot remove the device you are using',
    });

    const wrongCode = await call(t.app, 'DELETE', `/api/v2/auth/2fa/devices/${phoneDevice?.id}`, {
      token,
      headers: withDevice(laptopToken),
      payload: { password: user.plainPassword, code: '000000' },
    });
    expect(failure(wrongCode)).toMatchObject({ status: 400, error: 'Invalid two-factor code' });

    const removed = await call(t.app, 'DELETE', `/api/v2/auth/2fa/devices/${phoneDevice?.id}`, {
      token,
      headers: withDevice(laptopToken),
      payload: { password: user.plainPassword, code: await totpAt(secret, clock) },
    });
    expect(removed.statusCode, removed.body).toBe(200);
    const phoneLogin = await call(t.app, 'POST', '/api/v2/auth-simple/login', {
      payload: { email: user.email, password: user.plainPassword },
      headers: withDevice(phoneToken),
      userAgent: PHONE_UA,
    });
    expect(twoFactorChallengeReplySchema.safeParse(phoneLogin.json()).success).toBe(true);
  });

  it("answers 404 for another user's device", async () => {
    const owner = await twoFactorUser();
    await owner.signInWithCode({ rememberDevice: true });
    const ownerSession = await owner.signInWithCode();
    const [device] = (
      await call(t.app, 'GET', '/api/v2/auth/2fa/devices', {
        token: ownerSession.tokens.accessToken,
      })
    ).json().data;

    const intruder = await twoFactorUser();
    const session = await intruder.signInWithCode();
    const response = await call(t.app, 'DELETE', `/api/v2/auth/2fa/devices/${device.id}`, {
      token: session.tokens.accessToken,
      payload: {
        password: intruder.user.plainPassword,
        code: await totpAt(intruder.secret, clock),
      },
    });
    expect(failure(response)).toMatchObject({ status: 404, code: 'NOT_FOUND' });
  });

  it('forgets every trusted device when two-factor is disabled', async () => {
    const { user, secret, signInWithCode } = await twoFactorUser();
    const remembered = await signInWithCode({ rememberDevice: true });
    clock.advance(STEP_MS);
    const disabled = await call(t.app, 'POST', '/api/v2/auth/2fa/disable', {
      token: remembered.tokens.accessToken,
      payload: { password: user.plainPassword, code: await totpAt(secret, clock) },
    });
    expect(disabled.statusCode, disabled.body).toBe(200);
    const listed = await call(t.app, 'GET', '/api/v2/auth/2fa/devices', {
      token: remembered.tokens.accessToken,
    });
    expect(listed.json().data).toEqual([]);
  });
});
