import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { searchResponseSchema } from '@sanctions/contracts';
import { buildTestApp } from '../../../../test/build-app';
import type { TestApp } from '../../../../test/build-app';
import { postForm, uploadForm } from '../../../../test/bulk-test-support';
import { callAs } from '../../../../test/organization-team';
import { pdfText } from '../../../../test/pdf-text';
import { createListsDir, importListsDir, postSearch } from '../../../../test/search-test-support';
import {
  buildWatchlistOrganization,
  createWatchlist,
} from '../../../../test/watchlist-test-support';

// Invented parties of an invented organisation's own list: no official list names them.
const WATCHLIST = [
  'name,aliases,date of birth,nationality,reference,reason',
  'Quentin Marlowe Vasquez-Threlkeld,Q. Threlkeld,1971-03-14,Portugal,INT-001,Chargeback fraud',
].join('\n');

// ADR 042 in the evidence: the search report prints the watchlist hits apart from sanctions hits, each
// named by its watchlist and the version screened, in English and Arabic.
describe('watchlist hits in the search PDF report (issue 25 §2)', () => {
  let t: TestApp;
  let lists: Awaited<ReturnType<typeof createListsDir>>;
  let token: string;
  let searchId: string;

  beforeAll(async () => {
    lists = await createListsDir(['un']);
    t = await buildTestApp({ env: { LISTS_DIR: lists.dir } });
    await importListsDir(t.app, t.db);
    const { owner } = await buildWatchlistOrganization(t.app, t.db);
    token = owner.accessToken;
    const fraud = await createWatchlist(t.app, token, 'Fraud blocklist', WATCHLIST);
    // A second version of the first list: the report names the version screened.
    const upload = await postForm(
      t.app,
      token,
      `/api/v2/organization/watchlists/${fraud.id}/versions`,
      uploadForm(WATCHLIST.replace('Portugal', 'Spain'), 'fraud-v2.csv'),
    );
    expect(upload.statusCode, upload.body).toBe(201);
    const second = WATCHLIST.replace('Chargeback fraud', 'Chargeback fraud twice');
    const detail = await createWatchlist(t.app, token, 'Refused customers', second);
    expect(detail.name).toBe('Refused customers');
    const response = await postSearch(t.app, token, {
      firstName: 'Quentin Marlowe',
      lastName: 'Vasquez-Threlkeld',
    });
    expect(response.statusCode, response.body).toBe(200);
    const data = searchResponseSchema.parse(response.json()).data;
    expect(data.matches).toEqual([]);
    expect(data.watchlistMatches?.length).toBe(2);
    searchId = data.searchId;
  });
  afterAll(async () => {
    await t?.close();
    await lists?.remove();
  });

  it('English: a section of its own naming each watchlist, its version, reference and reason', async () => {
    const reply = await callAs(t.app, token, 'GET', `/api/v2/search/${searchId}/report.pdf`);
    expect(reply.statusCode, reply.body.slice(0, 300)).toBe(200);
    const text = await pdfText(reply.rawPayload);
    expect(text).toContain('Own watchlist hits (2)');
    expect(text).toContain('not on an official sanctions list');
    for (const expected of ['Fraud blocklist', 'Refused customers', 'INT-001', 'Chargeback fraud'])
      expect(text).toContain(expected);
    expect(text).toMatch(/Version\s+2/);
    expect(text).toMatch(/Version\s+1/);
  });

  it('Arabic: the same section with Arabic labels, the values as written', async () => {
    const reply = await callAs(
      t.app,
      token,
      'GET',
      `/api/v2/search/${searchId}/report.pdf?lang=ar`,
    );
    expect(reply.statusCode, reply.body.slice(0, 300)).toBe(200);
    const text = await pdfText(reply.rawPayload);
    expect(text).toContain('تطابقات قوائم المراقبة الخاصة');
    expect(text).toContain('سبب الإدراج');
    expect(text).toContain('Fraud blocklist');
    expect(text).toContain('INT-001');
    expect(text).not.toContain('Own watchlist hits');
  });
});
