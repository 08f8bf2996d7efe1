import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  alertDetailResponseSchema,
  bulkRowPageSchema,
  errorEnvelopeSchema,
  openSearchHitCaseResponseSchema,
  searchResponseSchema,
} from '@sanctions/contracts';
import { monitoringAlerts } from '../../../db/schema/monitoring';
import { buildTestApp } from '../../../../test/build-app';
import type { TestApp } from '../../../../test/build-app';
import {
  drainJobs,
  getAs,
  postForm,
  startBulkJob,
  uploadForm,
} from '../../../../test/bulk-test-support';
import { addMember, callAs } from '../../../../test/organization-team';
import {
  createListsDir,
  createSignedInUser,
  importListsDir,
  postSearch,
} from '../../../../test/search-test-support';
import {
  buildWatchlistOrganization,
  createWatchlist,
} from '../../../../test/watchlist-test-support';

const FROM_SEARCH = '/api/v2/monitoring/cases/from-search/watchlist';
const FROM_BULK_ROW = '/api/v2/monitoring/cases/from-bulk-row/watchlist';

// Invented parties of an invented organisation's own list: no official list names them.
const HEADER = 'name,aliases,date of birth,nationality,reference,reason';
const THRELKELD =
  'Quentin Marlowe Vasquez-Threlkeld,Q. Threlkeld,1971-03-14,Portugal,INT-001,Chargeback fraud';
const FAULKES = 'Ottoline Brackenridge-Faulkes,,1980-02-02,Ireland,INT-002,Refused onboarding';

