import { and, count, desc, eq, gte, ilike, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { AdminOrganizationsQuery } from '@sanctions/contracts';
import type { DbOrTx } from '../../../db/client';
import {
  cashPayments,
  invoices,
  organizationSubscriptions,
  organizationUsage,
  paymentHistory,
  paymentMethods,
  subscriptionPlans,
} from '../../../db/schema/billing';
import { organizations } from '../../../db/schema/organizations';
import { users } from '../../../db/schema/users';

/** SUM of an integer column as a number (0 over no rows): drizzle would hand back numeric text. */
const sumInt = (expression: SQL) => sql<number>`coalesce(sum(${expression}), 0)::int`;

/** Money that came in: completed payments in the ledger (a verified cash payment writes one). */
export async function sumRevenue(db: DbOrTx): Promise<number> {
  const [row] = await db
    .select({ total: sumInt(sql`${paymentHistory.amount}`) })
    .from(paymentHistory)
    .where(eq(paymentHistory.status, 'completed'));
  return row?.total ?? 0;
}

/** Completed payments per UTC month (`YYYY-MM`) from `since` on. */
export function sumRevenueByMonth(db: DbOrTx, since: Date) {
  const month = sql<string>`to_char(${paymentHistory.paymentDate} at time zone 'UTC', 'YYYY-MM')`;
  return db
    .select({ month, revenue: sumInt(sql`${paymentHistory.amount}`) })
    .from(paymentHistory)
    .where(and(eq(paymentHistory.status, 'completed'), gte(paymentHistory.paymentDate, since)))
    .groupBy(month);
}

export async function countSubscriptionsByStatus(db: DbOrTx, status: 'active'): Promise<number> {
  const [row] = await db
    .select({ total: count() })
    .from(organizationSubscriptions)
    .where(eq(organizationSubscriptions.status, status));
  return row?.total ?? 0;
}

export async function sumPendingCashPayments(db: DbOrTx) {
  const [row] = await db
    .select({ count: count(), amount: sumInt(sql`${cashPayments.amount}`) })
    .from(cashPayments)
    .where(eq(cashPayments.verificationStatus, 'pending'));
  return { count: row?.count ?? 0, amount: row?.amount ?? 0 };
}

/** Unpaid invoices past due: marked overdue, or still pending after their due date (job not run yet). */
export async function sumOverdueInvoices(db: DbOrTx, now: Date) {
  const [row] = await db
    .select({ count: count(), amount: sumInt(sql`${invoices.total}`) })
    .from(invoices)
    .where(
      or(
        eq(invoices.status, 'overdue'),
        and(eq(invoices.status, 'pending'), lt(invoices.dueDate, now)),
      ),
    );
  return { count: row?.count ?? 0, amount: row?.amount ?? 0 };
}

/** Customer organisations: approved ones, and those the provider suspended. */
const CUSTOMER = inArray(organizations.status, ['approved', 'suspended']);

export async function countCustomerOrganizations(db: DbOrTx): Promise<number> {
  const [row] = await db.select({ total: count() }).from(organizations).where(CUSTOMER);
  return row?.total ?? 0;
}

/** Every plan with the subscriptions on it that are running (trial, active or past due). */
export function countRunningSubscriptionsByPlan(db: DbOrTx) {
  return db
    .select({
      plan: subscriptionPlans.name,
      total: sql<number>`count(${organizationSubscriptions.id})::int`,
    })
    .from(subscriptionPlans)
    .leftJoin(
      organizationSubscriptions,
      and(
        eq(organizationSubscriptions.planId, subscriptionPlans.id),
        inArray(organizationSubscriptions.status, ['trial', 'active', 'past_due']),
      ),
    )
    .groupBy(subscriptionPlans.name, subscriptionPlans.sortOrder)
    .orderBy(subscriptionPlans.sortOrder, subscriptionPlans.name);
}

/** The organisation's latest subscription is the one the Organizations tab shows. */
const latestSubscription = sql`${organizationSubscriptions.id} = (
  select s.id from organization_subscriptions s
  where s.organization_id = ${organizations.id}
  order by s.created_at desc, s.id desc limit 1)`;

function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (char) => `\\${char}`);
}

