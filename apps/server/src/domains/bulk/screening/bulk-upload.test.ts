import ExcelJS from 'exceljs';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  BULK_TEMPLATE_HEADERS,
  MAX_BULK_FILE_BYTES,
  MAX_BULK_ROWS,
  bulkPreviewSchema,
  bulkRowPageSchema,
  errorEnvelopeSchema,
} from '@sanctions/contracts';
import { bulkSearchJobs, bulkSearchRows } from '../../../db/schema/search';
import { buildTestApp, createTestClock } from '../../../../test/build-app';
import type { TestApp } from '../../../../test/build-app';
import { createListsDir, importListsDir } from '../../../../test/search-test-support';
import {
  buildBulkOrganization,
  drainJobs,
  getAs,
  jobStatus,
  postForm,
  startBulkJob,
  uploadForm,
} from '../../../../test/bulk-test-support';

const PREVIEW = '/api/v2/bulk-search/preview';
const START = '/api/v2/bulk-search';

async function arabicWorkbook(rows: string[][]): Promise<Uint8Array> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('العملاء');
  const ar = BULK_TEMPLATE_HEADERS.ar;
  sheet.addRow([
    ar.reference,
    ar.firstName,
    ar.lastName,
    ar.arabicName,
    ar.dateOfBirth,
    ar.nationality,
    ar.entityType,
  ]);
  for (const row of rows) sheet.addRow(row);
  return new Uint8Array(await workbook.xlsx.writeBuffer());
}

