import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bulkRowPageSchema, errorEnvelopeSchema } from '@sanctions/contracts';
import type { BulkRow } from '@sanctions/contracts';
import { buildTestApp, createTestClock } from '../../../../test/build-app';
import type { TestApp } from '../../../../test/build-app';
import { createListsDir, importListsDir } from '../../../../test/search-test-support';
import {
  buildBulkOrganization,
  drainJobs,
  getAs,
  jobStatus,
  startBulkJob,
  uploadForm,
} from '../../../../test/bulk-test-support';

// Three rows of the same listed name share a risk level; the clear names have none.
const CSV = [
  'Reference,First name,Last name',
  'A-1,Saddam,Hussein',
  'A-2,Zebulon,Quixotewhistle',
  'A-3,Saddam,Hussein',
  'A-4,Marigold,Fenwickshire',
  'A-5,Saddam,Hussein',
].join('\n');

describe('bulk job rows: risk filter, paging, and 404 for another organisation', () => {
  let testApp: TestApp;
  let lists: Awaited<ReturnType<typeof createListsDir>>;
  const clock = createTestClock(new Date('2026-06-16T08:00:00.000Z'));

  beforeAll(async () => {
    lists = await createListsDir(['un']);
    testApp = await buildTestApp({ clock, env: { LISTS_DIR: lists.dir } });
    await importListsDir(testApp.app, testApp.db);
  });
  afterAll(async () => {
    await testApp?.close();
    await lists?.remove();
  });

  async function rowPage(token: string, url: string) {
    const response = await getAs(testApp.app, token, url);
    expect(response.statusCode, response.body).toBe(200);
    return bulkRowPageSchema.parse(response.json().data);
  }

  it('filters the rows by risk and pages them in input order', async () => {
    const { app, db } = testApp;
    const { member } = await buildBulkOrganization(app, db);
    const { jobId } = await startBulkJob(app, member.token, uploadForm(CSV, 'book.csv'));
    clock.advance(1_000);
    await drainJobs(app);
    expect((await jobStatus(app, member.token, jobId)).status).toBe('completed');

    const base = `/api/v2/bulk-search/${jobId}/rows`;
    const all = await rowPage(member.token, `${base}?pageSize=100`);
    expect(all.rows.map((row) => row.reference)).toEqual(['A-1', 'A-2', 'A-3', 'A-4', 'A-5']);
    const listed = all.rows.filter((row) => row.reference !== 'A-2' && row.reference !== 'A-4');
    const risk = listed[0]?.riskLevel;
    if (!risk) throw new Error('the listed name was not a hit');
    expect(listed.map((row) => row.riskLevel)).toEqual([risk, risk, risk]);

    const second = await rowPage(member.token, `${base}?risk=${risk}&page=2&pageSize=1`);
    expect(second).toMatchObject({ total: 3, page: 2, pageSize: 1 });
    expect(second.rows.map((row: BulkRow) => row.reference)).toEqual(['A-3']);
    const beyond = await rowPage(member.token, `${base}?risk=${risk}&page=4&pageSize=1`);
    expect(beyond).toMatchObject({ total: 3, rows: [] });

    const otherRisk = (['high', 'medium', 'low'] as const).find((level) => level !== risk);
    const none = await rowPage(member.token, `${base}?risk=${otherRisk}`);
    expect(none).toMatchObject({ total: 0, rows: [] });

    // Status and risk together; a clear row has no risk level.
    const clearPage = await rowPage(member.token, `${base}?status=clear&pageSize=1&page=2`);
    expect(clearPage).toMatchObject({ total: 2 });
    expect(clearPage.rows.map((row) => [row.reference, row.riskLevel])).toEqual([['A-4', null]]);
    expect((await rowPage(member.token, `${base}?status=clear&risk=${risk}`)).total).toBe(0);
  });

  it('answers 404 on every job route to the owner of another organisation', async () => {
    const { app, db } = testApp;
    const { member } = await buildBulkOrganization(app, db);
    const { jobId } = await startBulkJob(app, member.token, uploadForm(CSV, 'book.csv'));
    const other = await buildBulkOrganization(app, db, { organizationRole: 'owner' });
    const token = other.member.token;
    const requests = [
      { method: 'GET' as const, url: `/api/v2/bulk-search/${jobId}` },
      { method: 'GET' as const, url: `/api/v2/bulk-search/${jobId}/rows?risk=high&page=1` },
      { method: 'GET' as const, url: `/api/v2/bulk-search/${jobId}/results?format=xlsx` },
      { method: 'GET' as const, url: `/api/v2/bulk-search/${jobId}/report.pdf?locale=ar` },
      { method: 'POST' as const, url: `/api/v2/bulk-search/${jobId}/cancel` },
    ];
    for (const request of requests) {
      const response = await app.inject({
        ...request,
        headers: { authorization: `Bearer ${token}` },
      });
      expect(response.statusCode, request.url).toBe(404);
      expect(errorEnvelopeSchema.parse(response.json()).code).toBe('NOT_FOUND');
    }
    // The job was neither cancelled nor hidden from its owner.
    expect((await jobStatus(app, member.token, jobId)).status).toBe('pending');
    const list = await getAs(app, token, '/api/v2/bulk-search');
    expect(list.statusCode).toBe(200);
    expect(JSON.stringify(list.json())).not.toContain(jobId);
  });
});
