import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Analytics } from '@sanctions/contracts';
import type { Db } from '../../../db/client';
import type { AnalyticsWindow } from './analytics-window';

const rowsSchema = z.object({
  rows: z.array(
    z.object({
      at_daily: z.coerce.number(),
      at_monthly: z.coerce.number(),
      average_daily: z.coerce.number().nullable(),
      average_monthly: z.coerce.number().nullable(),
    }),
  ),
});

const oneDecimal = (value: number | null) => (value === null ? 0 : Math.round(value * 10) / 10);

/**
 * Rate-limit overview from the usage counters the search path maintains (user_usage_stats: one row per
 * user and UTC day): users whose count today or this month reached their own limit, the mean count of a
 * user's searching day within the range, and the mean monthly count of the users who searched this month.
 */
export async function measureRateLimits(
  db: Db,
  window: AnalyticsWindow,
): Promise<Analytics['rateLimitStats']> {
  const result = await db.execute(sql`
    with this_month as (
      select user_id,
        coalesce(sum(search_count) filter (where date = ${window.todayDate}::date), 0) as today,
        sum(search_count + bulk_row_count) as month
      from user_usage_stats
      where date >= ${window.monthStartDate}::date and date <= ${window.todayDate}::date
      group by user_id
    )
    select
      count(*) filter (where m.today >= u.max_searches_per_day)::int as at_daily,
      count(*) filter (where m.month >= u.max_searches_per_month)::int as at_monthly,
      (select avg(search_count) from user_usage_stats
        where date >= ${window.fromDate}::date and date <= ${window.todayDate}::date
          and search_count > 0) as average_daily,
      avg(m.month) filter (where m.month > 0) as average_monthly
    from this_month m
    join users u on u.id = m.user_id
    where u.deleted_at is null`);
  const row = rowsSchema.parse(result).rows[0];
  return {
    usersAtDailyLimit: row?.at_daily ?? 0,
    usersAtMonthlyLimit: row?.at_monthly ?? 0,
    averageDailyUsage: oneDecimal(row?.average_daily ?? null),
    averageMonthlyUsage: oneDecimal(row?.average_monthly ?? null),
  };
}
