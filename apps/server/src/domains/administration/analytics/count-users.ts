import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../../../db/client';
import type { AnalyticsWindow } from './analytics-window';

const rowsSchema = z.object({
  rows: z.array(
    z.object({
      total: z.coerce.number(),
      at_range_start: z.coerce.number(),
      active: z.coerce.number(),
      previously_active: z.coerce.number(),
    }),
  ),
});

export interface UserCounts {
  total: number;
  /** Accounts that existed, undeleted, when the range began: the end of the previous period. */
  atRangeStart: number;
  active: number;
  previouslyActive: number;
}

/**
 * Accounts now and at the start of the range, and distinct users active in the range and in the previous
 * period: a successful sign-in (the audit trail's `login` rows) or a search.
 */
export async function countUsers(db: Db, window: AnalyticsWindow): Promise<UserCounts> {
  const previousStart = window.previousStart.toISOString();
  const rangeStart = window.rangeStart.toISOString();
  const rangeEnd = window.rangeEnd.toISOString();
  const result = await db.execute(sql`
    with seen as (
      select user_id, created_at from search_requests
      where user_id is not null
        and created_at >= ${previousStart}::timestamptz and created_at < ${rangeEnd}::timestamptz
      union all
      select user_id, created_at from audit_logs
      where action = 'login' and success and user_id is not null
        and created_at >= ${previousStart}::timestamptz and created_at < ${rangeEnd}::timestamptz
    ),
    -- One row per user (a hash aggregate) before counting: cheaper than count(distinct) sorts.
    per_user as (
      select bool_or(created_at >= ${rangeStart}::timestamptz) as in_range,
        bool_or(created_at < ${rangeStart}::timestamptz) as before_range
      from seen group by user_id
    )
    select
      (select count(*) from users where deleted_at is null)::int as total,
      (select count(*) from users where created_at < ${rangeStart}::timestamptz
        and (deleted_at is null or deleted_at >= ${rangeStart}::timestamptz))::int as at_range_start,
      count(*) filter (where in_range)::int as active,
      count(*) filter (where before_range)::int as previously_active
    from per_user`);
  const row = rowsSchema.parse(result).rows[0];
  return {
    total: row?.total ?? 0,
    atRangeStart: row?.at_range_start ?? 0,
    active: row?.active ?? 0,
    previouslyActive: row?.previously_active ?? 0,
  };
}