function organizationFilters(query: AdminOrganizationsQuery): SQL | undefined {
  const conditions: (SQL | undefined)[] = [CUSTOMER];
  if (query.search !== undefined && query.search !== '') {
    const pattern = `%${escapeLike(query.search)}%`;
    conditions.push(
      or(
        ilike(organizations.name, pattern),
        ilike(organizations.displayName, pattern),
        ilike(organizations.contactEmail, pattern),
      ),
    );
  }
  if (query.status !== 'all') {
    const status = query.status === 'canceled' ? 'cancelled' : query.status;
    conditions.push(eq(organizationSubscriptions.status, status));
  }
  if (query.plan !== 'all') conditions.push(eq(subscriptionPlans.name, query.plan));
  return and(...conditions);
}

function selectOrganizations(db: DbOrTx) {
  return db
    .select({
      id: organizations.id,
      name: organizations.displayName,
      email: organizations.contactEmail,
      phone: organizations.contactPhone,
      subscription: organizationSubscriptions,
      plan: subscriptionPlans,
    })
    .from(organizations)
    .leftJoin(organizationSubscriptions, latestSubscription)
    .leftJoin(subscriptionPlans, eq(subscriptionPlans.id, organizationSubscriptions.planId));
}

export function findOrganizationsPage(db: DbOrTx, query: AdminOrganizationsQuery) {
  return selectOrganizations(db)
    .where(organizationFilters(query))
    .orderBy(organizations.displayName, organizations.id)
    .limit(query.pageSize)
    .offset((query.page - 1) * query.pageSize);
}

export async function countOrganizations(
  db: DbOrTx,
  query: AdminOrganizationsQuery,
): Promise<number> {
  const [row] = await db
    .select({ total: count() })
    .from(organizations)
    .leftJoin(organizationSubscriptions, latestSubscription)
    .leftJoin(subscriptionPlans, eq(subscriptionPlans.id, organizationSubscriptions.planId))
    .where(organizationFilters(query));
  return row?.total ?? 0;
}

/** Each organisation's latest ledger entry (newest payment date, then newest row). */
export function findLastPayments(db: DbOrTx, organizationIds: string[]) {
  return db
    .selectDistinctOn([paymentHistory.organizationId], {
      organizationId: paymentHistory.organizationId,
      amount: paymentHistory.amount,
      date: paymentHistory.paymentDate,
      status: paymentHistory.status,
      method: paymentMethods.type,
      cashPaymentId: paymentHistory.cashPaymentId,
    })
    .from(paymentHistory)
    .leftJoin(paymentMethods, eq(paymentMethods.id, paymentHistory.paymentMethodId))
    .where(inArray(paymentHistory.organizationId, organizationIds))
    .orderBy(
      paymentHistory.organizationId,
      desc(paymentHistory.paymentDate),
      desc(paymentHistory.createdAt),
    );
}

/** Searches per organisation on the days from `firstDay` up to (not including) `endDay`. */
export function sumSearchesByOrganization(
  db: DbOrTx,
  organizationIds: string[],
  window: { firstDay: string; endDay: string },
) {
  return db
    .select({
      organizationId: organizationUsage.organizationId,
      searches: sumInt(sql`${organizationUsage.searchCount}`),
    })
    .from(organizationUsage)
    .where(
      and(
        inArray(organizationUsage.organizationId, organizationIds),
        gte(organizationUsage.date, window.firstDay),
        lt(organizationUsage.date, window.endDay),
      ),
    )
    .groupBy(organizationUsage.organizationId);
}

export function countActiveMembersByOrganization(db: DbOrTx, organizationIds: string[]) {
  return db
    .select({ organizationId: users.organizationId, total: count() })
    .from(users)
    .where(
      and(
        inArray(users.organizationId, organizationIds),
        eq(users.isActive, true),
        isNull(users.deletedAt),
      ),
    )
    .groupBy(users.organizationId);
}