describe('bulk screening uploads: preview, mapping, validation and bad files', () => {
  let testApp: TestApp;
  let lists: Awaited<ReturnType<typeof createListsDir>>;
  let token: string;
  const clock = createTestClock(new Date('2026-06-12T08:00:00.000Z'));

  beforeAll(async () => {
    lists = await createListsDir(['un']);
    testApp = await buildTestApp({ clock, env: { LISTS_DIR: lists.dir } });
    await importListsDir(testApp.app, testApp.db);
    ({
      member: { token },
    } = await buildBulkOrganization(testApp.app, testApp.db));
  });
  afterAll(async () => {
    await testApp?.close();
    await lists?.remove();
  });

  async function refusal(url: string, form: FormData) {
    const response = await postForm(testApp.app, token, url, form);
    return { status: response.statusCode, body: errorEnvelopeSchema.parse(response.json()) };
  }

  it('previews a CSV with BOM, semicolons and quoted fields: columns, suggested mapping, count and sample', async () => {
    const csv =
      '\uFEFFCustomer ID;Given name;Surname;Notes\r\nA-1;"Ali; Jr";Hassan;"said ""hi"""\r\nA-2;Mona;Saleh;\r\n';
    const response = await postForm(testApp.app, token, PREVIEW, uploadForm(csv, 'book.csv'));
    expect(response.statusCode, response.body).toBe(200);
    const preview = bulkPreviewSchema.parse(response.json().data);
    expect(preview).toMatchObject({
      fileName: 'book.csv',
      format: 'csv',
      columns: ['Customer ID', 'Given name', 'Surname', 'Notes'],
      totalRows: 2,
    });
    expect(preview.suggestedMapping).toMatchObject({
      'Given name': 'firstName',
      Surname: 'lastName',
    });
    expect(preview.unmappedFields).toContain('arabicName');
    expect(preview.sampleRows[0]).toMatchObject({ 'Given name': 'Ali; Jr', Notes: 'said "hi"' });
  });

  it('reads an Excel file with the Arabic template headers and screens it', async () => {
    const xlsx = await arabicWorkbook([
      ['R-1', 'Saddam', 'Hussein', '', '', '', 'individual'],
      ['R-2', '', '', 'زيبولون كيخوته', '', '', ''],
    ]);
    const preview = await postForm(testApp.app, token, PREVIEW, uploadForm(xlsx, 'عملاء.xlsx'));
    expect(preview.statusCode, preview.body).toBe(200);
    const data = bulkPreviewSchema.parse(preview.json().data);
    expect(data.format).toBe('xlsx');
    expect(data.unmappedFields).toEqual([]);
    expect(data.totalRows).toBe(2);

    const created = await startBulkJob(testApp.app, token, uploadForm(xlsx, 'عملاء.xlsx'));
    await drainJobs(testApp.app);
    const job = await jobStatus(testApp.app, token, created.jobId);
    expect(job).toMatchObject({
      status: 'completed',
      totalRows: 2,
      processedRows: 2,
      clearRows: 1,
    });
  });

  it('uses the mapping the user confirmed, and lists refused rows with their file line and reason', async () => {
    const csv = [
      'ID,Col A,Col B,Born',
      'X-1,Mona,Saleh,1980-02-30',
      'X-2,,,',
      'X-3,Zebulon,Quixotewhistle,1975',
    ].join('\n');
    const mapping = JSON.stringify({
      ID: 'reference',
      'Col A': 'firstName',
      'Col B': 'lastName',
      Born: 'dateOfBirth',
    });
    const created = await startBulkJob(
      testApp.app,
      token,
      uploadForm(csv, 'mapped.csv', { mapping }),
    );
    expect(created.job.totalRows + created.job.invalidRows).toBe(3);
    const invalidLines = created.invalidRowSample.map((issue) => issue.lineNumber);
    expect(invalidLines).toContain(3);
    for (const issue of created.invalidRowSample) expect(issue.reason.length).toBeGreaterThan(5);
    const rows = await getAs(
      testApp.app,
      token,
      `/api/v2/bulk-search/${created.jobId}/rows?status=invalid`,
    );
    const page = bulkRowPageSchema.parse(rows.json().data);
    expect(page.rows.map((row) => row.reference)).toContain('X-2');

    const unknown = await refusal(
      START,
      uploadForm(csv, 'mapped.csv', { mapping: JSON.stringify({ Nope: 'firstName' }) }),
    );
    expect(unknown.status).toBe(400);
    expect(unknown.body.message).toMatch(/columns the file does not have: Nope/);
  });

  it('refuses empty files, files without data rows or name columns, and binary files named .csv', async () => {
    const json = await testApp.app.inject({
      method: 'POST',
      url: START,
      headers: { authorization: `Bearer ${token}` },
      payload: { firstName: 'Saddam' },
    });
    expect(json.statusCode).toBe(415);
    expect(errorEnvelopeSchema.parse(json.json()).message).toMatch(/multipart\/form-data/);

    const empty = await refusal(PREVIEW, uploadForm('', 'empty.csv'));
    expect(empty.status).toBe(400);
    expect(empty.body.code).toBe('VALIDATION_FAILED');

    const headerOnly = await refusal(START, uploadForm('First name,Last name\n', 'header.csv'));
    expect(headerOnly.status).toBe(400);
    expect(headerOnly.body.message).toMatch(/no data rows/i);

    const noName = await refusal(START, uploadForm('Colour,Size\nred,4\n', 'shop.csv'));
    expect(noName.status).toBe(400);
    expect(noName.body.message).toMatch(/No column of the file is mapped to a name/);

    const binary = new Uint8Array(4_096);
    for (let i = 0; i < binary.length; i += 1) binary[i] = (i * 7919) % 256;
    const refused = await refusal(START, uploadForm(binary, 'customers.csv'));
    expect([400, 415]).toContain(refused.status);
    expect(refused.body.message.length).toBeGreaterThan(10);
  });

  it(`refuses ${MAX_BULK_ROWS + 1} rows and a file over ${MAX_BULK_FILE_BYTES / 1024 / 1024} MB in the envelope`, async () => {
    const many = `First name\n${'A\n'.repeat(MAX_BULK_ROWS + 1)}`;
    // The preview streams the same reader as the start, without storing rows first.
    const tooMany = await refusal(PREVIEW, uploadForm(many, 'many.csv'));
    expect(tooMany.status).toBe(400);
    expect(tooMany.body.message).toMatch(/100[,.]?000/);

    const big = new Uint8Array(MAX_BULK_FILE_BYTES + 1_024).fill(0x41);
    const tooLarge = await refusal(START, uploadForm(big, 'big.csv'));
    expect(tooLarge.status).toBe(413);
    expect(tooLarge.body.code).toBe('PAYLOAD_TOO_LARGE');
    expect(tooLarge.body.message).toMatch(/larger than 20 MB/);
  });

  // The start route counts the rows in a pass that stores nothing before its insert transaction: a
  // refusal after inserting 100,000 rows took a minute on PGlite, so the timeout below would catch it.
  it(
    `refuses ${MAX_BULK_ROWS + 1} rows on the start route before inserting any`,
    { timeout: 30_000 },
    async () => {
      const { db } = testApp;
      const [before] = await db.select({ rows: count() }).from(bulkSearchRows);
      const many = `Reference,First name,Last name\n${Array.from(
        { length: MAX_BULK_ROWS + 1 },
        (_, i) => `R-${i},Name${i},Family${i}\n`,
      ).join('')}`;
      const refused = await refusal(START, uploadForm(many, 'many.csv'));
      expect(refused.status).toBe(400);
      expect(refused.body.message).toMatch(/100[,.]?000/);
      const [after] = await db.select({ rows: count() }).from(bulkSearchRows);
      expect(after?.rows).toBe(before?.rows);
      const jobs = await db
        .select({ id: bulkSearchJobs.id })
        .from(bulkSearchJobs)
        .where(eq(bulkSearchJobs.fileName, 'many.csv'));
      expect(jobs).toEqual([]);
    },
  );

  it('downloads the template in both formats and languages', async () => {
    const csv = await getAs(
      testApp.app,
      token,
      '/api/v2/bulk-search/template?format=csv&locale=ar',
    );
    expect(csv.statusCode).toBe(200);
    expect(csv.body).toContain(BULK_TEMPLATE_HEADERS.ar.firstName);
    const xlsx = await getAs(
      testApp.app,
      token,
      '/api/v2/bulk-search/template?format=xlsx&locale=en',
    );
    expect(xlsx.statusCode).toBe(200);
    expect(xlsx.rawPayload.subarray(0, 2).toString()).toBe('PK');
  });
});
