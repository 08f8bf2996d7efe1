import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { ANALYTICS_VIEWED_ACTION, analyticsReplySchema } from '@sanctions/contracts';
import {
  bulkSearchJobs,
  searchRequests,
  searchResults,
  userUsageStats,
} from '../../../db/schema/search';
import { auditLogs } from '../../../db/schema/users';
import { recordAudit } from '../audit/audit';
import { createTestClock } from '../../../../test/build-app';
import { buildUser } from '../../../../test/factories';
import { useTestApp } from '../../../../test/use-test-app';
import {
  getAnalytics,
  insertListVersion,
  signInAs,
} from '../../../../test/administration/analytics-test-support';

const at = (value: string) => new Date(value);
const LONG_AGO = at('2026-01-01T00:00:00.000Z');

interface SeededSearch {
  user: 'alice' | 'bob';
  at: string;
  firstName?: string;
  lastName?: string;
  arabicName?: string;
  searchTime: number;
}

// The 7d range on 2026-05-04 is 28 April to 4 May; its previous period 21 to 27 April.
const SEARCHES: SeededSearch[] = [
  {
    user: 'alice',
    at: '2026-05-04T10:00:00Z',
    firstName: 'Omar',
    lastName: 'Khalil',
    searchTime: 100,
  },
  {
    user: 'alice',
    at: '2026-05-04T11:00:00Z',
    firstName: ' OMAR ',
    lastName: 'KHALIL',
    searchTime: 200,
  },
  {
    user: 'alice',
    at: '2026-05-02T09:00:00Z',
    firstName: 'Huda',
    lastName: 'Saleh',
    searchTime: 300,
  },
  {
    user: 'bob',
    at: '2026-05-02T15:00:00Z',
    firstName: 'Omar',
    lastName: 'Khalil',
    searchTime: 400,
  },
  { user: 'bob', at: '2026-05-03T23:59:59Z', arabicName: 'عمر خليل', searchTime: 500 },
  {
    user: 'alice',
    at: '2026-04-25T08:00:00Z',
    firstName: 'Earlier',
    lastName: 'One',
    searchTime: 50,
  },
  {
    user: 'alice',
    at: '2026-04-22T08:00:00Z',
    firstName: 'Earlier',
    lastName: 'Two',
    searchTime: 60,
  },
  {
    user: 'alice',
    at: '2026-04-01T08:00:00Z',
    firstName: 'Outside',
    lastName: 'Both',
    searchTime: 70,
  },
];

