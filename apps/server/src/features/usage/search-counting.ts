import { sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import { z } from 'zod';

/** The counters as one counted search left them. */
export interface CountedSearch {
  today: number;
  thisMonth: number;
  last7Days: number;
  /** The organisation's searches this month; null for a user without an organisation. */
  organizationThisMonth: number | null;
}

export interface CountingInput {
  userId: string;
  organizationId: string | null;
  subscriptionId: string | null;
  dates: { today: string; monthStart: string; weekStart: string };
  dailyLimit: number;
  at: Date;
}

/** Name of the CTE that yields the counted row; the statement's other parts select `from` it. */
export const COUNTED_SEARCH_CTE = 'counted_search';

/**
 * The counting of one search as CTE definitions for the top level of a data-modifying `WITH` (PostgreSQL
 * allows data-modifying CTEs only there, so they cannot be wrapped in a statement of their own). The
 * last one, {@link COUNTED_SEARCH_CTE}, yields one row `(today, this_month, last_7_days,
 * organization_this_month)` when the search was counted and no row when the user's daily allowance was
 * used up in the meantime; the caller writes the rest of the search `from` it, so an uncounted search
 * writes nothing.
 *
 * The user's counter of `dates.today` is incremented only while it is below `dailyLimit`: under concurrent
 * searches of one user the row lock makes it the arbiter. The organisation's counter follows only when the
 * user's was counted, always in this order, so concurrent searches lock rows in the same order. The totals
 * are the updated rows plus the earlier days of the period, which concurrent searches do not change.
 */
export function searchCountingCtes(input: CountingInput): SQL {
  const { dates } = input;
  const at = input.at.toISOString();
  const userEarlier = (from: string) =>
    sql`(select coalesce(sum(search_count), 0) from user_usage_stats
      where user_id = ${input.userId}::uuid and date >= ${from}::date and date < ${dates.today}::date)`;
  const countOrganization =
    input.organizationId === null
      ? sql`select null::int as search_count`
      : sql`insert into organization_usage (organization_id, subscription_id, date, search_count, created_at, updated_at)
          select ${input.organizationId}::uuid, ${input.subscriptionId}::uuid, ${dates.today}::date, 1, ${at}::timestamptz, ${at}::timestamptz
          from counted_user
          on conflict (organization_id, date) do update
            set search_count = organization_usage.search_count + 1, updated_at = excluded.updated_at
          returning search_count`;
  const organizationThisMonth =
    input.organizationId === null
      ? sql`null::int`
      : sql`(select search_count from counted_organization) + (select coalesce(sum(search_count), 0)
          from organization_usage where organization_id = ${input.organizationId}::uuid
          and date >= ${dates.monthStart}::date and date < ${dates.today}::date)`;
  return sql`counted_user as (
      insert into user_usage_stats (user_id, date, search_count, created_at, updated_at)
      values (${input.userId}::uuid, ${dates.today}::date, 1, ${at}::timestamptz, ${at}::timestamptz)
      on conflict (user_id, date) do update
        set search_count = user_usage_stats.search_count + 1, updated_at = excluded.updated_at
        where user_usage_stats.search_count < ${input.dailyLimit}::int
      returning search_count),
    counted_organization as (${countOrganization}),
    ${sql.raw(COUNTED_SEARCH_CTE)} as (
      select counted_user.search_count::int as today,
        (counted_user.search_count + ${userEarlier(dates.monthStart)})::int as this_month,
        (counted_user.search_count + ${userEarlier(dates.weekStart)})::int as last_7_days,
        (${organizationThisMonth})::int as organization_this_month
      from counted_user)`;
}

const countedRowSchema = z.object({
  today: z.number().int(),
  this_month: z.number().int(),
  last_7_days: z.number().int(),
  organization_this_month: z.number().int().nullable(),
});
const countedResultSchema = z.object({ rows: z.array(countedRowSchema).max(1) });

/**
 * The counted row of a statement ending in `select * from counted_search`; undefined when nothing was
 * counted. node-postgres and PGlite both answer `{ rows: [...] }`; the row is checked, not cast.
 */
export function readCountedSearch(result: unknown): CountedSearch | undefined {
  const parsed = countedResultSchema.safeParse(result);
  if (!parsed.success) throw new Error('Unexpected counter row', { cause: parsed.error });
  const [row] = parsed.data.rows;
  if (row === undefined) return undefined;
  return {
    today: row.today,
    thisMonth: row.this_month,
    last7Days: row.last_7_days,
    organizationThisMonth: row.organization_this_month,
  };
}
