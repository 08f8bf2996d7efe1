import Papa from 'papaparse';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../../test/build-app';
import type { TestApp } from '../../../../test/build-app';
import { drainJobs, getAs, startBulkJob, uploadForm } from '../../../../test/bulk-test-support';
import { createListsDir, importListsDir } from '../../../../test/search-test-support';
import {
  buildWatchlistOrganization,
  createWatchlist,
} from '../../../../test/watchlist-test-support';

// Invented parties of an invented organisation's own list: no official list names them.
const WATCHLIST = [
  'name,aliases,date of birth,nationality,reference,reason',
  'Quentin Marlowe Vasquez-Threlkeld,Q. Threlkeld,1971-03-14,Portugal,INT-001,Chargeback fraud',
].join('\n');

const CUSTOMERS = [
  'Reference,First name,Last name',
  'C-1,Quentin Marlowe,Vasquez-Threlkeld',
  'C-2,Zebulon,Quixotewhistle',
].join('\r\n');

const WATCHLIST_HEADERS = {
  en: ['Watchlist match (list)', 'Watchlist reference', 'Watchlist reason', 'Watchlist confidence'],
  ar: [
    'تطابق مع قائمة المراقبة (القائمة)',
    'مرجع قائمة المراقبة',
    'سبب الإدراج في قائمة المراقبة',
    'نسبة الثقة (قائمة المراقبة)',
  ],
};

// ADR 042 in bulk result files: a job screened against the organisation's own watchlists carries the
// row's best watchlist hit in its own columns (list and version, reference, reason, confidence).
describe('watchlist columns in bulk result files (issue 25 §2)', () => {
  let testApp: TestApp;
  let lists: Awaited<ReturnType<typeof createListsDir>>;

  beforeAll(async () => {
    lists = await createListsDir(['un']);
    testApp = await buildTestApp({ env: { LISTS_DIR: lists.dir } });
    await importListsDir(testApp.app, testApp.db);
  });
  afterAll(async () => {
    await testApp?.close();
    await lists?.remove();
  });

  async function results(watchlistScreening: boolean, locale: 'en' | 'ar') {
    const { app, db } = testApp;
    const { owner } = await buildWatchlistOrganization(app, db, { watchlistScreening });
    if (watchlistScreening)
      await createWatchlist(app, owner.accessToken, 'Fraud blocklist', WATCHLIST);
    const created = await startBulkJob(app, owner.accessToken, uploadForm(CUSTOMERS, 'c.csv'));
    await drainJobs(app);
    const reply = await getAs(
      app,
      owner.accessToken,
      `/api/v2/bulk-search/${created.jobId}/results?format=csv&locale=${locale}`,
    );
    expect(reply.statusCode, reply.body).toBe(200);
    const [header = [], ...lines] = Papa.parse<string[]>(reply.body.replace(/^\uFEFF/, ''), {
      skipEmptyLines: true,
    }).data;
    const cell = (line: string[] | undefined, column: string) => line?.[header.indexOf(column)];
    return { header, lines, cell };
  }

  it.each(['en', 'ar'] as const)(
    '%s: the hit row names the list and version, reference, reason and confidence; the other row is empty',
    async (locale) => {
      const { header, lines, cell } = await results(true, locale);
      const [list, reference, reason, confidence] = WATCHLIST_HEADERS[locale];
      expect(header.slice(-4)).toEqual(WATCHLIST_HEADERS[locale]);
      const [hit, clear] = lines;
      expect(cell(hit, list ?? '')).toBe('Fraud blocklist (v1)');
      expect(cell(hit, reference ?? '')).toBe('INT-001');
      expect(cell(hit, reason ?? '')).toBe('Chargeback fraud');
      expect(Number(cell(hit, confidence ?? ''))).toBeGreaterThanOrEqual(90);
      expect([cell(clear, list ?? ''), cell(clear, reference ?? '')]).toEqual(['', '']);
    },
  );

  it('has no watchlist column for a job whose plan screens no watchlists', async () => {
    const { header } = await results(false, 'en');
    expect(header.some((column) => column.startsWith('Watchlist'))).toBe(false);
  });
});
