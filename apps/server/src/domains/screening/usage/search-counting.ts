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
  monthlyLimit: number;
  /**
   * The organisation plan's monthly searches when reaching them blocks searching; null when the plan is
   * unlimited or bills the searches above its limit (the organisation's counter then never refuses).
   */
  organizationMonthlyLimit: number | null;
  at: Date;
}

/** Name of the CTE that yields the counted row; the statement's other parts select `from` it. */
export const COUNTED_SEARCH_CTE = 'counted_search';

/**
 * The counting of one search as CTE definitions for the top level of a data-modifying `WITH` (PostgreSQL
 * allows data-modifying CTEs only there, so they cannot be wrapped in a statement of their own). The
 * last one, {@link COUNTED_SEARCH_CTE}, yields one row `(today, this_month, last_7_days,
 * organization_this_month)` when the search was counted and no row when an allowance was used up in the
 * meantime; the caller writes the rest of the search `from` it, so an uncounted search writes nothing.
 *
 * The daily limit counts single searches only (`search_count`); the monthly one counts them with the rows a
 * standalone user's bulk jobs screened (`bulk_row_count`), so a bulk job never ends the day's single
 * searches (issue 23 §5). Every limit is decided on the latest committed value of a counter row, under that row's lock: an
 * `INSERT ... ON CONFLICT DO UPDATE ... WHERE` locks the conflicting row (waiting for a concurrent search
 * that holds it, or that is inserting it) and evaluates its `WHERE` on the row's newest version, whereas
 * everything else in one statement reads the snapshot taken when the statement began. So the user's daily
 * AND monthly limits are both conditions on the user's row of `dates.today` (the month's total is that row
 * plus the earlier days, which concurrent searches do not change), and the organisation's monthly limit
 * is the condition on the organisation's row of the day, counted only when the user's was. A lock taken
 * inside the statement would not help: it would not refresh the statement's snapshot. Rows are always
 * locked user first, then organisation, so concurrent searches cannot wait on each other crosswise.
 *
 * When the organisation's limit refuses after the user's counter was incremented, the statement has
 * written that increment and no evidence; {@link needsRollbackWhenRefused} says when the caller must run
 * the statement in a transaction and roll it back. Searches in flight across 00:00 UTC may still
 * increment the previous day's row, which a search of the new day reads from its snapshot.
 */
export function searchCountingCtes(input: CountingInput): SQL {
  const { dates } = input;
  const at = input.at.toISOString();
  const since = dates.monthStart < dates.weekStart ? dates.monthStart : dates.weekStart;
  const organization = input.organizationId === null ? null : organizationCtes(input);
  return sql`user_earlier as (
      select coalesce(sum(search_count + bulk_row_count) filter (where date >= ${dates.monthStart}::date), 0)::int as month,
        coalesce(sum(search_count + bulk_row_count) filter (where date >= ${dates.weekStart}::date), 0)::int as week
      from user_usage_stats
      where user_id = ${input.userId}::uuid and date >= ${since}::date and date < ${dates.today}::date),
    counted_user as (
      insert into user_usage_stats (user_id, date, search_count, created_at, updated_at)
      select ${input.userId}::uuid, ${dates.today}::date, 1, ${at}::timestamptz, ${at}::timestamptz
      from user_earlier
      where ${input.dailyLimit}::int >= 1 and user_earlier.month < ${input.monthlyLimit}::int
      on conflict (user_id, date) do update
        set search_count = user_usage_stats.search_count + 1, updated_at = excluded.updated_at
        where user_usage_stats.search_count < ${input.dailyLimit}::int
          and user_usage_stats.search_count + user_usage_stats.bulk_row_count + (select month from user_earlier) < ${input.monthlyLimit}::int
      returning search_count, bulk_row_count),
    ${organization ?? sql``}${sql.raw(COUNTED_SEARCH_CTE)} as (
      select counted_user.search_count::int as today,
        (counted_user.search_count + counted_user.bulk_row_count + user_earlier.month)::int as this_month,
        (counted_user.search_count + counted_user.bulk_row_count + user_earlier.week)::int as last_7_days,
        ${organization === null ? sql`null::int` : sql`(counted_organization.search_count + organization_earlier.month)::int`} as organization_this_month
      from counted_user, user_earlier${organization === null ? sql`` : sql`, counted_organization, organization_earlier`})`;
}

/** The organisation's earlier days of the month and its counter of the day, each followed by a comma. */
function organizationCtes(input: CountingInput): SQL {
  const { dates } = input;
  const at = input.at.toISOString();
  const limit = input.organizationMonthlyLimit;
  const underLimitOnInsert =
    limit === null ? sql`` : sql`where organization_earlier.month < ${limit}::int`;
  const underLimitOnUpdate =
    limit === null
      ? sql``
      : sql`where organization_usage.search_count + (select month from organization_earlier) < ${limit}::int`;
  return sql`organization_earlier as (
      select coalesce(sum(search_count), 0)::int as month from organization_usage
      where organization_id = ${input.organizationId}::uuid
        and date >= ${dates.monthStart}::date and date < ${dates.today}::date),
    counted_organization as (
      insert into organization_usage (organization_id, subscription_id, date, search_count, created_at, updated_at)
      select ${input.organizationId}::uuid, ${input.subscriptionId}::uuid, ${dates.today}::date, 1, ${at}::timestamptz, ${at}::timestamptz
      from counted_user, organization_earlier
      ${underLimitOnInsert}
      on conflict (organization_id, date) do update
        set search_count = organization_usage.search_count + 1, updated_at = excluded.updated_at
        ${underLimitOnUpdate}
      returning search_count),
    `;
}

/**
 * True when the organisation's counter may refuse a search the user's counter has already counted (a plan
 * that blocks at its limit): a statement cannot undo its own CTE, so the caller runs it in a transaction
 * and rolls it back when nothing was counted.
 */
export function needsRollbackWhenRefused(input: CountingInput): boolean {
  return input.organizationId !== null && input.organizationMonthlyLimit !== null;
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
