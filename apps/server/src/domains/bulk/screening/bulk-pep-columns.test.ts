import { symlink } from 'node:fs/promises';
import { join } from 'node:path';
import Papa from 'papaparse';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, createTestClock } from '../../../../test/build-app';
import type { TestApp } from '../../../../test/build-app';
import { createListsDir, importListsDir } from '../../../../test/search-test-support';
import { SHARED_DATA_DIR } from '../../../../test/shared-data';
import {
  buildBulkOrganization,
  drainJobs,
  getAs,
  jobStatus,
  startBulkJob,
  uploadForm,
} from '../../../../test/bulk-test-support';

/** The real CC0 files of unitedstates/congress-legislators (see the shared data's PROVENANCE.md). */
const CONGRESS_DIR = join(SHARED_DATA_DIR, 'lists-more', 'pep-us-congress');

const CSV = [
  'Reference,First name,Last name',
  'C-1,Saddam,Hussein',
  'C-2,Charles,Grassley',
  'C-3,Zebulon,Quixotewhistle',
].join('\r\n');

const PEP_HEADERS = {
  en: [
    'PEP match',
    'PEP confidence',
    'PEP position',
    'PEP country',
    'PEP tier',
    'PEP action',
    'Other PEP matches',
  ],
  ar: [
    'تطابق مع شخص معرّض سياسياً',
    'نسبة الثقة (شخص معرّض سياسياً)',
    'المنصب',
    'دولة المنصب',
    'فئة الشخص المعرّض سياسياً',
    'الإجراء (شخص معرّض سياسياً)',
    'تطابقات أخرى مع أشخاص معرّضين سياسياً',
  ],
};

// ADR 040 in bulk: a job of a plan with pepCheck screens each row against the PEP sources too and its results
// file carries the best PEP hit in its own columns; the sanctions status of the row is not changed by it.
describe('PEP hits in bulk result files (issue 25)', () => {
  let testApp: TestApp;
  let lists: Awaited<ReturnType<typeof createListsDir>>;
  const clock = createTestClock(new Date('2026-07-01T09:00:00.000Z'));

  beforeAll(async () => {
    lists = await createListsDir(['un']);
    await symlink(CONGRESS_DIR, join(lists.dir, 'pep_us_congress'));
    testApp = await buildTestApp({ clock, env: { LISTS_DIR: lists.dir } });
    await importListsDir(testApp.app, testApp.db);
  });
  afterAll(async () => {
    await testApp?.close();
    await lists?.remove();
  });

  async function runJob(pepCheck: boolean, locale: 'en' | 'ar' = 'en') {
    const { app, db } = testApp;
    const { member } = await buildBulkOrganization(app, db, { pepCheck });
    const created = await startBulkJob(app, member.token, uploadForm(CSV, 'customers.csv', {}));
    await drainJobs(app);
    expect(await jobStatus(app, member.token, created.jobId)).toMatchObject({
      status: 'completed',
    });
    const results = await getAs(
      app,
      member.token,
      `/api/v2/bulk-search/${created.jobId}/results?format=csv&locale=${locale}`,
    );
    expect(results.statusCode, results.body).toBe(200);
    const [header = [], ...lines] = Papa.parse<string[]>(results.body.replace(/^\uFEFF/, ''), {
      skipEmptyLines: true,
    }).data;
    const cell = (line: string[] | undefined, column: string) => line?.[header.indexOf(column)];
    return { header, lines, cell };
  }

  it('adds the PEP columns on a plan with pepCheck: the senator as a PEP, his row still clear', async () => {
    const { header, lines, cell } = await runJob(true);
    expect(header.slice(-PEP_HEADERS.en.length)).toEqual(PEP_HEADERS.en);
    const [saddam, grassley, nobody] = lines;
    expect(cell(grassley, 'Status')).toBe('Clear');
    expect(cell(grassley, 'PEP match')).toBe('Chuck Grassley');
    expect(cell(grassley, 'PEP position')).toMatch(/US Senator for IA, United States Senate/);
    expect(cell(grassley, 'PEP country')).toBe('US');
    expect(cell(grassley, 'PEP tier')).toBe('National');
    expect(cell(grassley, 'PEP action')).toBe('Enhanced due diligence');
    expect(Number(cell(grassley, 'PEP confidence'))).toBeGreaterThanOrEqual(70);
    // The sanctions hit stays a sanctions hit, with no PEP hit of its own.
    expect(cell(saddam, 'Status')).toBe('Hit');
    expect(cell(saddam, 'PEP match')).toBe('');
    expect(cell(nobody, 'Status')).toBe('Clear');
    expect(cell(nobody, 'PEP match')).toBe('');
  });

  it('names the PEP columns and values in Arabic', async () => {
    const { header, lines, cell } = await runJob(true, 'ar');
    expect(header.slice(-PEP_HEADERS.ar.length)).toEqual(PEP_HEADERS.ar);
    expect(cell(lines[1], 'فئة الشخص المعرّض سياسياً')).toBe('وطني');
    expect(cell(lines[1], 'الإجراء (شخص معرّض سياسياً)')).toBe('العناية الواجبة المعززة');
  });

  it('has no PEP column and no trace of a PEP on a plan without pepCheck', async () => {
    const { header, lines } = await runJob(false);
    expect(header.some((column) => column.startsWith('PEP'))).toBe(false);
    expect(JSON.stringify(lines)).not.toMatch(/Grassley, Chuck|Chuck Grassley|Senator/);
  });
});
