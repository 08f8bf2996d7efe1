import { meReplySchema } from '@sanctions/contracts';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { buildErrorEnvelope, buildSessionUser } from '@test/fixtures';
import { server } from '@test/msw-server';
import { apiClient } from './api-client';
import { ApiError } from './api-error';
import { readAccessToken, readRefreshToken, storeTokens } from './token-storage';

const ME = '*/api/v2/auth-simple/me';
const REFRESH = '*/api/v2/auth-simple/refresh';
const user = buildSessionUser();

const unauthenticated = () =>
  HttpResponse.json(buildErrorEnvelope('UNAUTHENTICATED', 'Authentication required'), {
    status: 401,
  });

/** /me accepts only `validToken`; counts refresh calls and answers them with `refreshReply`. */
function serveSession(validToken: string, refreshReply: () => Response) {
  const calls = { me: 0, refresh: 0, refreshBodies: [] as unknown[] };
  server.use(
    http.get(ME, ({ request }) => {
      calls.me += 1;
      return request.headers.get('authorization') === `Bearer ${validToken}`
        ? HttpResponse.json({ success: true, data: { user } })
        : unauthenticated();
    }),
    http.post(REFRESH, async ({ request }) => {
      calls.refresh += 1;
      calls.refreshBodies.push(await request.json());
      return refreshReply();
    }),
  );
  return calls;
}

describe('apiClient', () => {
  it('sends the bearer token and the device fingerprint header', async () => {
    storeTokens({ accessToken: 'a-1', refreshToken: 'r-1' });
    let headers: Headers | undefined;
    server.use(
      http.get(ME, ({ request }) => {
        headers = request.headers;
        return HttpResponse.json({ success: true, data: { user } });
      }),
    );
    await apiClient.get('/api/v2/auth-simple/me', meReplySchema);
    expect(headers?.get('authorization')).toBe('Bearer a-1');
    expect(headers?.get('x-device-fingerprint')).toBe(
      `browser-${navigator.userAgent.slice(0, 50)}`,
    );
  });

  it.each([
    { token: 'device-token', expected: 'device-token' },
    { token: null, expected: null },
    { token: undefined, expected: null },
  ])('sends the trusted-device header only with a token ($token)', async ({ token, expected }) => {
    let headers: Headers | undefined;
    server.use(
      http.get(ME, ({ request }) => {
        headers = request.headers;
        return HttpResponse.json({ success: true, data: { user } });
      }),
    );
    await apiClient.get('/api/v2/auth-simple/me', meReplySchema, {
      isAnonymous: true,
      trustedDeviceToken: token,
    });
    expect(headers?.get('x-trusted-device')).toBe(expected);
  });

  it('refreshes once on a 401, stores the new pair and retries', async () => {
    storeTokens({ accessToken: 'expired', refreshToken: 'r-1' });
    const calls = serveSession('a-2', () =>
      HttpResponse.json({
        success: true,
        data: { tokens: { accessToken: 'a-2', refreshToken: 'r-2' } },
      }),
    );
    const reply = await apiClient.get('/api/v2/auth-simple/me', meReplySchema);
    expect(reply.data.user.email).toBe(user.email);
    expect(calls).toEqual({ me: 2, refresh: 1, refreshBodies: [{ refreshToken: 'r-1' }] });
    expect([readAccessToken(), readRefreshToken()]).toEqual(['a-2', 'r-2']);
  });

  it('shares one refresh between concurrent 401s (a rotated refresh token is single-use)', async () => {
    storeTokens({ accessToken: 'expired', refreshToken: 'r-1' });
    const calls = serveSession('a-2', () =>
      HttpResponse.json({
        success: true,
        data: { tokens: { accessToken: 'a-2', refreshToken: 'r-2' } },
      }),
    );
    await Promise.all([1, 2, 3].map(() => apiClient.get('/api/v2/auth-simple/me', meReplySchema)));
    expect(calls.refresh).toBe(1);
  });

  it('clears both tokens and throws the 401 when the refresh fails', async () => {
    storeTokens({ accessToken: 'expired', refreshToken: 'revoked' });
    const calls = serveSession('never', unauthenticated);
    const failure = apiClient.get('/api/v2/auth-simple/me', meReplySchema);
    await expect(failure).rejects.toMatchObject({ status: 401, code: 'UNAUTHENTICATED' });
    expect(calls).toMatchObject({ me: 1, refresh: 1 });
    expect([readAccessToken(), readRefreshToken()]).toEqual([null, null]);
  });

  it('does not refresh without a refresh token', async () => {
    storeTokens({ accessToken: 'expired', refreshToken: '' });
    const calls = serveSession('never', unauthenticated);
    await expect(apiClient.get('/api/v2/auth-simple/me', meReplySchema)).rejects.toBeInstanceOf(
      ApiError,
    );
    expect(calls.refresh).toBe(0);
    expect(readAccessToken()).toBeNull();
  });

  it('keeps the envelope fields of a failure, issues included', async () => {
    server.use(
      http.post('*/api/v2/auth-simple/register', () =>
        HttpResponse.json(
          {
            ...buildErrorEnvelope('VALIDATION_FAILED', 'Request is invalid'),
            issues: [{ path: ['email'], message: 'Invalid email address' }],
          },
          { status: 400 },
        ),
      ),
    );
    const failure = apiClient.post('/api/v2/auth-simple/register', {}, meReplySchema, {
      isAnonymous: true,
    });
    await expect(failure).rejects.toMatchObject({
      status: 400,
      code: 'VALIDATION_FAILED',
      requestId: 'req-test',
      issues: [{ path: ['email'], message: 'Invalid email address' }],
    });
  });

  it('rejects a success reply that does not match the schema', async () => {
    server.use(http.get(ME, () => HttpResponse.json({ success: true, data: { user: { id: 1 } } })));
    await expect(apiClient.get('/api/v2/auth-simple/me', meReplySchema)).rejects.toThrow(
      'Unexpected response from the server',
    );
  });
});
