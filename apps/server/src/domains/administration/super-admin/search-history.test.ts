import { beforeAll, describe, expect, it } from 'vitest';
import { searchEvidenceResponseSchema, searchHistoryReplySchema } from '@sanctions/contracts';
import type { SearchHistoryReply } from '@sanctions/contracts';
import { createTestClock } from '../../../../test/build-app';
import { buildUser } from '../../../../test/factories';
import type { UserRow } from '../../../../test/factories';
import { useTestApp } from '../../../../test/use-test-app';
import { searchSessions } from '../../../db/schema/search';
import {
  callAs,
  seedSearches,
  signedInAs,
} from '../../../../test/administration/super-admin-test-support';
import type { SignedIn } from '../../../../test/administration/super-admin-test-support';

const NOW = new Date('2026-05-04T15:20:00.000Z');

describe('GET /api/v2/super-admin/search-history', () => {
  const t = useTestApp({ clock: createTestClock(NOW) });
  let superAdmin: SignedIn;
  let layla: UserRow;
  let omar: UserRow;
  let withEvidenceId: string;

  async function history(query = ''): Promise<SearchHistoryReply['data']> {
    const response = await callAs(
      t.app,
      superAdmin.accessToken,
      'GET',
      `/api/v2/super-admin/search-history${query}`,
    );
    expect(response.statusCode, response.body).toBe(200);
    return searchHistoryReplySchema.parse(response.json()).data;
  }

  beforeAll(async () => {
    superAdmin = await signedInAs(t.app, t.db, 'super_admin');
    layla = await buildUser(t.db, { firstName: 'Layla', lastName: 'Haddad' });
    omar = await buildUser(t.db, { firstName: 'Omar', lastName: 'Nasser' });
    const rows = await seedSearches(t.db, [
      {
        userId: layla.id,
        at: new Date('2026-05-01T09:00:00.000Z'),
        firstName: 'Qusay',
        lastName: 'Hussein',
        nationality: 'IQ',
        matchesFound: 3,
        searchTime: 120,
      },
      {
        userId: layla.id,
        at: new Date('2026-05-02T09:00:00.000Z'),
        firstName: 'John',
        lastName: 'Smith',
      },
      {
        userId: omar.id,
        at: new Date('2026-05-03T23:30:00.000Z'),
        arabicName: 'قصي حسين',
        matchesFound: 1,
      },
      {
        userId: omar.id,
        at: new Date('2026-05-04T08:00:00.000Z'),
        firstName: 'Ann_a%',
        lastName: 'Lee',
      },
      {
        userId: null,
        at: new Date('2026-05-04T10:00:00.000Z'),
        firstName: 'Gone',
        lastName: 'User',
      },
    ]);
    withEvidenceId = rows[0]?.id ?? '';
    await t.db.insert(searchSessions).values({
      sessionId: withEvidenceId,
      userId: layla.id,
      searchQuery: {
        query: {
          firstName: 'Qusay',
          lastName: 'Hussein',
          arabicName: '',
          searchType: 'fuzzy',
          sanctionLists: 'all',
          nationality: 'IQ',
        },
        algorithm: 'test-algorithm',
        listVersions: [],
        engineOptions: { minConfidence: 70, maxResults: 50 },
        organizationId: null,
      },
      searchResults: [],
      totalMatches: 3,
    });
  });

  it('lists every user’s searches newest first with the spec’s row and the evidence to open', async () => {
    const data = await history();
    expect(data.total).toBe(5);
    expect(data.history.map((row) => row.searchTime)).toEqual([
      '2026-05-04T10:00:00.000Z',
      '2026-05-04T08:00:00.000Z',
      '2026-05-03T23:30:00.000Z',
      '2026-05-02T09:00:00.000Z',
      '2026-05-01T09:00:00.000Z',
    ]);
    expect(data.history[4]).toEqual({
      id: withEvidenceId,
      searchTime: '2026-05-01T09:00:00.000Z',
      durationMs: 120,
      userId: layla.id,
      userName: 'Layla Haddad',
      userEmail: layla.email,
      firstName: 'Qusay',
      lastName: 'Hussein',
      arabicName: '',
      nationality: 'IQ',
      matchFound: true,
      matchCount: 3,
      sessionId: withEvidenceId,
    });
    expect(data.history[3]).toMatchObject({ matchFound: false, matchCount: 0, sessionId: null });
    expect(data.history[0]).toMatchObject({ userId: null, userName: null, userEmail: null });
  });

  it('filters by user, by UTC dates inclusive, by name (case-insensitive, Arabic too) and by matches', async () => {
    expect((await history(`?userId=${omar.id}`)).total).toBe(2);
    const days = await history('?from=2026-05-02&to=2026-05-03');
    expect(days.history.map((row) => row.searchTime)).toEqual([
      '2026-05-03T23:30:00.000Z',
      '2026-05-02T09:00:00.000Z',
    ]);
    expect((await history('?name=qUSAY')).history.map((row) => row.firstName)).toEqual(['Qusay']);
    expect((await history('?name=%20hussein%20')).total).toBe(1);
    expect((await history('?name=qusay%20huss')).total).toBe(1);
    expect((await history(`?name=${encodeURIComponent('قصي')}`)).total).toBe(1);
    // Wildcards typed by the user are literal characters.
    expect((await history('?name=%25')).history.map((row) => row.firstName)).toEqual(['Ann_a%']);
    expect((await history('?name=_')).total).toBe(1);
    const matches = await history('?withMatches=true');
    expect(matches.history.map((row) => row.matchCount)).toEqual([1, 3]);
    const combined = await history(
      `?withMatches=true&userId=${layla.id}&from=2026-05-01&to=2026-05-01`,
    );
    expect(combined.total).toBe(1);
  });

  it('pages with a total', async () => {
    const first = await history('?pageSize=2');
    expect(first).toMatchObject({ total: 5, page: 1, pageSize: 2 });
    expect(first.history).toHaveLength(2);
    const last = await history('?pageSize=2&page=3');
    expect(last.history.map((row) => row.searchTime)).toEqual(['2026-05-01T09:00:00.000Z']);
    expect((await history('?pageSize=2&page=4')).history).toEqual([]);
  });

  it.each([
    ['?pageSize=101', 'Too big'],
    ['?page=0', 'Too small'],
    ['?from=2026-05-04&to=2026-05-01', 'The start date must not be after the end date'],
    ['?from=04/05/2026', 'Dates must be written YYYY-MM-DD'],
    ['?from=1999-12-31', 'Dates start at 2000-01-01'],
    ['?userId=nope', 'Invalid user id'],
    ['?withMatches=yes', 'Invalid'],
  ])('answers 400 to %s', async (query, message) => {
    const response = await callAs(
      t.app,
      superAdmin.accessToken,
      'GET',
      `/api/v2/super-admin/search-history${query}`,
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain(message);
  });

  it('opens another user’s stored search and its evidence PDF by the row id; others get 404', async () => {
    const row = (await history(`?userId=${layla.id}&withMatches=true`)).history[0];
    const searchId = row?.sessionId ?? '';
    const evidence = await callAs(
      t.app,
      superAdmin.accessToken,
      'GET',
      `/api/v2/search/${searchId}`,
    );
    expect(evidence.statusCode).toBe(200);
    expect(searchEvidenceResponseSchema.parse(evidence.json()).data).toMatchObject({
      searchId,
      searchedBy: { id: layla.id, email: layla.email },
      query: { firstName: 'Qusay', lastName: 'Hussein' },
    });
    const pdf = await callAs(
      t.app,
      superAdmin.accessToken,
      'GET',
      `/api/v2/search/${searchId}/report.pdf`,
    );
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');

    const admin = await signedInAs(t.app, t.db, 'admin');
    for (const url of [`/api/v2/search/${searchId}`, `/api/v2/search/${searchId}/report.pdf`]) {
      expect((await callAs(t.app, admin.accessToken, 'GET', url)).statusCode).toBe(404);
    }
  });
});
