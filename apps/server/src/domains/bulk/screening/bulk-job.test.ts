import ExcelJS from 'exceljs';
import Papa from 'papaparse';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  apiKeyCreatedSchema,
  bulkJobCreatedSchema,
  bulkJobListSchema,
  bulkRowPageSchema,
  errorEnvelopeSchema,
} from '@sanctions/contracts';
import { auditLogs, notifications } from '../../../db/schema/users';
import { organizationUsage } from '../../../db/schema/billing';
import { bulkSearchJobs } from '../../../db/schema/search';
import { buildTestApp, createTestClock } from '../../../../test/build-app';
import type { TestApp } from '../../../../test/build-app';
import {
  createListsDir,
  createSignedInUser,
  importListsDir,
} from '../../../../test/search-test-support';
import {
  buildBulkOrganization,
  drainJobs,
  getAs,
  jobStatus,
  startBulkJob,
  uploadForm,
} from '../../../../test/bulk-test-support';

const HEADER = 'Reference;First name;Last name;Arabic name;Date of birth;Nationality;Type';
// UTF-8 BOM, semicolons, quoted fields (one holding the separator), a formula, an invalid row.
const CSV = [
  `\uFEFF${HEADER}`,
  'C-1;Saddam;Hussein;;;;individual',
  'C-2;"Zebulon; Jr";Quixotewhistle;;;;',
  'C-3;;;;;;',
  '=SUM(1+2);;;صدام حسين التكريتي;;;',
].join('\r\n');

