import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { buildErrorEnvelope } from '@test/fixtures';
import { server } from '@test/msw-server';
import { storeTokens } from '@/lib/token-storage';
import { fetchPdfReport, pdfReportPath } from './fetch-pdf-report';

describe('pdfReportPath', () => {
  it.each([
    [{ searchId: 'abc', language: 'en' } as const, '/api/v2/search/abc/report.pdf?lang=en'],
    [
      { searchId: 'abc', language: 'ar', matchIndex: 0 } as const,
      '/api/v2/search/abc/report.pdf?lang=ar&match=0',
    ],
    [
      { searchId: 'a/b', language: 'en', matchIndex: 3 } as const,
      '/api/v2/search/a%2Fb/report.pdf?lang=en&match=3',
    ],
  ])('%o → %s', (request, path) => {
    expect(pdfReportPath(request)).toBe(path);
  });
});

describe('fetchPdfReport', () => {
  const REPORT = '*/api/v2/search/:id/report.pdf';

  it('downloads the report of one match through the api client, a refresh on 401 included', async () => {
    storeTokens({ accessToken: 'expired', refreshToken: 'r-1' });
    const seen: { url: string; accept: string | null }[] = [];
    server.use(
      http.get(REPORT, ({ request }) => {
        seen.push({ url: request.url, accept: request.headers.get('accept') });
        return request.headers.get('authorization') === 'Bearer a-2'
          ? new HttpResponse('%PDF-1.7', { headers: { 'Content-Type': 'application/pdf' } })
          : HttpResponse.json(buildErrorEnvelope('UNAUTHENTICATED', 'Authentication required'), {
              status: 401,
            });
      }),
      http.post('*/api/v2/auth-simple/refresh', () =>
        HttpResponse.json({
          success: true,
          data: { tokens: { accessToken: 'a-2', refreshToken: 'r-2' } },
        }),
      ),
    );
    const pdf = await fetchPdfReport({ searchId: 's-1', language: 'ar', matchIndex: 2 });
    expect(await pdf.text()).toBe('%PDF-1.7');
    expect(seen).toHaveLength(2);
    expect(seen[1]?.url).toMatch(/\/api\/v2\/search\/s-1\/report\.pdf\?lang=ar&match=2$/);
    expect(seen[1]?.accept).toBe('application/pdf');
  });

  it.each([
    [
      'the server refuses it',
      () =>
        HttpResponse.json(
          buildErrorEnvelope('SERVICE_UNAVAILABLE', 'PDF rendering is unavailable'),
          {
            status: 503,
          },
        ),
      { status: 503, code: 'SERVICE_UNAVAILABLE', message: 'PDF rendering is unavailable' },
    ],
    [
      'the reply is not a PDF',
      () => new HttpResponse('<html></html>', { headers: { 'Content-Type': 'text/html' } }),
      { status: 200, message: 'Unexpected response from the server' },
    ],
  ])('fails when %s', async (_case, reply, expected) => {
    storeTokens({ accessToken: 'a-1', refreshToken: 'r-1' });
    server.use(http.get(REPORT, reply));
    await expect(fetchPdfReport({ searchId: 's-1', language: 'en' })).rejects.toMatchObject(
      expected,
    );
  });
});
