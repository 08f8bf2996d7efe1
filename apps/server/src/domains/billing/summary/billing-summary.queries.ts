import { and, count, desc, eq, gte, inArray, isNull, lt, sql, sum } from 'drizzle-orm';
import { RECENT_INVOICES_LIMIT } from '@sanctions/contracts';
import type { DbOrTx } from '../../../db/client';
import {
  invoices,
  organizationSubscriptions,
  organizationUsage,
  subscriptionPlans,
} from '../../../db/schema/billing';
import { organizations } from '../../../db/schema/organizations';
import { users } from '../../../db/schema/users';
import { invoiceViewColumns } from '../shared/invoice-view';
import type { InvoiceViewRow } from '../shared/invoice-view';

export async function findOrganization(db: DbOrTx, organizationId: string) {
  const [row] = await db
    .select({ id: organizations.id, displayName: organizations.displayName })
    .from(organizations)
    .where(eq(organizations.id, organizationId));
  return row;
}

/** The organisation's latest subscription with its plan. */
export async function findCurrentSubscription(db: DbOrTx, organizationId: string) {
  const [row] = await db
    .select({ subscription: organizationSubscriptions, plan: subscriptionPlans })
    .from(organizationSubscriptions)
    .innerJoin(subscriptionPlans, eq(subscriptionPlans.id, organizationSubscriptions.planId))
    .where(eq(organizationSubscriptions.organizationId, organizationId))
    .orderBy(desc(organizationSubscriptions.createdAt))
    .limit(1);
  return row;
}

/** Active members now (deactivated and removed accounts do not count). */
export async function countActiveMembers(db: DbOrTx, organizationId: string): Promise<number> {
  const [row] = await db
    .select({ total: count() })
    .from(users)
    .where(
      and(
        eq(users.organizationId, organizationId),
        eq(users.isActive, true),
        isNull(users.deletedAt),
      ),
    );
  return row?.total ?? 0;
}

/** Searches and API calls counted on the days from `firstDay` up to (not including) `endDay`. */
export async function sumUsage(
  db: DbOrTx,
  organizationId: string,
  window: { firstDay: string; endDay: string },
): Promise<{ searches: number; apiCalls: number }> {
  const [row] = await db
    .select({
      searches: sum(organizationUsage.searchCount).mapWith(Number),
      apiCalls: sum(organizationUsage.apiCallCount).mapWith(Number),
    })
    .from(organizationUsage)
    .where(
      and(
        eq(organizationUsage.organizationId, organizationId),
        gte(organizationUsage.date, window.firstDay),
        lt(organizationUsage.date, window.endDay),
      ),
    );
  return { searches: row?.searches ?? 0, apiCalls: row?.apiCalls ?? 0 };
}

export function findRecentInvoices(db: DbOrTx, organizationId: string): Promise<InvoiceViewRow[]> {
  return db
    .select(invoiceViewColumns)
    .from(invoices)
    .innerJoin(organizations, eq(organizations.id, invoices.organizationId))
    .where(eq(invoices.organizationId, organizationId))
    .orderBy(desc(invoices.createdAt), desc(invoices.invoiceNumber))
    .limit(RECENT_INVOICES_LIMIT);
}

/** What the organisation still owes: the totals of its pending and overdue invoices. */
export async function sumOutstanding(db: DbOrTx, organizationId: string): Promise<number> {
  const [row] = await db
    .select({ total: sql<number>`coalesce(sum(${invoices.total}), 0)::int` })
    .from(invoices)
    .where(
      and(
        eq(invoices.organizationId, organizationId),
        inArray(invoices.status, ['pending', 'overdue']),
      ),
    );
  return row?.total ?? 0;
}

/** Daily rows of the organisation's usage between two days, both included. */
export function findDailyUsage(
  db: DbOrTx,
  organizationId: string,
  range: { from: string; to: string },
) {
  return db
    .select({
      date: organizationUsage.date,
      searches: organizationUsage.searchCount,
      apiCalls: organizationUsage.apiCallCount,
      activeUsers: organizationUsage.activeUsers,
    })
    .from(organizationUsage)
    .where(
      and(
        eq(organizationUsage.organizationId, organizationId),
        gte(organizationUsage.date, range.from),
        sql`${organizationUsage.date} <= ${range.to}`,
      ),
    )
    .orderBy(organizationUsage.date);
}
