import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  errorEnvelopeSchema,
  exportTemplateReplySchema,
  searchResponseSchema,
} from '@sanctions/contracts';
import { buildTestApp, createTestClock } from '../../../../test/build-app';
import type { TestApp } from '../../../../test/build-app';
import {
  callAs,
  createListsDir,
  createSignedInUser,
  importListsDir,
  postSearch,
} from '../../../../test/search-test-support';

const run = promisify(execFile);

/** Text of a PDF as poppler's pdftotext extracts it (logical order for RTL runs). */
async function pdfText(pdf: Buffer): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'report-'));
  try {
    const file = join(dir, 'report.pdf');
    await writeFile(file, pdf);
    const { stdout } = await run('pdftotext', ['-enc', 'UTF-8', file, '-']);
    // pdftotext wraps RTL runs in embedding controls (U+202A-U+202E); the letters between them are what counts.
    return stdout.replace(/[\u202a-\u202e]/g, '');
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

describe('GET /api/v2/search/:id/report.pdf', () => {
  let testApp: TestApp;
  let lists: Awaited<ReturnType<typeof createListsDir>>;
  let token: string;
  let searchId: string;
  const clock = createTestClock(new Date('2026-03-10T09:30:00.000Z'));

  beforeAll(async () => {
    lists = await createListsDir(['un']);
    testApp = await buildTestApp({ clock, env: { LISTS_DIR: lists.dir } });
    await importListsDir(testApp.app, testApp.db);
    ({ token } = await createSignedInUser(testApp.app, testApp.db, { firstName: 'Amira' }));
    const response = await postSearch(testApp.app, token, {
      firstName: 'Saddam',
      lastName: 'Hussein',
      arabicName: 'صدام حسين التكريتي',
    });
    searchId = searchResponseSchema.parse(response.json()).data.searchId;
  });
  afterAll(async () => {
    await testApp?.close();
    await lists?.remove();
  });

  it('prints the English report with title, screener, versions, algorithm and the Arabic name in logical order', async () => {
    const response = await callAs(
      testApp.app,
      token,
      'GET',
      `/api/v2/search/${searchId}/report.pdf`,
    );
    expect(response.statusCode, response.body.slice(0, 300)).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe(
      'attachment; filename="sanctions-report-2026-03-10T09-30-00-000Z.pdf"',
    );
    expect(response.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const text = await pdfText(response.rawPayload);
    expect(text).toContain('Sanctions Compliance Report');
    expect(text).toContain('Amira');
    expect(text).toContain('SADDAM HUSSEIN AL-TIKRITI');
    expect(text).toContain('صدام حسين التكريتي');
    expect(text).toContain('Algorithm version');
    expect(text).toContain('UN Consolidated List');
    expect(text).toMatch(/Confidence\s+\d+%/);
    // Running header with the search id and page numbers on every page.
    expect(text).toContain(`Search ID: ${searchId}`);
    expect(text).toMatch(/Page 1 \/ \d+/);
    expect(text).toContain('Aliases');
  });

  it('prints the Arabic report right-to-left with the Arabic analysis, for one match', async () => {
    const response = await callAs(
      testApp.app,
      token,
      'GET',
      `/api/v2/search/${searchId}/report.pdf?lang=ar&match=0`,
    );
    expect(response.statusCode, response.body.slice(0, 300)).toBe(200);
    const text = await pdfText(response.rawPayload);
    expect(text).toContain('تقرير الامتثال للعقوبات');
    expect(text).toContain('Sanctions Compliance Report');
    expect(text).toContain('صدام حسين التكريتي');
    expect(text).toContain('درجة الثقة');
    expect(text).not.toContain('Match 2');
    expect(text).toMatch(/صفحة 1 \/ \d+/);
    expect(text).toContain('الأسماء المستعارة');
    expect(text).not.toContain('Aliases');
    expect(text).toContain('الأمم المتحدة');
    expect(text).not.toContain('UN Consolidated List');
    // Token rules are labelled in Arabic too.
    expect(text).not.toMatch(/\b(exact|variant|transliteration|phonetic|fuzzy|skeleton)\b/);
    expect(response.headers['content-disposition']).toBe(
      'attachment; filename="sanctions-report-SADDAM-HUSSEIN-AL-TIKRITI-2026-03-10T09-30-00-000Z.pdf"',
    );
  });

  it('answers 404 for a match index the search does not have and for another user', async () => {
    const missing = await callAs(
      testApp.app,
      token,
      'GET',
      `/api/v2/search/${searchId}/report.pdf?match=999`,
    );
    expect(missing.statusCode).toBe(404);
    const { token: strangerToken } = await createSignedInUser(testApp.app, testApp.db);
    const forbidden = await callAs(
      testApp.app,
      strangerToken,
      'GET',
      `/api/v2/search/${searchId}/report.pdf`,
    );
    expect(forbidden.statusCode).toBe(404);
  });

  it('follows an export template: its fields first, only its sections and columns; another user gets 404', async () => {
    const created = await testApp.app.inject({
      method: 'POST',
      url: '/api/v2/export-templates',
      headers: { authorization: `Bearer ${token}` },
      payload: {
        name: 'Case file',
        templateType: 'investigation',
        configuration: {
          format: 'pdf',
          sections: ['matches', 'summary'],
          columns: ['fullName', 'riskLevel'],
          customFields: [{ label: 'Case number', value: 'KYC-2026-117' }],
        },
      },
    });
    expect(created.statusCode, created.body).toBe(201);
    const templateId = exportTemplateReplySchema.parse(created.json()).data.template.id;

    const response = await callAs(
      testApp.app,
      token,
      'GET',
      `/api/v2/search/${searchId}/report.pdf?template=${templateId}`,
    );
    expect(response.statusCode, response.body.slice(0, 300)).toBe(200);
    const text = await pdfText(response.rawPayload);
    expect(text).toContain('Case number');
    expect(text).toContain('KYC-2026-117');
    expect(text).toContain('Summary');
    expect(text).toContain('SADDAM HUSSEIN AL-TIKRITI');
    expect(text).toContain('Risk level');
    // Left out by the template: the audit context, the confidence column and the explanations.
    expect(text).not.toContain('Algorithm version');
    expect(text).not.toMatch(/Confidence\s+\d+%/);
    expect(text).not.toContain('Name token explanation');

    const stranger = await createSignedInUser(testApp.app, testApp.db);
    const strangerSearch = searchResponseSchema.parse(
      (await postSearch(testApp.app, stranger.token, { firstName: 'Saddam' })).json(),
    ).data.searchId;
    const refused = await callAs(
      testApp.app,
      stranger.token,
      'GET',
      `/api/v2/search/${strangerSearch}/report.pdf?template=${templateId}`,
    );
    expect(refused.statusCode).toBe(404);
  });

  it('answers 503 with a clear code when Chromium is missing', async () => {
    const previous = process.env.CHROMIUM_PATH;
    process.env.CHROMIUM_PATH = '/nonexistent/chromium';
    const other = await buildTestApp({ clock, database: testApp.database });
    if (previous === undefined) delete process.env.CHROMIUM_PATH;
    else process.env.CHROMIUM_PATH = previous;
    try {
      const response = await callAs(
        other.app,
        token,
        'GET',
        `/api/v2/search/${searchId}/report.pdf`,
      );
      expect(response.statusCode).toBe(503);
      expect(errorEnvelopeSchema.parse(response.json()).code).toBe('SERVICE_UNAVAILABLE');
    } finally {
      await other.close();
    }
  });
});
