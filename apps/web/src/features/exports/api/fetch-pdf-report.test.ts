import { describe, expect, it } from 'vitest';
import { pdfReportPath } from './fetch-pdf-report';

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
