import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bulkRowPageSchema } from '@sanctions/contracts';
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
  'Reference,First name,Last name,Arabic name,Date of birth,Nationality,Type',
  'C-1,Quentin Marlowe,Vasquez-Threlkeld,,,,',
  'C-2,Zebulon,Quixotewhistle,,,,',
].join('\n');

describe('custom watchlists in bulk screening (ADR 042)', () => {
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

  async function screenCustomers(token: string) {
    const { app } = testApp;
    const created = await startBulkJob(app, token, uploadForm(CUSTOMERS, 'customers.csv'));
    await drainJobs(app);
    const response = await getAs(app, token, `/api/v2/bulk-search/${created.jobId}/rows`);
    expect(response.statusCode, response.body).toBe(200);
    return bulkRowPageSchema.parse(response.json().data).rows;
  }

  it("a row naming a party of the organisation's watchlist is a hit, with the list named", async () => {
    const { app, db } = testApp;
    const { owner } = await buildWatchlistOrganization(app, db);
    const list = await createWatchlist(app, owner.accessToken, 'Fraud blocklist', WATCHLIST);
    const rows = await screenCustomers(owner.accessToken);
    const [threlkeld, other] = rows;
    expect(threlkeld).toMatchObject({ reference: 'C-1', status: 'hit', matches: [] });
    expect(threlkeld?.watchlistMatches?.[0]?.watchlist).toMatchObject({
      id: list.id,
      name: 'Fraud blocklist',
    });
    expect(threlkeld?.watchlistMatches?.[0]?.entry.reference).toBe('INT-001');
    expect(threlkeld?.topConfidence).toBeGreaterThanOrEqual(90);
    expect(other).toMatchObject({ reference: 'C-2', status: 'clear', watchlistMatches: [] });
  });

  it("another organisation's bulk job never hits it, and a plan without the feature gets no field", async () => {
    const { app, db } = testApp;
    const mine = await buildWatchlistOrganization(app, db);
    await createWatchlist(app, mine.owner.accessToken, 'Private', WATCHLIST);
    const theirs = await buildWatchlistOrganization(app, db);
    const theirRows = await screenCustomers(theirs.owner.accessToken);
    expect(theirRows[0]).toMatchObject({ status: 'clear', watchlistMatches: [] });

    const lean = await buildWatchlistOrganization(app, db, { watchlistScreening: false });
    const leanRows = await screenCustomers(lean.owner.accessToken);
    expect(leanRows[0]?.status).toBe('clear');
    expect(leanRows[0]?.watchlistMatches).toBeUndefined();
  });
});
