import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { twoFactorSetupReplySchema } from '@sanctions/contracts';
import { buildTestApp, createTestClock } from '../../../../test/build-app';
import type { TestApp } from '../../../../test/build-app';
import { buildUser } from '../../../../test/factories';
import { useTestApp } from '../../../../test/use-test-app';
import { userTwoFactor } from '../../../db/schema/users';
import { resealTwoFactorSecrets } from '../../../lib/secret-box/reseal-two-factor-secrets';
import { deriveSecretKey } from '../../../lib/secret-box/secret-keys';
import {
  call,
  enableTwoFactorInDb,
  failure,
  signInAs,
  signedInUser,
  totpAt,
} from '../../../../test/account-test-support';

const STEP_MS = 30_000;
const KEY_A = 'first-secrets-key-of-at-least-32-characters';
const KEY_B = 'second-secrets-key-of-at-least-32-characters';

describe('two-factor secrets at rest (ADR 013)', () => {
  const clock = createTestClock(new Date('2026-06-01T12:00:00.000Z'));
  const t = useTestApp({ clock, env: { SECRETS_KEY: KEY_A } });
  const others: TestApp[] = [];

  /**
   * Another instance on the same database with other key settings, closed after the test: each one holds
   * a pooled connection for its LISTEN, and the test pool is small.
   */
  async function instance(env: Record<string, string>): Promise<FastifyInstance> {
    const other = await buildTestApp({ clock, env, database: t.database });
    others.push(other);
    return other.app;
  }
  afterEach(async () => {
    await Promise.all(others.splice(0).map((other) => other.close()));
  });

  const storedSecret = async (userId: string) => {
    const [row] = await t.db.select().from(userTwoFactor).where(eq(userTwoFactor.userId, userId));
    return row?.secret ?? '';
  };

  /** Signs in with a fresh TOTP code (one step later each time: a step is never accepted twice). */
  async function signInWithCode(
    app: FastifyInstance,
    user: { email: string; plainPassword: string },
    secret: string,
  ) {
    clock.advance(STEP_MS);
    return call(app, 'POST', '/api/v2/auth-simple/login', {
      payload: {
        email: user.email,
        password: user.plainPassword,
        twoFactorCode: await totpAt(secret, clock),
      },
    });
  }

  /** A user who enabled two-factor through the API under `app`'s key; returns the secret shown at set-up. */
  async function enabledThroughApi(app: FastifyInstance) {
    const { user, token } = await signedInUser(app, t.db);
    const setup = await call(app, 'POST', '/api/v2/auth/2fa/setup', {
      token,
      payload: { password: user.plainPassword },
    });
    const { secret } = twoFactorSetupReplySchema.parse(setup.json()).data;
    const verified = await call(app, 'POST', '/api/v2/auth/2fa/verify', {
      token,
      payload: { code: await totpAt(secret, clock) },
    });
    expect(verified.statusCode, verified.body).toBe(200);
    return { user, secret };
  }

  it('stores the set-up secret sealed under the current key, never in clear, and reads it back at sign-in', async () => {
    const { user, secret } = await enabledThroughApi(t.app);
    const stored = await storedSecret(user.id);
    expect(stored).not.toContain(secret);
    expect(stored).toMatch(new RegExp(`^v1:${deriveSecretKey(KEY_A).id}:`));
    expect((await signInWithCode(t.app, user, secret)).statusCode).toBe(200);
  });

  it('fails closed under a wrong key: 503 for that code check only, other sign-ins and routes unaffected', async () => {
    const { user, secret } = await enabledThroughApi(t.app);
    const wrong = await instance({ SECRETS_KEY: KEY_B });

    const refused = await signInWithCode(wrong, user, secret);
    expect(failure(refused)).toMatchObject({
      status: 503,
      code: 'SERVICE_UNAVAILABLE',
      error: 'Two-factor codes cannot be checked right now. Please try again later.',
    });
    const plain = await buildUser(t.db);
    await signInAs(wrong, { email: plain.email, password: plain.plainPassword });
    expect((await wrong.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
    // Nothing was rewritten: the right key still opens it.
    expect((await signInWithCode(t.app, user, secret)).statusCode).toBe(200);
  });

  it('rotates: the old key in SECRETS_KEY_PREVIOUS still opens, the start-up pass moves rows to the new key', async () => {
    const { user, secret } = await enabledThroughApi(t.app);
    const rotated = await instance({ SECRETS_KEY: KEY_B, SECRETS_KEY_PREVIOUS: `${KEY_A}` });
    expect((await signInWithCode(rotated, user, secret)).statusCode).toBe(200);

    const report = await resealTwoFactorSecrets(t.db, rotated.secretBox);
    expect(report.resealed).toBeGreaterThanOrEqual(1);
    expect(await storedSecret(user.id)).toMatch(new RegExp(`^v1:${deriveSecretKey(KEY_B).id}:`));
    // A second pass finds nothing left to do, and once moved the new key alone is enough.
    expect((await resealTwoFactorSecrets(t.db, rotated.secretBox)).resealed).toBe(0);
    await others.splice(0).pop()?.close();
    const newOnly = await instance({ SECRETS_KEY: KEY_B });
    expect((await signInWithCode(newOnly, user, secret)).statusCode).toBe(200);
  });

  it('reads a clear-text row from before and seals it in the start-up pass', async () => {
    const user = await buildUser(t.db);
    const secret = await enableTwoFactorInDb(t.db, user.id);
    const newOnly = await instance({ SECRETS_KEY: KEY_B });
    expect((await signInWithCode(newOnly, user, secret)).statusCode).toBe(200);

    const report = await resealTwoFactorSecrets(t.db, newOnly.secretBox);
    expect(report.unreadable).toEqual([]);
    const stored = await storedSecret(user.id);
    expect(stored).not.toContain(secret);
    expect(stored.startsWith(`v1:${deriveSecretKey(KEY_B).id}:`)).toBe(true);
    expect((await signInWithCode(newOnly, user, secret)).statusCode).toBe(200);
  });

  it('reports rows no key opens and leaves them as they are', async () => {
    const { user } = await enabledThroughApi(t.app);
    const before = await storedSecret(user.id);
    const unrelated = await instance({ SECRETS_KEY: KEY_B });
    // KEY_A rows from the earlier tests were moved to KEY_B; this one is still under KEY_A.
    const report = await resealTwoFactorSecrets(t.db, unrelated.secretBox);
    expect(report.unreadable).toContainEqual({ userId: user.id, keyId: deriveSecretKey(KEY_A).id });
    expect(await storedSecret(user.id)).toBe(before);
  });
});
