import { inArray, sql } from 'drizzle-orm';
import type { UsageCounts } from '@sanctions/contracts';
import type { DbOrTx } from '../../../db/client';
import { userUsageStats } from '../../../db/schema/search';
import { utcPeriods } from './utc-periods';

const NO_USAGE: UsageCounts = { today: 0, thisMonth: 0, totalSearches: 0 };

/**
 * Searches of each user today, this month (UTC) and in all, summed from the daily usage rows the quota
 * counts with, so the console shows the same figures as the user's own usage page. Users without rows
 * count zero.
 */
export async function countUsage(
  db: DbOrTx,
  userIds: readonly string[],
  now: Date,
): Promise<Map<string, UsageCounts>> {
  const counts = new Map<string, UsageCounts>(userIds.map((id) => [id, NO_USAGE]));
  if (userIds.length === 0) return counts;
  const { today, monthStart } = utcPeriods(now);
  const t = userUsageStats;
  const rows = await db
    .select({
      userId: t.userId,
      today: sql<number>`coalesce(sum(${t.searchCount}) filter (where ${t.date} = ${today}), 0)::int`,
      // Today: single searches (the daily limit); month and total: with own bulk rows (the monthly limit).
      thisMonth: sql<number>`coalesce(sum(${t.searchCount} + ${t.bulkRowCount}) filter (where ${t.date} >= ${monthStart} and ${t.date} <= ${today}), 0)::int`,
      totalSearches: sql<number>`coalesce(sum(${t.searchCount} + ${t.bulkRowCount}), 0)::int`,
    })
    .from(t)
    .where(inArray(t.userId, [...userIds]))
    .groupBy(t.userId);
  for (const row of rows) {
    counts.set(row.userId, {
      today: row.today,
      thisMonth: row.thisMonth,
      totalSearches: row.totalSearches,
    });
  }
  return counts;
}

/** Usage of one user. */
export async function countUserUsage(db: DbOrTx, userId: string, now: Date): Promise<UsageCounts> {
  return (await countUsage(db, [userId], now)).get(userId) ?? NO_USAGE;
}