describe('bulk screening job: start, screen in chunks, status, rows and results', () => {
  let testApp: TestApp;
  let lists: Awaited<ReturnType<typeof createListsDir>>;
  const clock = createTestClock(new Date('2026-06-10T08:00:00.000Z'));

  beforeAll(async () => {
    lists = await createListsDir(['un']);
    testApp = await buildTestApp({ clock, env: { LISTS_DIR: lists.dir } });
    await importListsDir(testApp.app, testApp.db);
  });
  afterAll(async () => {
    await testApp?.close();
    await lists?.remove();
  });

  it('answers 202 at once, screens every valid row once, and exports one line per input row in order', async () => {
    const { app, db } = testApp;
    const { organization, member } = await buildBulkOrganization(app, db);
    const created = await startBulkJob(
      app,
      member.token,
      uploadForm(CSV, 'customers.csv', { minConfidence: '70' }),
    );
    expect(created.job).toMatchObject({
      status: 'pending',
      fileName: 'customers.csv',
      totalRows: 3,
      invalidRows: 1,
      processedRows: 0,
      rowsPerSecond: null,
    });
    expect(created.invalidRowSample).toEqual([
      { rowNumber: 3, lineNumber: 4, reason: expect.any(String) },
    ]);

    clock.advance(2_000);
    await drainJobs(app);
    const done = await jobStatus(app, member.token, created.jobId);
    expect(done).toMatchObject({
      status: 'completed',
      totalRows: 3,
      processedRows: 3,
      errorRows: 0,
      clearRows: 1,
      algorithmVersion: expect.any(String),
      secondsRemaining: null,
    });
    expect(done.hits.high + done.hits.medium + done.hits.low).toBe(2);
    expect(done.startedAt).not.toBeNull();

    // One search per screened row, in the organisation's month; invalid rows count nothing.
    const usage = await db
      .select()
      .from(organizationUsage)
      .where(eq(organizationUsage.organizationId, organization.id));
    expect(usage.reduce((sum, row) => sum + row.searchCount, 0)).toBe(3);

    const rows = await getAs(
      app,
      member.token,
      `/api/v2/bulk-search/${created.jobId}/rows?pageSize=10`,
    );
    const page = bulkRowPageSchema.parse(rows.json().data);
    expect(page.total).toBe(4);
    expect(page.rows.map((row) => [row.rowNumber, row.reference, row.status])).toEqual([
      [1, 'C-1', 'hit'],
      [2, 'C-2', 'clear'],
      [3, 'C-3', 'invalid'],
      [4, '=SUM(1+2)', 'hit'],
    ]);
    const saddam = page.rows[0];
    expect(saddam?.matches[0]?.sanctionEntry.fullName).toMatch(/SADDAM HUSSEIN/i);
    expect(saddam?.matches[0]?.explanation.tokens.length).toBeGreaterThan(0);
    expect(page.rows[2]?.invalidReason).toBeTruthy();

    const hits = await getAs(
      app,
      member.token,
      `/api/v2/bulk-search/${created.jobId}/rows?status=hit`,
    );
    expect(bulkRowPageSchema.parse(hits.json().data).total).toBe(2);

    const results = await getAs(
      app,
      member.token,
      `/api/v2/bulk-search/${created.jobId}/results?format=csv`,
    );
    expect(results.statusCode, results.body).toBe(200);
    expect(results.headers['content-type']).toMatch(/text\/csv/);
    expect(results.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    const parsed = Papa.parse<string[]>(results.body.replace(/^\uFEFF/, ''), {
      skipEmptyLines: true,
    });
    const [header, ...lines] = parsed.data;
    expect(header?.slice(0, 7)).toEqual(HEADER.split(';'));
    expect(lines).toHaveLength(4);
    expect(lines.map((line) => line[1])).toEqual(['Saddam', 'Zebulon; Jr', '', '']);
    // A cell that would run as a formula in a spreadsheet is neutralised.
    expect(lines[3]?.[0]?.startsWith('=')).toBe(false);
    expect(lines[3]?.[0]).toContain('SUM(1+2)');
    const joined = lines.map((line) => line.join('|'));
    expect(joined[0]).toMatch(/SADDAM HUSSEIN/i);
    expect(joined[2]).toContain(page.rows[2]?.invalidReason ?? '???');

    const xlsx = await getAs(
      app,
      member.token,
      `/api/v2/bulk-search/${created.jobId}/results?format=xlsx&locale=ar`,
    );
    expect(xlsx.statusCode, xlsx.body).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(Uint8Array.from(xlsx.rawPayload).buffer);
    const sheet = workbook.worksheets[0];
    expect(sheet?.views[0]?.rightToLeft).toBe(true);
    expect(sheet?.actualRowCount).toBe(5);
    expect(sheet?.getRow(2).getCell(1).text).toBe('C-1');

    // The user hears about it once, in the notification list, and the activity log has both ends.
    const notes = await db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, member.user.id));
    expect(notes.map((note) => note.title)).toEqual(['Bulk search completed (rows: 3)']);
    expect(notes[0]?.messageKey).toBe('bulk.completed');
    const actions = await db
      .select({ action: auditLogs.action })
      .from(auditLogs)
      .where(eq(auditLogs.userId, member.user.id));
    expect(actions.map((a) => a.action)).toEqual(
      expect.arrayContaining(['bulk_search_started', 'bulk_search_completed']),
    );

    // Running the chunks again writes nothing twice.
    await drainJobs(app);
    expect(await jobStatus(app, member.token, created.jobId)).toMatchObject({ processedRows: 3 });

    const list = await getAs(app, member.token, '/api/v2/bulk-search');
    expect(bulkJobListSchema.parse(list.json().data).jobs.map((job) => job.jobId)).toContain(
      created.jobId,
    );
  });

  it('cuts large files into chunks that share the work and complete the job once', async () => {
    const { app, db } = testApp;
    const { member } = await buildBulkOrganization(app, db);
    const lines = ['First name,Last name'];
    for (let i = 0; i < 600; i += 1) lines.push(`Person${i},Clearname${i}`);
    const created = await startBulkJob(app, member.token, uploadForm(lines.join('\n')));
    expect(created.job.totalRows).toBe(600);
    const chunks = await app.jobs.runOnce();
    expect(chunks).toBe(3);
    const done = await jobStatus(app, member.token, created.jobId);
    expect(done).toMatchObject({ status: 'completed', processedRows: 600, clearRows: 600 });
    const notes = await db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, member.user.id));
    expect(notes).toHaveLength(1);
  });

  it('cancels a waiting job (its chunks then do nothing) and refuses to cancel a finished one', async () => {
    const { app, db } = testApp;
    const { member } = await buildBulkOrganization(app, db);
    const created = await startBulkJob(
      app,
      member.token,
      uploadForm('First name\nSaddam\nZebulon'),
    );
    const cancel = await app.inject({
      method: 'POST',
      url: `/api/v2/bulk-search/${created.jobId}/cancel`,
      headers: { authorization: `Bearer ${member.token}` },
    });
    expect(cancel.statusCode, cancel.body).toBe(200);
    expect(cancel.json().data.status).toBe('cancelled');
    await drainJobs(app);
    expect(await jobStatus(app, member.token, created.jobId)).toMatchObject({
      status: 'cancelled',
      processedRows: 0,
    });
    const again = await app.inject({
      method: 'POST',
      url: `/api/v2/bulk-search/${created.jobId}/cancel`,
      headers: { authorization: `Bearer ${member.token}` },
    });
    expect(again.statusCode).toBe(409);
    expect(errorEnvelopeSchema.parse(again.json()).code).toBe('CONFLICT');
  });

  it("answers 404 for another user's job, lets the organisation's owner read it, and 401 without a session", async () => {
    const { app, db } = testApp;
    const { organization, member } = await buildBulkOrganization(app, db);
    const created = await startBulkJob(app, member.token, uploadForm('First name\nZebulon'));
    const stranger = await createSignedInUser(app, db);
    for (const path of ['', '/rows', '/results', '/report.pdf']) {
      const response = await getAs(
        app,
        stranger.token,
        `/api/v2/bulk-search/${created.jobId}${path}`,
      );
      expect(response.statusCode, path).toBe(404);
      expect(errorEnvelopeSchema.parse(response.json()).code).toBe('NOT_FOUND');
    }
    const strangerCancel = await app.inject({
      method: 'POST',
      url: `/api/v2/bulk-search/${created.jobId}/cancel`,
      headers: { authorization: `Bearer ${stranger.token}` },
    });
    expect(strangerCancel.statusCode).toBe(404);
    const colleague = await createSignedInUser(app, db, {
      organizationId: organization.id,
      organizationRole: 'member',
    });
    expect(
      (await getAs(app, colleague.token, `/api/v2/bulk-search/${created.jobId}`)).statusCode,
    ).toBe(404);
    const owner = await createSignedInUser(app, db, {
      organizationId: organization.id,
      organizationRole: 'owner',
    });
    expect((await getAs(app, owner.token, `/api/v2/bulk-search/${created.jobId}`)).statusCode).toBe(
      200,
    );

    for (const url of [
      '/api/v2/bulk-search',
      `/api/v2/bulk-search/${created.jobId}`,
      '/api/v2/bulk-search/template',
    ]) {
      const anonymous = await getAs(app, undefined, url);
      expect(anonymous.statusCode, url).toBe(401);
      expect(errorEnvelopeSchema.parse(anonymous.json()).code).toBe('UNAUTHENTICATED');
    }
    const anonymousUpload = await app.inject({
      method: 'POST',
      url: '/api/v2/bulk-search',
      payload: uploadForm('First name\nZebulon'),
    });
    expect(anonymousUpload.statusCode).toBe(401);
  });

  it('prints the PDF summary through the shared printer, and records the API key that started a job', async () => {
    const { app, db } = testApp;
    const standalone = await createSignedInUser(app, db);
    const keyReply = await app.inject({
      method: 'POST',
      url: '/api/v2/user/api-keys',
      headers: { authorization: `Bearer ${standalone.token}` },
      payload: { name: 'CRM sync', scopes: ['bulk'] },
    });
    expect(keyReply.statusCode, keyReply.body).toBe(201);
    const { key } = apiKeyCreatedSchema.parse(keyReply.json().data);
    const response = await app.inject({
      method: 'POST',
      url: '/api/v2/bulk-search',
      headers: { 'x-api-key': key },
      payload: uploadForm('First name,Last name\nSaddam,Hussein'),
    });
    expect(response.statusCode, response.body).toBe(202);
    const { jobId } = bulkJobCreatedSchema.parse(response.json().data);
    const [stored] = await db.select().from(bulkSearchJobs).where(eq(bulkSearchJobs.jobId, jobId));
    expect(stored?.apiKeyId).toEqual(expect.any(String));
    await drainJobs(app);
    const status = await app.inject({
      method: 'GET',
      url: `/api/v2/bulk-search/${jobId}`,
      headers: { 'x-api-key': key },
    });
    expect(status.json().data.status).toBe('completed');

    const pdf = await getAs(
      app,
      standalone.token,
      `/api/v2/bulk-search/${jobId}/report.pdf?locale=ar`,
    );
    if (pdf.statusCode === 200) {
      expect(pdf.headers['content-type']).toBe('application/pdf');
      expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    } else {
      // No Chromium on this machine: the shared printer's clear 503, in the envelope.
      expect(pdf.statusCode).toBe(503);
      expect(errorEnvelopeSchema.parse(pdf.json()).message).toMatch(/Chromium/);
    }
  });
});