describe('GET /api/v2/admin/analytics', () => {
  const clock = createTestClock(at('2026-05-04T12:00:00.000Z'));
  const t = useTestApp({ clock });
  let adminToken = '';
  let adminId = '';

  beforeAll(async () => {
    const admin = await signInAs(t.app, t.db, 'admin', { createdAt: LONG_AGO });
    adminToken = admin.token;
    adminId = admin.id;
    const alice = await buildUser(t.db, {
      createdAt: LONG_AGO,
      maxSearchesPerDay: 2,
      maxSearchesPerMonth: 5,
    });
    const bob = await buildUser(t.db, {
      createdAt: at('2026-04-30T00:00:00Z'),
      maxSearchesPerMonth: 2,
    });
    // Deleted during the range: counted at its start, not now.
    const carol = await buildUser(t.db, {
      createdAt: LONG_AGO,
      deletedAt: at('2026-05-01T00:00:00Z'),
    });
    const dave = await buildUser(t.db, { createdAt: at('2026-05-02T00:00:00Z') });
    await recordAudit(t.db, { userId: dave.id, action: 'login', at: at('2026-04-29T10:00:00Z') });
    await recordAudit(t.db, { userId: carol.id, action: 'login', at: at('2026-04-23T10:00:00Z') });
    // A failed sign-in makes nobody active.
    await recordAudit(t.db, {
      userId: carol.id,
      action: 'login',
      success: false,
      at: at('2026-05-03T10:00:00Z'),
    });

    const ids = { alice: alice.id, bob: bob.id };
    const searchIds: string[] = [];
    for (const search of SEARCHES) {
      const [row] = await t.db
        .insert(searchRequests)
        .values({
          userId: ids[search.user],
          firstName: search.firstName ?? '',
          lastName: search.lastName ?? '',
          arabicName: search.arabicName ?? '',
          searchType: 'fuzzy',
          sanctionLists: 'all',
          searchTime: search.searchTime,
          createdAt: at(search.at),
        })
        .returning({ id: searchRequests.id });
      searchIds.push(row?.id ?? '');
    }

    const entryId = await insertListVersion(
      t.db,
      {
        sanctionList: 'ofac',
        listSource: 'OFAC SDN',
        status: 'active',
        importedAt: at('2026-05-01T06:00:00Z'),
        checkedAt: at('2026-05-04T06:00:00Z'),
      },
      { sourceId: '1001', fullName: 'Omar Khalil' },
    );
    await insertListVersion(t.db, {
      sanctionList: 'ofac',
      listSource: 'OFAC SDN',
      status: 'superseded',
      importedAt: at('2026-04-01T06:00:00Z'),
    });
    await insertListVersion(t.db, {
      sanctionList: 'ofac',
      listSource: 'OFAC SDN',
      status: 'failed',
      importedAt: at('2026-05-03T06:00:00Z'),
    });
    await insertListVersion(t.db, {
      sanctionList: 'un',
      listSource: 'UN Consolidated List',
      status: 'failed',
    });
    const result = (searchIndex: number, sanctionEntryId: string, sanctionList: string) => ({
      searchRequestId: searchIds[searchIndex] ?? '',
      sanctionEntryId,
      sanctionList,
      sourceId: 'x',
      rank: 1,
      matchConfidence: 90,
      riskLevel: 'high',
      status: 'active_sanction',
      matchType: 'exact',
      matchedName: 'Omar Khalil',
    });
    await t.db.insert(searchResults).values([
      result(0, entryId ?? '', 'ofac'),
      { ...result(1, entryId ?? '', 'ofac'), rank: 2 },
      result(3, entryId ?? '', 'ofac'),
      // An entry pruned since: counted under its list's code.
      result(3, randomUUID(), 'un'),
      // Previous period: not counted.
      result(5, entryId ?? '', 'ofac'),
    ]);

    await t.db.insert(userUsageStats).values([
      { userId: alice.id, date: '2026-05-04', searchCount: 2 },
      { userId: alice.id, date: '2026-05-02', searchCount: 1 },
      { userId: alice.id, date: '2026-04-25', searchCount: 1 },
      { userId: bob.id, date: '2026-05-02', searchCount: 1 },
      { userId: bob.id, date: '2026-05-03', searchCount: 1 },
    ]);
  });

  const read = async (query = '?range=7d') => {
    const response = await getAnalytics(t.app, adminToken, query);
    expect(response.statusCode).toBe(200);
    return analyticsReplySchema.parse(response.json()).data;
  };

  it('counts users, searches and growth against the previous period from the stored rows', async () => {
    const data = await read();
    const inRange = SEARCHES.filter((s) => s.at >= '2026-04-28');
    const previous = SEARCHES.filter((s) => s.at >= '2026-04-21' && s.at < '2026-04-28');
    expect(data).toMatchObject({ range: '7d', from: '2026-04-28', to: '2026-05-04' });
    // admin, alice, bob, dave (carol deleted); at the range start: admin, alice, carol.
    expect(data.totalUsers).toBe(4);
    expect(data.totalSearches).toBe(inRange.length);
    expect(data.searchesToday).toBe(SEARCHES.filter((s) => s.at.startsWith('2026-05-04')).length);
    // Signed in or searched: admin (login today), alice, bob, dave (login 29 April); before: alice, carol.
    expect(data.activeUsers).toBe(4);
    expect(data.growth).toEqual({
      totalUsers: Math.round(((4 - 3) / 3) * 1000) / 10,
      activeUsers: 100,
      totalSearches: ((inRange.length - previous.length) / previous.length) * 100,
      searchesToday: 100,
    });
  });

  it('counts the rows bulk jobs of the range screened apart from single searches (issue 23 §5)', async () => {
    const owner = await buildUser(t.db, { createdAt: LONG_AGO });
    const job = (createdAt: string, rows: { clear: number; high: number; error: number }) => ({
      userId: owner.id,
      jobId: `job-${randomUUID()}`,
      fileName: 'customers.csv',
      totalRows: rows.clear + rows.high + rows.error,
      processedRows: rows.clear + rows.high + rows.error,
      clearRows: rows.clear,
      highRiskRows: rows.high,
      errorRows: rows.error,
      status: 'completed' as const,
      createdAt: at(createdAt),
    });
    await t.db
      .insert(bulkSearchJobs)
      .values([
        job('2026-05-01T10:00:00Z', { clear: 7, high: 2, error: 3 }),
        job('2026-04-20T10:00:00Z', { clear: 50, high: 0, error: 0 }),
      ]);
    const data = await read();
    // The range's job only; its error rows were not screened (and are not counted by billing either).
    expect(data.bulkRowsScreened).toBe(9);
    await t.db.delete(bulkSearchJobs).where(eq(bulkSearchJobs.userId, owner.id));
  });

  it('lists every day of the range, zero-filled, with searches and active users', async () => {
    const data = await read();
    expect(data.userActivity).toEqual([
      { date: '2026-04-28', searches: 0, activeUsers: 0 },
      { date: '2026-04-29', searches: 0, activeUsers: 1 },
      { date: '2026-04-30', searches: 0, activeUsers: 0 },
      { date: '2026-05-01', searches: 0, activeUsers: 0 },
      { date: '2026-05-02', searches: 2, activeUsers: 2 },
      { date: '2026-05-03', searches: 1, activeUsers: 1 },
      { date: '2026-05-04', searches: 2, activeUsers: 2 },
    ]);
    const month = await read('?range=90d');
    expect(month.userActivity).toHaveLength(90);
    expect(month.userActivity[0]?.date).toBe('2026-02-04');
    expect(month.userActivity.reduce((sum, day) => sum + day.searches, 0)).toBe(
      month.totalSearches,
    );
    expect(month.totalSearches).toBe(SEARCHES.length);
  });

  it('normalises the top search terms and counts matches per list source', async () => {
    const data = await read();
    expect(data.topSearchTerms[0]).toEqual({ term: 'omar khalil', count: 3 });
    expect(data.topSearchTerms.slice(1)).toEqual(
      expect.arrayContaining([
        { term: 'huda saleh', count: 1 },
        { term: 'عمر خليل', count: 1 },
      ]),
    );
    expect(data.topSearchTerms).toHaveLength(3);
    expect(data.sanctionSources).toEqual([
      { source: 'OFAC SDN', sanctionList: 'ofac', matches: 3 },
      { source: 'un', sanctionList: 'un', matches: 1 },
    ]);
  });

  it('reports rate limits from the usage counters and health from recorded search times', async () => {
    const data = await read();
    expect(data.rateLimitStats).toEqual({
      // alice: 2 of 2 today; bob: 2 of 2 this month.
      usersAtDailyLimit: 1,
      usersAtMonthlyLimit: 1,
      averageDailyUsage: Math.round(((2 + 1 + 1 + 1) / 4) * 10) / 10,
      averageMonthlyUsage: (3 + 2) / 2,
    });
    const times = SEARCHES.filter((s) => s.at >= '2026-04-28').map((s) => s.searchTime);
    expect(data.systemHealth.avgResponseTimeMs).toBe(
      times.reduce((sum, value) => sum + value, 0) / times.length,
    );
    // Continuous 95th percentile of 100..500: 400 + 0.8 x 100.
    expect(data.systemHealth.p95ResponseTimeMs).toBe(480);
    expect(data.systemHealth.dbStatus).toBe('connected');
    expect(data.systemHealth.dbLatencyMs).toBeGreaterThanOrEqual(0);
    expect(data.systemHealth.uptimeSeconds).toBeGreaterThanOrEqual(0);
    expect(data.systemHealth.lists).toEqual([
      {
        sanctionList: 'ofac',
        listSource: 'OFAC SDN',
        lastImportedAt: '2026-05-01T06:00:00.000Z',
        lastCheckedAt: '2026-05-04T06:00:00.000Z',
      },
      {
        sanctionList: 'un',
        listSource: 'UN Consolidated List',
        lastImportedAt: null,
        lastCheckedAt: null,
      },
    ]);
  });

  it('defaults to 30 days, refuses other ranges and records who looked', async () => {
    const data = await read('');
    expect(data.range).toBe('30d');
    expect(data.userActivity).toHaveLength(30);
    expect(data.from).toBe('2026-04-05');

    const refused = await getAnalytics(t.app, adminToken, '?range=1y');
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ message: 'Range must be one of 7d, 30d or 90d' });

    const rows = await t.db
      .select()
      .from(auditLogs)
      .where(and(eq(auditLogs.action, ANALYTICS_VIEWED_ACTION), eq(auditLogs.actorId, adminId)));
    expect(rows.map((row) => row.details)).toContainEqual({ range: '30d' });
    expect(rows.map((row) => row.details)).toContainEqual({ range: '7d' });
    expect(rows.every((row) => row.userAgent === 'analytics-browser/1.0')).toBe(true);
    // A refused call reads nothing and leaves no row.
    expect(rows.some((row) => JSON.stringify(row.details).includes('1y'))).toBe(false);
  });
});

describe('GET /api/v2/admin/analytics access', () => {
  const t = useTestApp({ clock: createTestClock(at('2026-05-04T12:00:00.000Z')) });

  it('answers 401 anonymous, 403 to users and moderators, 200 to admins and super admins', async () => {
    expect((await getAnalytics(t.app, undefined)).statusCode).toBe(401);
    for (const role of ['user', 'moderator'] as const) {
      const { token } = await signInAs(t.app, t.db, role);
      const response = await getAnalytics(t.app, token);
      expect(response.statusCode).toBe(403);
      expect(response.json()).toMatchObject({ message: 'Admin privileges required' });
    }
    const { token } = await signInAs(t.app, t.db, 'super_admin');
    const response = await getAnalytics(t.app, token, '?range=90d');
    expect(response.statusCode).toBe(200);
    // An empty platform reads zeros, no growth percentages and no samples.
    const data = analyticsReplySchema.parse(response.json()).data;
    expect(data.totalSearches).toBe(0);
    expect(data.topSearchTerms).toEqual([]);
    expect(data.growth.totalSearches).toBeNull();
    expect(data.systemHealth.avgResponseTimeMs).toBeNull();
  });
});
