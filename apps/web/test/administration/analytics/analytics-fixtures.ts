import { analyticsSchema } from '@sanctions/contracts';
import type { Analytics, AnalyticsRange } from '@sanctions/contracts';

const DAYS: Record<AnalyticsRange, number> = { '7d': 7, '30d': 30, '90d': 90 };

/** A contract-valid analytics reply of `range` whose days end on 4 May 2026; figures grow with the range. */
export function buildAnalytics(range: AnalyticsRange): Analytics {
  const days = DAYS[range];
  const end = Date.UTC(2026, 4, 4);
  const userActivity = Array.from({ length: days }, (_, index) => ({
    date: new Date(end - (days - 1 - index) * 86_400_000).toISOString().slice(0, 10),
    searches: index === days - 1 ? 12 : index % 3,
    activeUsers: index % 2,
  }));
  return analyticsSchema.parse({
    range,
    from: userActivity[0]?.date,
    to: '2026-05-04',
    totalUsers: 1250,
    activeUsers: days * 10,
    totalSearches: days * 100,
    searchesToday: 12,
    growth: { totalUsers: 4.2, activeUsers: -12.5, totalSearches: null, searchesToday: 50 },
    topSearchTerms: [
      { term: 'omar khalil', count: 3 },
      { term: 'عمر خليل', count: 2 },
    ],
    userActivity,
    sanctionSources: [
      { source: 'OFAC SDN', sanctionList: 'ofac', matches: 1234 },
      { source: 'UN Consolidated List', sanctionList: 'un', matches: 56 },
    ],
    matchPrecision: [
      { sanctionList: 'ofac', matchType: 'phonetic', judged: 8, relevant: 2, precision: 25 },
      { sanctionList: 'un', matchType: 'exact', judged: 3, relevant: 3, precision: 100 },
    ],
    rateLimitStats: {
      usersAtDailyLimit: 3,
      usersAtMonthlyLimit: 1,
      averageDailyUsage: 4.5,
      averageMonthlyUsage: 37.2,
    },
    systemHealth: {
      dbStatus: 'connected',
      dbLatencyMs: 1.5,
      uptimeSeconds: 3 * 3600 + 25 * 60 + 10,
      avgResponseTimeMs: 42.3,
      p95ResponseTimeMs: 180,
      lists: [
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
      ],
    },
    generatedAt: '2026-05-04T12:00:00.000Z',
  });
}
