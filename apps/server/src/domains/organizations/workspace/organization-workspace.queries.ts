import { and, desc, eq, gte, isNull, lt, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../../db/client';
import {
  organizationSubscriptions,
  organizationUsage,
  subscriptionPlans,
} from '../../../db/schema/billing';
import { organizations } from '../../../db/schema/organizations';
import { users } from '../../../db/schema/users';

export type OrganizationRow = typeof organizations.$inferSelect;
export type SubscriptionRow = typeof organizationSubscriptions.$inferSelect;
export type PlanRow = typeof subscriptionPlans.$inferSelect;

/** The caller's organisation; `organizationId` is always the session's, never an id from the request. */
export async function findOrganization(
  db: DbOrTx,
  organizationId: string,
): Promise<OrganizationRow | undefined> {
  const [row] = await db
    .select()
    .from(organizations)
    .where(eq(organizations.id, organizationId))
    .limit(1);
  return row;
}

/** The same row, locked until the transaction ends: settings updates of one organisation queue up. */
export async function lockOrganization(
  tx: DbOrTx,
  organizationId: string,
): Promise<OrganizationRow | undefined> {
  const [row] = await tx
    .select()
    .from(organizations)
    .where(eq(organizations.id, organizationId))
    .for('update');
  return row;
}

export async function updateOrganization(
  tx: DbOrTx,
  organizationId: string,
  values: Partial<typeof organizations.$inferInsert>,
): Promise<OrganizationRow | undefined> {
  const [row] = await tx
    .update(organizations)
    .set(values)
    .where(eq(organizations.id, organizationId))
    .returning();
  return row;
}

const scheduledPlans = alias(subscriptionPlans, 'scheduled_plans');

export interface CurrentSubscription {
  subscription: SubscriptionRow;
  plan: PlanRow;
  scheduledPlan: PlanRow | null;
}

/**
 * The organisation's current subscription with its plan: the newest one (an organisation normally has
 * exactly one; a later one replaces an earlier in the billing lifecycle).
 */
export async function findCurrentSubscription(
  db: DbOrTx,
  organizationId: string,
): Promise<CurrentSubscription | undefined> {
  const [row] = await db
    .select({
      subscription: organizationSubscriptions,
      plan: subscriptionPlans,
      scheduledPlan: scheduledPlans,
    })
    .from(organizationSubscriptions)
    .innerJoin(subscriptionPlans, eq(subscriptionPlans.id, organizationSubscriptions.planId))
    .leftJoin(scheduledPlans, eq(scheduledPlans.id, organizationSubscriptions.scheduledPlanId))
    .where(eq(organizationSubscriptions.organizationId, organizationId))
    .orderBy(desc(organizationSubscriptions.createdAt), desc(organizationSubscriptions.id))
    .limit(1);
  return row;
}

/** Members who can sign in: active and not deleted. */
export async function countActiveMembers(db: DbOrTx, organizationId: string): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(users)
    .where(
      and(
        eq(users.organizationId, organizationId),
        eq(users.isActive, true),
        isNull(users.deletedAt),
      ),
    );
  return row?.count ?? 0;
}

/** Sums of the organisation's daily counters with `from <= date < to` (`YYYY-MM-DD`). */
export async function sumOrganizationUsage(
  db: DbOrTx,
  organizationId: string,
  range: { from: string; to: string },
): Promise<{ searches: number; apiCalls: number }> {
  const [row] = await db
    .select({
      searches: sql<number>`coalesce(sum(${organizationUsage.searchCount}), 0)::int`,
      apiCalls: sql<number>`coalesce(sum(${organizationUsage.apiCallCount}), 0)::int`,
    })
    .from(organizationUsage)
    .where(
      and(
        eq(organizationUsage.organizationId, organizationId),
        gte(organizationUsage.date, range.from),
        lt(organizationUsage.date, range.to),
      ),
    );
  return { searches: row?.searches ?? 0, apiCalls: row?.apiCalls ?? 0 };
}