// ADR 042, addendum: a hit on the organisation's own watchlist opens a case as an official hit does (ADR 024),
// scoped to the caller's organisation, as an alert of kind `watchlist`.
describe('a case opened on a watchlist hit of a search or a bulk row', () => {
  let t: TestApp;
  let lists: Awaited<ReturnType<typeof createListsDir>>;

  beforeAll(async () => {
    lists = await createListsDir(['un']);
    t = await buildTestApp({ env: { LISTS_DIR: lists.dir } });
    await importListsDir(t.app, t.db);
  });
  afterAll(async () => {
    await t?.close();
    await lists?.remove();
  });

  const post = (token: string | undefined, url: string, payload: Record<string, unknown>) =>
    t.app.inject({
      method: 'POST',
      url,
      headers: token === undefined ? {} : { authorization: `Bearer ${token}` },
      payload,
    });

  async function searchThrelkeld(token: string) {
    const response = await postSearch(t.app, token, {
      firstName: 'Quentin Marlowe',
      lastName: 'Vasquez-Threlkeld',
    });
    expect(response.statusCode, response.body).toBe(200);
    const data = searchResponseSchema.parse(response.json()).data;
    const [hit] = data.watchlistMatches ?? [];
    if (hit === undefined) throw new Error('no watchlist hit');
    return { searchId: data.searchId, watchlistId: hit.watchlist.id, entryId: hit.entry.id };
  }

  it('opens the case once, keyed like monitoring, and refuses 401, 403 and 404', async () => {
    const { organizationId, owner } = await buildWatchlistOrganization(t.app, t.db);
    const member = await addMember(t.app, t.db, organizationId, 'member');
    const list = await createWatchlist(
      t.app,
      owner.accessToken,
      'Fraud blocklist',
      [HEADER, THRELKELD].join('\n'),
    );
    const open = await searchThrelkeld(member.accessToken);
    expect(open.watchlistId).toBe(list.id);

    expect((await post(undefined, FROM_SEARCH, open)).statusCode).toBe(401);
    // A standalone account has no watchlist; another organisation cannot open ours, nor probe it.
    const standalone = await createSignedInUser(t.app, t.db);
    expect((await post(standalone.token, FROM_SEARCH, open)).statusCode).toBe(404);
    const other = await buildWatchlistOrganization(t.app, t.db);
    await createWatchlist(
      t.app,
      other.owner.accessToken,
      'Their list',
      [HEADER, THRELKELD].join('\n'),
    );
    expect((await post(other.owner.accessToken, FROM_SEARCH, open)).statusCode).toBe(404);
    // Their own search, naming our watchlist and row: that hit is not in their search.
    const theirs = await searchThrelkeld(other.owner.accessToken);
    const crossed = await post(other.owner.accessToken, FROM_SEARCH, {
      searchId: theirs.searchId,
      watchlistId: open.watchlistId,
      entryId: open.entryId,
    });
    expect(crossed.statusCode, crossed.body).toBe(404);
    expect(errorEnvelopeSchema.parse(crossed.json()).messageKey).toBe('cases.hitNotFound');
    // A plan without watchlist screening: 403, before the body is read.
    const lean = await buildWatchlistOrganization(t.app, t.db, { watchlistScreening: false });
    const refused = await post(lean.owner.accessToken, FROM_SEARCH, {});
    expect(refused.statusCode, refused.body).toBe(403);
    expect(errorEnvelopeSchema.parse(refused.json()).messageKey).toBe('watchlist.planLacksFeature');
    expect(
      (await post(member.accessToken, FROM_SEARCH, { searchId: open.searchId })).statusCode,
    ).toBe(400);

    const created = await post(member.accessToken, FROM_SEARCH, open);
    expect(created.statusCode, created.body).toBe(201);
    const { alertId } = openSearchHitCaseResponseSchema.parse(created.json()).data;
    const again = await post(owner.accessToken, FROM_SEARCH, open);
    expect(again.statusCode, again.body).toBe(200);
    expect(openSearchHitCaseResponseSchema.parse(again.json()).data).toEqual({
      alertId,
      created: false,
    });

    const detail = alertDetailResponseSchema.parse(
      (
        await callAs(t.app, owner.accessToken, 'GET', `/api/v2/monitoring/alerts/${alertId}`)
      ).json(),
    ).data;
    expect(detail).toMatchObject({
      kind: 'watchlist',
      trigger: 'search_hit',
      status: 'open',
      entry: { sanctionList: 'watchlist', listSource: 'Fraud blocklist' },
    });
    expect(detail.watchlistMatch?.entry).toMatchObject({ reference: 'INT-001' });
    expect(detail.events[0]).toMatchObject({
      kind: 'raised',
      details: { trigger: 'search_hit', searchId: open.searchId, watchlistId: list.id },
    });
    const [stored] = await t.db
      .select({
        sanctionList: monitoringAlerts.sanctionList,
        watchlistId: monitoringAlerts.watchlistId,
        sourceId: monitoringAlerts.sourceId,
      })
      .from(monitoringAlerts)
      .where(eq(monitoringAlerts.id, alertId));
    // The pair monitoring raises (watchlist, normalised reference), so a decision or clearance holds for both.
    expect(stored).toEqual({
      sanctionList: null,
      watchlistId: list.id,
      sourceId: `${list.id}:ref:int-001`,
    });
    expect(
      (await callAs(t.app, other.owner.accessToken, 'GET', `/api/v2/monitoring/alerts/${alertId}`))
        .statusCode,
    ).toBe(404);
  });

  it('refuses a row the watchlist no longer lists (409), and a deleted watchlist (404)', async () => {
    const { owner } = await buildWatchlistOrganization(t.app, t.db);
    const list = await createWatchlist(
      t.app,
      owner.accessToken,
      'Refused',
      [HEADER, THRELKELD].join('\n'),
    );
    const open = await searchThrelkeld(owner.accessToken);
    const upload = await postForm(
      t.app,
      owner.accessToken,
      `/api/v2/organization/watchlists/${list.id}/versions`,
      uploadForm([HEADER, FAULKES].join('\n'), 'refused-v2.csv'),
    );
    expect(upload.statusCode, upload.body).toBe(201);
    const gone = await post(owner.accessToken, FROM_SEARCH, open);
    expect(gone.statusCode, gone.body).toBe(409);
    expect(errorEnvelopeSchema.parse(gone.json()).messageKey).toBe('cases.entryNoLongerListed');

    await callAs(t.app, owner.accessToken, 'DELETE', `/api/v2/organization/watchlists/${list.id}`);
    expect((await post(owner.accessToken, FROM_SEARCH, open)).statusCode).toBe(404);
  });

  it('opens the case of a bulk row’s watchlist hit; another organisation gets 404', async () => {
    const { owner } = await buildWatchlistOrganization(t.app, t.db);
    const list = await createWatchlist(
      t.app,
      owner.accessToken,
      'Fraud blocklist',
      [HEADER, THRELKELD].join('\n'),
    );
    const customers = [
      'Reference,First name,Last name,Arabic name,Date of birth,Nationality,Type',
      'C-1,Quentin Marlowe,Vasquez-Threlkeld,,,,',
    ].join('\n');
    const job = await startBulkJob(
      t.app,
      owner.accessToken,
      uploadForm(customers, 'customers.csv'),
    );
    await drainJobs(t.app);
    const rows = await getAs(t.app, owner.accessToken, `/api/v2/bulk-search/${job.jobId}/rows`);
    const [row] = bulkRowPageSchema.parse(rows.json().data).rows;
    const hit = row?.watchlistMatches?.[0];
    if (row === undefined || hit === undefined) throw new Error('no watchlist hit on the row');
    const open = {
      jobId: job.jobId,
      rowNumber: row.rowNumber,
      watchlistId: hit.watchlist.id,
      entryId: hit.entry.id,
    };
    expect(open.watchlistId).toBe(list.id);

    expect((await post(undefined, FROM_BULK_ROW, open)).statusCode).toBe(401);
    const other = await buildWatchlistOrganization(t.app, t.db);
    expect((await post(other.owner.accessToken, FROM_BULK_ROW, open)).statusCode).toBe(404);
    const lean = await buildWatchlistOrganization(t.app, t.db, { watchlistScreening: false });
    expect((await post(lean.owner.accessToken, FROM_BULK_ROW, open)).statusCode).toBe(403);

    const created = await post(owner.accessToken, FROM_BULK_ROW, open);
    expect(created.statusCode, created.body).toBe(201);
    const { alertId } = openSearchHitCaseResponseSchema.parse(created.json()).data;
    const detail = alertDetailResponseSchema.parse(
      (
        await callAs(t.app, owner.accessToken, 'GET', `/api/v2/monitoring/alerts/${alertId}`)
      ).json(),
    ).data;
    expect(detail).toMatchObject({ kind: 'watchlist', trigger: 'search_hit' });
    expect(detail.events[0]?.details).toMatchObject({
      bulkJobId: job.jobId,
      rowNumber: row.rowNumber,
    });
  });
});
