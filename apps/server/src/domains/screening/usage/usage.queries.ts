import { and, desc, eq, gte, lt, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../../db/client';
import { preparedPerDatabase } from '../../../db/prepared-per-database';
import {
  organizationSubscriptions,
  organizationUsage,
  subscriptionPlans,
} from '../../../db/schema/billing';
import { searchRequests, userUsageStats } from '../../../db/schema/search';
import { ownRecordsReadableBy } from '../../../lib/access/record-access';
import type { RecordViewer } from '../../../lib/access/record-access';

type RecordOwner = Pick<RecordViewer, 'id' | 'organizationId'>;

const userCountsQuery = preparedPerDatabase((db) => {
  const t = userUsageStats;
  const today = sql.placeholder('today');
  const monthStart = sql.placeholder('monthStart');
  const weekStart = sql.placeholder('weekStart');
  return db
    .select({
      today: sql<number>`coalesce(sum(${t.searchCount}) filter (where ${t.date} = ${today}::date), 0)::int`,
      // The month and the week count what the monthly limit counts: single searches and own bulk rows.
      thisMonth: sql<number>`coalesce(sum(${t.searchCount} + ${t.bulkRowCount}) filter (where ${t.date} >= ${monthStart}::date), 0)::int`,
      last7Days: sql<number>`coalesce(sum(${t.searchCount} + ${t.bulkRowCount}) filter (where ${t.date} >= ${weekStart}::date), 0)::int`,
    })
    .from(t)
    .where(and(eq(t.userId, sql.placeholder('userId')), gte(t.date, sql.placeholder('since'))))
    .prepare('find_user_counts');
});

/**
 * The user's single searches today (what the daily limit counts), and this month and since `weekStart`
 * their single searches plus their own bulk rows (what the monthly limit counts), from the daily counters.
 */
export async function findUserCounts(
  db: Db,
  userId: string,
  dates: { today: string; monthStart: string; weekStart: string },
) {
  const [row] = await userCountsQuery(db).execute({
    userId,
    ...dates,
    since: least(dates.monthStart, dates.weekStart),
  });
  return { today: row?.today ?? 0, thisMonth: row?.thisMonth ?? 0, last7Days: row?.last7Days ?? 0 };
}

function least(a: string, b: string): string {
  return a < b ? a : b;
}

/** All-time searches of the user, single searches and own bulk rows (sum of the daily counters). */
export async function findUserTotal(db: DbOrTx, userId: string): Promise<number> {
  const [row] = await db
    .select({
      total: sql<number>`coalesce(sum(${userUsageStats.searchCount} + ${userUsageStats.bulkRowCount}), 0)::int`,
    })
    .from(userUsageStats)
    .where(eq(userUsageStats.userId, userId));
  return row?.total ?? 0;
}

const organizationPlanUsageQuery = preparedPerDatabase((db) => {
  const organizationId = sql.placeholder('organizationId');
  return (
    db
      .select({
        subscriptionId: organizationSubscriptions.id,
        planName: subscriptionPlans.displayName,
        monthlyLimit: subscriptionPlans.maxSearchesPerMonth,
        additionalCheckPrice: subscriptionPlans.additionalCheckPrice,
        status: organizationSubscriptions.status,
        used: sql<number>`(select coalesce(sum(${organizationUsage.searchCount}), 0)::int from ${organizationUsage}
        where ${organizationUsage.organizationId} = ${organizationId}::uuid
        and ${organizationUsage.date} >= ${sql.placeholder('monthStart')}::date)`,
      })
      .from(organizationSubscriptions)
      .innerJoin(subscriptionPlans, eq(subscriptionPlans.id, organizationSubscriptions.planId))
      // The latest subscription whatever its status: a suspended or cancelled one blocks searching.
      .where(eq(organizationSubscriptions.organizationId, organizationId))
      .orderBy(desc(organizationSubscriptions.createdAt))
      .limit(1)
      .prepare('find_organization_plan_usage')
  );
});

/** The organisation's current plan and its searches this month; undefined without a current subscription. */
export async function findOrganizationPlanUsage(
  db: Db,
  organizationId: string,
  monthStart: string,
) {
  const [row] = await organizationPlanUsageQuery(db).execute({ organizationId, monthStart });
  return row;
}

/** The user's latest searches still theirs to read (none of an organisation they left), newest first. */
export async function findRecentSearches(db: DbOrTx, viewer: RecordOwner, limit: number) {
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
    .where(ownRecordsReadableBy(searchRequests, viewer))
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

/** The names the user screened most (searches still theirs to read), as typed (trimmed, case-folded), most frequent first. */
export async function findTopSearchedNames(db: DbOrTx, viewer: RecordOwner, limit: number) {
  const name = sql<string>`lower(trim(regexp_replace(concat_ws(' ', nullif(trim(${searchRequests.firstName}), ''), nullif(trim(${searchRequests.lastName}), ''), nullif(trim(${searchRequests.arabicName}), '')), '\\s+', ' ', 'g')))`;
  return db
    .select({ name, count: sql<number>`count(*)::int` })
    .from(searchRequests)
    .where(ownRecordsReadableBy(searchRequests, viewer))
    .groupBy(name)
    .orderBy(sql`count(*) desc`, name)
    .limit(limit);
}
