import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  sessionReplySchema,
  usageProfileDataResponseSchema,
  userUsageResponseSchema,
} from '@sanctions/contracts';
import { searchRequests, userUsageStats } from '../../../db/schema/search';
import { buildTestApp, createTestClock } from '../../../../test/build-app';
import type { TestApp } from '../../../../test/build-app';
import { buildUser } from '../../../../test/factories';

describe('usage calls', () => {
  let testApp: TestApp;
  const clock = createTestClock(new Date('2026-01-31T23:30:00.000Z'));

  beforeAll(async () => {
    testApp = await buildTestApp({ clock });
  });
  afterAll(async () => {
    await testApp?.close();
  });

  async function userWithHistory() {
    const user = await buildUser(testApp.db, { maxSearchesPerDay: 10, maxSearchesPerMonth: 100 });
    await testApp.db.insert(userUsageStats).values([
      { userId: user.id, date: '2025-12-31', searchCount: 4 },
      { userId: user.id, date: '2026-01-25', searchCount: 1 },
      { userId: user.id, date: '2026-01-30', searchCount: 2 },
      { userId: user.id, date: '2026-01-31', searchCount: 3 },
    ]);
    const search = (at: string, firstName: string, lastName = '') => ({
      userId: user.id,
      firstName,
      lastName,
      searchType: 'fuzzy',
      sanctionLists: 'all',
      matchesFound: 1,
      createdAt: new Date(at),
    });
    await testApp.db
      .insert(searchRequests)
      .values([
        search('2025-12-31T10:00:00.000Z', 'Osama', 'Bin Laden'),
        search('2026-01-30T22:00:00.000Z', 'Osama', 'bin  laden'),
        search('2026-01-31T00:10:00.000Z', 'Saddam', 'Hussein'),
        search('2026-01-31T23:05:00.000Z', 'Osama', 'Bin Laden'),
        search('2026-01-31T23:20:00.000Z', 'Kim'),
      ]);
    return user;
  }

  async function get(user: { email: string; plainPassword: string }, url: string) {
    const login = await testApp.app.inject({
      method: 'POST',
      url: '/api/v2/auth-simple/login',
      payload: { email: user.email, password: user.plainPassword },
    });
    const token = sessionReplySchema.parse(login.json()).data.tokens.accessToken;
    const response = await testApp.app.inject({
      method: 'GET',
      url,
      headers: { authorization: `Bearer ${token}` },
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json();
  }

  it.each(['/api/v2/user/usage', '/api/v3/usage/profile-data'])(
    '%s answers 401 without a session',
    async (url) => {
      const response = await testApp.app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(401);
    },
  );

  it('profile data on the last day of the month counts the UTC day, week and month', async () => {
    clock.set(new Date('2026-01-31T23:30:00.000Z'));
    const user = await userWithHistory();
    const { data } = usageProfileDataResponseSchema.parse(
      await get(user, '/api/v3/usage/profile-data'),
    );
    expect(data.stats).toMatchObject({
      canSearch: true,
      reasonIfBlocked: null,
      daily: {
        used: 3,
        limit: 10,
        remaining: 7,
        percentage: 30,
        resetAt: '2026-02-01T00:00:00.000Z',
        hoursUntilReset: 1,
      },
      monthly: {
        used: 6,
        limit: 100,
        remaining: 94,
        percentage: 6,
        resetAt: '2026-02-01T00:00:00.000Z',
        daysUntilReset: 1,
      },
      allTime: { total: 10, firstSearchAt: '2025-12-31T10:00:00.000Z', averagePerDay: 0.3 },
      subscription: { plan: null },
    });
    expect(data.activity.todayCount).toBe(3);
    expect(data.activity.last7DaysCount).toBe(6);
    expect(data.activity.searches.map((s) => s.names.first)).toEqual([
      'Kim',
      'Osama',
      'Saddam',
      'Osama',
      'Osama',
    ]);
    expect(data.charts.hourlyToday).toHaveLength(24);
    expect(data.charts.hourlyToday.map((h) => h.hour)).toEqual([...Array(24).keys()]);
    expect(data.charts.hourlyToday[0]).toEqual({ hour: 0, count: 1 });
    expect(data.charts.hourlyToday[23]).toEqual({ hour: 23, count: 2 });
    expect(data.charts.hourlyToday.reduce((sum, h) => sum + h.count, 0)).toBe(3);
  });

  it('profile data at 00:00 UTC on the 1st starts a new day and month', async () => {
    clock.set(new Date('2026-01-31T23:30:00.000Z'));
    const user = await userWithHistory();
    clock.set(new Date('2026-02-01T00:00:00.000Z'));
    const { data } = usageProfileDataResponseSchema.parse(
      await get(user, '/api/v3/usage/profile-data'),
    );
    expect(data.stats.daily).toMatchObject({
      used: 0,
      remaining: 10,
      resetAt: '2026-02-02T00:00:00.000Z',
      hoursUntilReset: 24,
    });
    expect(data.stats.monthly).toMatchObject({
      used: 0,
      resetAt: '2026-03-01T00:00:00.000Z',
      daysUntilReset: 28,
    });
    expect(data.activity.last7DaysCount).toBe(5);
    expect(data.charts.hourlyToday.every((h) => h.count === 0)).toBe(true);
    expect(data.stats.allTime.total).toBe(10);
  });

  it('reports the blocking reason when the daily limit is used up', async () => {
    clock.set(new Date('2026-01-31T23:30:00.000Z'));
    const user = await buildUser(testApp.db, { maxSearchesPerDay: 3 });
    await testApp.db
      .insert(userUsageStats)
      .values({ userId: user.id, date: '2026-01-31', searchCount: 3 });
    const { data } = usageProfileDataResponseSchema.parse(
      await get(user, '/api/v3/usage/profile-data'),
    );
    expect(data.stats.canSearch).toBe(false);
    expect(data.stats.blockedBy).toBe('daily_limit');
    expect(data.stats.reasonIfBlocked).toMatch(/Daily search limit reached \(3 of 3/);
    expect(data.stats.daily.percentage).toBe(100);
  });

  it('GET /api/v2/user/usage gives the counters, limits and most screened names', async () => {
    clock.set(new Date('2026-01-31T23:30:00.000Z'));
    const user = await userWithHistory();
    const { data } = userUsageResponseSchema.parse(await get(user, '/api/v2/user/usage'));
    expect(data.usage).toEqual({
      today: 3,
      thisMonth: 6,
      dailyLimit: 10,
      monthlyLimit: 100,
      totalSearches: 10,
    });
    expect(data.topSearches[0]).toEqual({ name: 'osama bin laden', count: 3 });
    expect(data.topSearches).toHaveLength(3);
  });
});
