import { generate, generateSecret } from 'otplib';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import {
  DEVICE_FINGERPRINT_HEADER,
  deviceFingerprintFor,
  sessionReplySchema,
} from '@sanctions/contracts';
import type { TokenPair } from '@sanctions/contracts';
import type { DbOrTx } from '../src/db/client';
import { userTwoFactor } from '../src/db/schema/users';
import type { Clock } from '../src/lib/clock';
import { buildUser, fixturePasswordHash } from './factories';
import type { BuildUserOptions } from './factories';

export const BROWSER_UA =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36';

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** A request as the spec's client sends it, with a bearer token when given. */
export function call(
  app: FastifyInstance,
  method: Method,
  url: string,
  options: {
    token?: string;
    payload?: Record<string, unknown>;
    headers?: Record<string, string>;
    userAgent?: string;
  } = {},
): Promise<LightMyRequestResponse> {
  const userAgent = options.userAgent ?? BROWSER_UA;
  return app.inject({
    method,
    url,
    headers: {
      'user-agent': userAgent,
      [DEVICE_FINGERPRINT_HEADER]: deviceFingerprintFor(userAgent),
      ...(options.token === undefined ? {} : { authorization: `Bearer ${options.token}` }),
      ...options.headers,
    },
    ...(options.payload === undefined ? {} : { payload: options.payload }),
  });
}

/** Signs in through the real login route; fails the test unless tokens come back. */
export async function signInAs(
  app: FastifyInstance,
  credentials: {
    email: string;
    password: string;
    twoFactorCode?: string;
    rememberDevice?: boolean;
  },
  options: { userAgent?: string; headers?: Record<string, string> } = {},
) {
  const response = await call(app, 'POST', '/api/v2/auth-simple/login', {
    payload: credentials,
    ...options,
  });
  expect(response.statusCode, response.body).toBe(200);
  return sessionReplySchema.parse(response.json()).data;
}

/** A new user, signed in once. */
export async function signedInUser(
  app: FastifyInstance,
  db: DbOrTx,
  options: BuildUserOptions = {},
): Promise<{ user: Awaited<ReturnType<typeof buildUser>>; tokens: TokenPair; token: string }> {
  const user = await buildUser(db, options);
  const { tokens } = await signInAs(app, { email: user.email, password: user.plainPassword });
  return { user, tokens, token: tokens.accessToken };
}

/** Turns two-factor on for a user directly in the database; returns the secret. */
export async function enableTwoFactorInDb(
  db: DbOrTx,
  userId: string,
  backupCodes: string[] = [],
): Promise<string> {
  const secret = generateSecret();
  await db.insert(userTwoFactor).values({
    userId,
    secret,
    isEnabled: true,
    backupCodes: await Promise.all(
      backupCodes.map(async (code) => ({ hash: await fixturePasswordHash(code), usedAt: null })),
    ),
  });
  return secret;
}

/** The TOTP code of `secret` at the clock's current time. */
export function totpAt(secret: string, clock: Clock): Promise<string> {
  return generate({ secret, epoch: Math.floor(clock.now().getTime() / 1000) });
}

/** Error envelope fields the tests look at. */
export function failure(response: LightMyRequestResponse) {
  const body: unknown = response.json();
  if (typeof body !== 'object' || body === null)
    throw new Error(`not an envelope: ${response.body}`);
  const code: unknown = Reflect.get(body, 'code');
  const error: unknown = Reflect.get(body, 'error');
  const issues: unknown = Reflect.get(body, 'issues');
  const messages = Array.isArray(issues)
    ? issues.map((issue: unknown) =>
        typeof issue === 'object' && issue !== null ? String(Reflect.get(issue, 'message')) : '',
      )
    : [];
  return { status: response.statusCode, code, error, messages };
}
