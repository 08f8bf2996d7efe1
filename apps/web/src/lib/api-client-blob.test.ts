import { meReplySchema } from '@sanctions/contracts';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { buildErrorEnvelope, buildSessionUser } from '@test/fixtures';
import { server } from '@test/msw-server';
import { apiClient } from './api-client';
import { ApiError } from './api-error';
import { readAccessToken, storeTokens } from './token-storage';

const FILE = '*/api/v2/files/report.pdf';
const REFRESH = '*/api/v2/auth-simple/refresh';
const PDF_BYTES = '%PDF-1.7 test';

const pdf = () => new HttpResponse(PDF_BYTES, { headers: { 'Content-Type': 'application/pdf' } });
const unauthenticated = () =>
  HttpResponse.json(buildErrorEnvelope('UNAUTHENTICATED', 'Authentication required'), {
    status: 401,
  });

/** The file answers only `validToken`; the refresh hands out `validToken` and is counted. */
function serveFile(validToken: string, reply: () => Response = pdf) {
  const calls = { file: 0, refresh: 0, headers: [] as Headers[] };
  server.use(
    http.get(FILE, ({ request }) => {
      calls.file += 1;
      calls.headers.push(request.headers);
      return request.headers.get('authorization') === `Bearer ${validToken}`
        ? reply()
        : unauthenticated();
    }),
    http.get('*/api/v2/auth-simple/me', ({ request }) =>
      request.headers.get('authorization') === `Bearer ${validToken}`
        ? HttpResponse.json({ success: true, data: { user: buildSessionUser() } })
        : unauthenticated(),
    ),
    http.post(REFRESH, () => {
      calls.refresh += 1;
      return HttpResponse.json({
        success: true,
        data: { tokens: { accessToken: validToken, refreshToken: `r-${calls.refresh + 1}` } },
      });
    }),
  );
  return calls;
}

describe('apiClient.getBlob', () => {
  it('sends the bearer token, the fingerprint and the asked media type, and returns the bytes', async () => {
    storeTokens({ accessToken: 'a-1', refreshToken: 'r-1' });
    const calls = serveFile('a-1');
    const blob = await apiClient.getBlob('/api/v2/files/report.pdf', { accept: 'application/pdf' });
    expect(await blob.text()).toBe(PDF_BYTES);
    const [headers] = calls.headers;
    expect(headers?.get('authorization')).toBe('Bearer a-1');
    expect(headers?.get('accept')).toBe('application/pdf');
    expect(headers?.get('x-device-fingerprint')).toBe(
      `browser-${navigator.userAgent.slice(0, 50)}`,
    );
    expect(calls.refresh).toBe(0);
  });

  it('refreshes once on a 401 and retries with the new token', async () => {
    storeTokens({ accessToken: 'expired', refreshToken: 'r-1' });
    const calls = serveFile('a-2');
    const blob = await apiClient.getBlob('/api/v2/files/report.pdf');
    expect(await blob.text()).toBe(PDF_BYTES);
    expect(calls).toMatchObject({ file: 2, refresh: 1 });
    expect(readAccessToken()).toBe('a-2');
  });

  it('shares the single refresh with concurrent JSON calls', async () => {
    storeTokens({ accessToken: 'expired', refreshToken: 'r-1' });
    const calls = serveFile('a-2');
    await Promise.all([
      apiClient.getBlob('/api/v2/files/report.pdf'),
      apiClient.get('/api/v2/auth-simple/me', meReplySchema),
      apiClient.getBlob('/api/v2/files/report.pdf'),
    ]);
    expect(calls.refresh).toBe(1);
  });

  it.each([
    [
      'an error envelope',
      () => HttpResponse.json(buildErrorEnvelope('NOT_FOUND', 'Search not found'), { status: 404 }),
      { status: 404, code: 'NOT_FOUND', message: 'Search not found' },
    ],
    [
      'a reply of another media type',
      () => HttpResponse.json({ success: true }),
      { status: 200, code: null, message: 'Unexpected response from the server' },
    ],
  ])('throws an ApiError for %s', async (_case, reply, expected) => {
    storeTokens({ accessToken: 'a-1', refreshToken: 'r-1' });
    serveFile('a-1', reply);
    const failure = apiClient.getBlob('/api/v2/files/report.pdf', { accept: 'application/pdf' });
    await expect(failure).rejects.toBeInstanceOf(ApiError);
    await expect(failure).rejects.toMatchObject(expected);
  });
});
