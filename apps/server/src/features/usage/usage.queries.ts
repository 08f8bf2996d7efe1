import { and, desc, eq, gte, inArray, lt, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { DbOrTx } from '../../db/client';
import {
  organizationSubscriptions,
  organizationUsage,
  subscriptionPlans,
} from '../../db/schema/billing';
import { searchRequests, userUsageStats } from '../../db/schema/search';

/** Subscription states under which the plan's limits apply (a suspended or cancelled plan grants nothing extra). */
const CURRENT_SUBSCRIPTION_STATUSES = ['trial', 'active', 'past_due'] as const;

/** The user's searches today, this month and since `weekStart`, from the daily counters. */
export async function findUserCounts(
  db: DbOrTx,
  userId: string,
  dates: { today: string; monthStart: string; weekStart: string },
) {
  const t = userUsageStats;
  const [row] = await db
    .select({
      today: sql<number>`coalesce(sum(${t.searchCount}) filter (where ${t.date} = ${dates.today}), 0)::int`,
      thisMonth: sql<number>`coalesce(sum(${t.searchCount}) filter (where ${t.date} >= ${dates.monthStart}), 0)::int`,
      last7Days: sql<number>`coalesce(sum(${t.searchCount}) filter (where ${t.date} >= ${dates.weekStart}), 0)::int`,
    })
    .from(t)
    .where(and(eq(t.userId, userId), gte(t.date, least(dates.monthStart, dates.weekStart))));
  return { today: row?.today ?? 0, thisMonth: row?.thisMonth ?? 0, last7Days: row?.last7Days ?? 0 };
}

function least(a: string, b: string): string {
  return a < b ? a : b;
}

/** All-time searches of the user (sum of the daily counters). */
export async function findUserTotal(db: DbOrTx, userId: string): Promise<number> {
  const [row] = await db
    .select({ total: sql<number>`coalesce(sum(${userUsageStats.searchCount}), 0)::int` })
    .from(userUsageStats)
    .where(eq(userUsageStats.userId, userId));
  return row?.total ?? 0;
}

/** The organisation's current plan and its searches this month; undefined without a current subscription. */
export async function findOrganizationPlanUsage(
  db: DbOrTx,
  organizationId: string,
  monthStart: string,
) {
  const [row] = await db
    .select({
      subscriptionId: organizationSubscriptions.id,
      planName: subscriptionPlans.displayName,
      monthlyLimit: subscriptionPlans.maxSearchesPerMonth,
      used: sql<number>`(select coalesce(sum(${organizationUsage.searchCount}), 0)::int from ${organizationUsage}
        where ${organizationUsage.organizationId} = ${organizationId} and ${organizationUsage.date} >= ${monthStart})`,
    })
    .from(organizationSubscriptions)
    .innerJoin(subscriptionPlans, eq(subscriptionPlans.id, organizationSubscriptions.planId))
    .where(
      and(
        eq(organizationSubscriptions.organizationId, organizationId),
        inArray(organizationSubscriptions.status, [...CURRENT_SUBSCRIPTION_STATUSES]),
      ),
    )
    .orderBy(desc(organizationSubscriptions.createdAt))
    .limit(1);
  return row;
}

/** The counters as one counted search left them; undefined when the user's daily allowance was used up. */
export interface CountedSearch {
  today: number;
  thisMonth: number;
  last7Days: number;
  /** The organisation's searches this month; null for a user without an organisation. */
  organizationThisMonth: number | null;
}

/**
 * Counts one search in ONE statement: the user's counter of `dates.today`, then (only when that was
 * counted, and always in this order so concurrent searches lock the rows in the same order) the
 * organisation's. The user increment only happens while the day's count is below `dailyLimit`: under
 * concurrent searches of one user the row lock makes it the arbiter, and undefined means the allowance was
 * used up in the meantime (nothing was counted). The totals are the updated rows plus the earlier days of
 * the period, which concurrent searches do not change.
 */
export async function countSearch(
  db: DbOrTx,
  input: {
    userId: string;
    organizationId: string | null;
    subscriptionId: string | null;
    dates: { today: string; monthStart: string; weekStart: string };
    dailyLimit: number;
    at: Date;
  },
): Promise<CountedSearch | undefined> {
  const { dates } = input;
  const u = userUsageStats;
  const o = organizationUsage;
  const countUser = db
    .insert(u)
    .values({
      userId: input.userId,
      date: dates.today,
      searchCount: 1,
      createdAt: input.at,
      updatedAt: input.at,
    })
    .onConflictDoUpdate({
      target: [u.userId, u.date],
      set: { searchCount: sql`${u.searchCount} + 1`, updatedAt: input.at },
      setWhere: sql`${u.searchCount} < ${input.dailyLimit}`,
    })
    .returning({ searchCount: u.searchCount });
  const at = input.at.toISOString();
  const userEarlier = (from: string) =>
    sql`(select coalesce(sum(search_count), 0) from ${u}
      where user_id = ${input.userId} and date >= ${from}::date and date < ${dates.today}::date)`;
  const organization =
    input.organizationId === null
      ? sql`null::int`
      : sql`(select search_count from organization) + (select coalesce(sum(search_count), 0) from ${o}
          where organization_id = ${input.organizationId} and date >= ${dates.monthStart}::date and date < ${dates.today}::date)`;
  const countOrganization =
    input.organizationId === null
      ? sql`select null::int as search_count`
      : sql`insert into ${o} (organization_id, subscription_id, date, search_count, created_at, updated_at)
          select ${input.organizationId}::uuid, ${input.subscriptionId}::uuid, ${dates.today}::date, 1, ${at}::timestamptz, ${at}::timestamptz
          from counted
          on conflict (organization_id, date) do update
            set search_count = ${o}.search_count + 1, updated_at = excluded.updated_at
          returning search_count`;
  const result = await db.execute(sql`
    with counted as (${countUser.getSQL()}),
      organization as (${countOrganization})
    select counted.search_count as today,
      (counted.search_count + ${userEarlier(dates.monthStart)})::int as this_month,
      (counted.search_count + ${userEarlier(dates.weekStart)})::int as last_7_days,
      (${organization})::int as organization_this_month
    from counted`);
  // node-postgres and PGlite both answer { rows: [...] }; the statement's row is checked, not cast.
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

const countedRowSchema = z.object({
  today: z.number().int(),
  this_month: z.number().int(),
  last_7_days: z.number().int(),
  organization_this_month: z.number().int().nullable(),
});
const countedResultSchema = z.object({ rows: z.array(countedRowSchema).max(1) });

/** The user's latest searches, newest first. */
export async function findRecentSearches(db: DbOrTx, userId: string, limit: number) {
  return db
    .select({
      id: searchRequests.id,
      firstName: searchRequests.firstName,
      lastName: searchRequests.lastName,
      arabicName: searchRequests.arabicName,
      searchType: searchRequests.searchType,
      matchesFound: searchRequests.matchesFound,
      createdAt: searchRequests.createdAt,
    })
    .from(searchRequests)
    .where(eq(searchRequests.userId, userId))
    .orderBy(desc(searchRequests.createdAt))
    .limit(limit);
}

/** Searches per UTC hour between `from` (inclusive) and `to` (exclusive). */
export async function findHourlyCounts(db: DbOrTx, userId: string, from: Date, to: Date) {
  const hour = sql<number>`extract(hour from ${searchRequests.createdAt} at time zone 'UTC')::int`;
  return db
    .select({ hour, count: sql<number>`count(*)::int` })
    .from(searchRequests)
    .where(
      and(
        eq(searchRequests.userId, userId),
        gte(searchRequests.createdAt, from),
        lt(searchRequests.createdAt, to),
      ),
    )
    .groupBy(hour);
}

/** Instant of the user's first recorded search, null when none. */
export async function findFirstSearchAt(db: DbOrTx, userId: string): Promise<Date | null> {
  const [row] = await db
    .select({ first: searchRequests.createdAt })
    .from(searchRequests)
    .where(eq(searchRequests.userId, userId))
    .orderBy(searchRequests.createdAt)
    .limit(1);
  return row?.first ?? null;
}

/** The names the user screened most, as typed (trimmed, case-folded), most frequent first. */
export async function findTopSearchedNames(db: DbOrTx, userId: string, limit: number) {
  const name = sql<string>`lower(trim(regexp_replace(concat_ws(' ', nullif(trim(${searchRequests.firstName}), ''), nullif(trim(${searchRequests.lastName}), ''), nullif(trim(${searchRequests.arabicName}), '')), '\\s+', ' ', 'g')))`;
  return db
    .select({ name, count: sql<number>`count(*)::int` })
    .from(searchRequests)
    .where(eq(searchRequests.userId, userId))
    .groupBy(name)
    .orderBy(sql`count(*) desc`, name)
    .limit(limit);
}
