import { performance } from 'node:perf_hooks';
import { and, avg, count, countDistinct, gte, isNotNull, lt, lte, sql } from 'drizzle-orm';
import { unionAll } from 'drizzle-orm/pg-core';
import { LIVE_ACTIVE_WINDOW_MINUTES, LIVE_RESPONSE_WINDOW_MINUTES } from '@sanctions/contracts';
import type { LiveStats } from '@sanctions/contracts';
import type { Db } from '../../../db/client';
import { searchRequests } from '../../../db/schema/search';
import { refreshTokens } from '../../../db/schema/users';
import { utcPeriods } from './utc-periods';

const MINUTE_MS = 60_000;

export interface LiveStatsDeps {
  db: Db;
  now: Date;
  /** The database handle's ping (true when it answers). */
  ping: () => Promise<boolean>;
  /** Seconds since this process started. */
  uptimeSeconds: number;
}

/**
 * Distinct users seen in the window: a refresh token issued (sign-in or the rotation every access token
 * renewal does) or a search run. Access tokens live minutes, so a user working in the app shows up here.
 */
async function countActiveUsers(db: Db, since: Date, now: Date): Promise<number> {
  const seen = unionAll(
    db
      .select({ userId: sql<string>`${refreshTokens.userId}`.as('user_id') })
      .from(refreshTokens)
      .where(and(gte(refreshTokens.createdAt, since), lte(refreshTokens.createdAt, now))),
    db
      .select({ userId: sql<string>`${searchRequests.userId}`.as('user_id') })
      .from(searchRequests)
      .where(
        and(
          isNotNull(searchRequests.userId),
          gte(searchRequests.createdAt, since),
          lte(searchRequests.createdAt, now),
        ),
      ),
  ).as('seen');
  const [row] = await db.select({ users: countDistinct(seen.userId) }).from(seen);
  return row?.users ?? 0;
}

async function averageSearchTime(db: Db, since: Date, now: Date): Promise<number | null> {
  const [row] = await db
    .select({ mean: avg(searchRequests.searchTime) })
    .from(searchRequests)
    .where(and(gte(searchRequests.createdAt, since), lte(searchRequests.createdAt, now)));
  if (row?.mean === null || row?.mean === undefined) return null;
  return Math.round(Number(row.mean) * 100) / 100;
}

async function countToday(db: Db, now: Date): Promise<LiveStats['today']> {
  const { dayStart, dayEnd } = utcPeriods(now);
  const [row] = await db
    .select({ totalSearches: count(), uniqueUsers: countDistinct(searchRequests.userId) })
    .from(searchRequests)
    .where(and(gte(searchRequests.createdAt, dayStart), lt(searchRequests.createdAt, dayEnd)));
  return { totalSearches: row?.totalSearches ?? 0, uniqueUsers: row?.uniqueUsers ?? 0 };
}

type DatabaseProbe = Pick<LiveStats['system'], 'dbStatus' | 'dbLatencyMs'>;

async function probeDatabase(ping: () => Promise<boolean>): Promise<DatabaseProbe> {
  const started = performance.now();
  const isConnected = await ping();
  const latency = Math.round((performance.now() - started) * 100) / 100;
  return isConnected
    ? { dbStatus: 'connected', dbLatencyMs: latency }
    : { dbStatus: 'disconnected', dbLatencyMs: null };
}

/** Live statistics of the console's Overview (spec 3 "Live stats"), all counted from stored rows. */
export async function getLiveStats(deps: LiveStatsDeps): Promise<LiveStats> {
  const { db, now } = deps;
  const database = await probeDatabase(deps.ping);
  if (database.dbStatus === 'disconnected') {
    return {
      live: { activeUsers: 0, avgResponseTime: null },
      today: { totalSearches: 0, uniqueUsers: 0 },
      system: { ...database, uptime: deps.uptimeSeconds },
      generatedAt: now.toISOString(),
    };
  }
  const activeSince = new Date(now.getTime() - LIVE_ACTIVE_WINDOW_MINUTES * MINUTE_MS);
  const responseSince = new Date(now.getTime() - LIVE_RESPONSE_WINDOW_MINUTES * MINUTE_MS);
  const [activeUsers, avgResponseTime, today] = await Promise.all([
    countActiveUsers(db, activeSince, now),
    averageSearchTime(db, responseSince, now),
    countToday(db, now),
  ]);
  return {
    live: { activeUsers, avgResponseTime },
    today,
    system: { ...database, uptime: deps.uptimeSeconds },
    generatedAt: now.toISOString(),
  };
}
