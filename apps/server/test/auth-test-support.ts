import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import {
  DEVICE_FINGERPRINT_HEADER,
  deviceFingerprintFor,
  sessionReplySchema,
} from '@sanctions/contracts';
import type { TokenPair } from '@sanctions/contracts';

/** The user agent every test request sends, and the fingerprint the spec's client derives from it. */
export const TEST_USER_AGENT =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0';
export const TEST_FINGERPRINT = deviceFingerprintFor(TEST_USER_AGENT);

const clientHeaders = {
  'user-agent': TEST_USER_AGENT,
  [DEVICE_FINGERPRINT_HEADER]: TEST_FINGERPRINT,
};

/** POST /api/v2/auth-simple/login as the spec's client sends it. */
export function postLogin(
  app: FastifyInstance,
  payload: Record<string, unknown>,
  options: { ip?: string } = {},
): Promise<LightMyRequestResponse> {
  return app.inject({
    method: 'POST',
    url: '/api/v2/auth-simple/login',
    headers: clientHeaders,
    payload,
    ...(options.ip ? { remoteAddress: options.ip } : {}),
  });
}

/** Signs in and returns the token pair, failing the test if sign-in does not succeed. */
export async function signIn(
  app: FastifyInstance,
  email: string,
  password: string,
): Promise<TokenPair> {
  const response = await postLogin(app, { email, password });
  if (response.statusCode !== 200)
    throw new Error(`sign-in failed: ${response.statusCode} ${response.body}`);
  return sessionReplySchema.parse(response.json()).data.tokens;
}

/** POST /api/v2/auth-simple/refresh. */
export function postRefresh(
  app: FastifyInstance,
  refreshToken: string,
): Promise<LightMyRequestResponse> {
  return app.inject({
    method: 'POST',
    url: '/api/v2/auth-simple/refresh',
    headers: clientHeaders,
    payload: { refreshToken },
  });
}

/** GET /api/v2/auth-simple/me, with a bearer token when given. */
export function getMe(app: FastifyInstance, accessToken?: string): Promise<LightMyRequestResponse> {
  return app.inject({
    method: 'GET',
    url: '/api/v2/auth-simple/me',
    headers:
      accessToken === undefined
        ? clientHeaders
        : { ...clientHeaders, authorization: `Bearer ${accessToken}` },
  });
}

/** POST /api/v2/auth-simple/logout exactly as the spec's client sends it: JSON content type, no body. */
export function postLogout(
  app: FastifyInstance,
  accessToken?: string,
): Promise<LightMyRequestResponse> {
  return app.inject({
    method: 'POST',
    url: '/api/v2/auth-simple/logout',
    headers: {
      ...clientHeaders,
      'content-type': 'application/json',
      ...(accessToken === undefined ? {} : { authorization: `Bearer ${accessToken}` }),
    },
  });
}
