import { performance } from 'node:perf_hooks';
import type { Analytics, AnalyticsRange } from '@sanctions/contracts';
import type { Db } from '../../../db/client';
import { analyticsWindow } from './analytics-window';
import { countDailyActivity } from './count-daily-activity';
import { countBulkRows } from './count-bulk-rows';
import { countSearches } from './count-searches';
import { countSourceMatches } from './count-source-matches';
import { countUsers } from './count-users';
import { listFreshness } from './list-freshness';
import { listTopSearchTerms } from './list-top-search-terms';
import { measureMatchPrecision } from './measure-match-precision';
import { measureRateLimits } from './measure-rate-limits';
import { percentChange } from './percent-change';

export interface AnalyticsDeps {
  db: Db;
  now: Date;
  /** The database handle's ping (true when it answers). */
  ping: () => Promise<boolean>;
  /** Seconds since this server process started. */
  uptimeSeconds: number;
}

async function timePing(ping: () => Promise<boolean>) {
  const started = performance.now();
  const isConnected = await ping();
  const latency = Math.round((performance.now() - started) * 100) / 100;
  return isConnected
    ? { dbStatus: 'connected' as const, dbLatencyMs: latency }
    : { dbStatus: 'disconnected' as const, dbLatencyMs: null };
}

/**
 * The analytics dashboard (spec 3 "Analytics") for one range, every figure aggregated in SQL from stored
 * rows: a handful of statements, each a grouped scan of the range's rows, never rows shipped to Node.
 */
export async function getAnalytics(range: AnalyticsRange, deps: AnalyticsDeps): Promise<Analytics> {
  const { db, now } = deps;
  const window = analyticsWindow(range, now);
  const database = await timePing(deps.ping);
  const [
    searches,
    people,
    userActivity,
    topSearchTerms,
    sanctionSources,
    rateLimitStats,
    lists,
    matchPrecision,
    bulkRowsScreened,
  ] = await Promise.all([
    countSearches(db, window),
    countUsers(db, window),
    countDailyActivity(db, window),
    listTopSearchTerms(db, window),
    countSourceMatches(db, window),
    measureRateLimits(db, window),
    listFreshness(db),
    measureMatchPrecision(db, window),
    countBulkRows(db, window),
  ]);
  return {
    range,
    from: window.fromDate,
    to: window.todayDate,
    totalUsers: people.total,
    activeUsers: people.active,
    totalSearches: searches.inRange,
    searchesToday: searches.today,
    bulkRowsScreened,
    growth: {
      totalUsers: percentChange(people.total, people.atRangeStart),
      activeUsers: percentChange(people.active, people.previouslyActive),
      totalSearches: percentChange(searches.inRange, searches.previous),
      searchesToday: percentChange(searches.today, searches.yesterday),
    },
    topSearchTerms,
    userActivity,
    sanctionSources,
    matchPrecision,
    rateLimitStats,
    systemHealth: {
      ...database,
      uptimeSeconds: deps.uptimeSeconds,
      avgResponseTimeMs: searches.meanTimeMs,
      p95ResponseTimeMs: searches.p95TimeMs,
      lists,
    },
    generatedAt: now.toISOString(),
  };
}
