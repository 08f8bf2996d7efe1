import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { AnalyticsDay } from '@sanctions/contracts';
import type { Db } from '../../../db/client';
import type { AnalyticsWindow } from './analytics-window';

const rowsSchema = z.object({
  rows: z.array(
    z.object({
      date: z.string(),
      searches: z.coerce.number(),
      active_users: z.coerce.number(),
    }),
  ),
});

/**
 * Searches and distinct active users (signed in or searched) per UTC day of the range, oldest first.
 * generate_series yields every day, so a day without activity reads 0 instead of being left out.
 */
export async function countDailyActivity(db: Db, window: AnalyticsWindow): Promise<AnalyticsDay[]> {
  const rangeStart = window.rangeStart.toISOString();
  const rangeEnd = window.rangeEnd.toISOString();
  const result = await db.execute(sql`
    with seen as (
      select user_id, created_at, true as is_search from search_requests
      where created_at >= ${rangeStart}::timestamptz and created_at < ${rangeEnd}::timestamptz
      union all
      select user_id, created_at, false from audit_logs
      where action = 'login' and success and user_id is not null
        and created_at >= ${rangeStart}::timestamptz and created_at < ${rangeEnd}::timestamptz
    ),
    -- Per day and user first (a hash aggregate), then per day: no count(distinct) sort.
    per_user_day as (
      select date_trunc('day', created_at at time zone 'UTC') as day, user_id,
        count(*) filter (where is_search) as searches
      from seen group by 1, 2
    ),
    per_day as (
      select day, sum(searches) as searches, count(user_id) as active_users
      from per_user_day group by day
    )
    select to_char(d.day, 'YYYY-MM-DD') as date,
      coalesce(p.searches, 0)::int as searches,
      coalesce(p.active_users, 0)::int as active_users
    from generate_series(${window.fromDate}::timestamp, ${window.todayDate}::timestamp, interval '1 day')
      as d(day)
    left join per_day p on p.day = d.day
    order by d.day`);
  return rowsSchema.parse(result).rows.map((row) => ({
    date: row.date,
    searches: row.searches,
    activeUsers: row.active_users,
  }));
}
