import { and, asc, count, eq, inArray, ne, or } from 'drizzle-orm';
import type { PlanSubscriptionCounts } from '@sanctions/contracts';
import type { DbOrTx } from '../../../db/client';
import {
  organizationSubscriptions,
  subscriptionChanges,
  subscriptionPlans,
} from '../../../db/schema/billing';
import type { PlanRow } from '../shared/to-plan';

export const NO_SUBSCRIPTIONS: PlanSubscriptionCounts = {
  active: 0,
  trial: 0,
  pastDue: 0,
  total: 0,
};

/** Every plan, inactive ones too, in the public display order. */
export function findAllPlans(db: DbOrTx): Promise<PlanRow[]> {
  return db
    .select()
    .from(subscriptionPlans)
    .orderBy(asc(subscriptionPlans.sortOrder), asc(subscriptionPlans.name));
}

/** The plan row, locked until the transaction ends so the audit's "before" is what was replaced. */
export async function findPlanForUpdate(db: DbOrTx, id: string): Promise<PlanRow | undefined> {
  const [row] = await db
    .select()
    .from(subscriptionPlans)
    .where(eq(subscriptionPlans.id, id))
    .for('update');
  return row;
}

/**
 * Locks every plan row, in id order so two callers cannot deadlock. Making a plan popular takes this lock
 * first: two super admins choosing different popular plans at once then run one after the other and one
 * plan ends up popular.
 */
export async function lockAllPlans(db: DbOrTx): Promise<void> {
  await db
    .select({ id: subscriptionPlans.id })
    .from(subscriptionPlans)
    .orderBy(asc(subscriptionPlans.id))
    .for('update');
}

/** Clears "Most Popular" on every plan but `keepId`; returns the plans it was cleared on. */
export function clearPopularExcept(db: DbOrTx, keepId: string | null, now: Date) {
  const others = keepId === null ? undefined : ne(subscriptionPlans.id, keepId);
  return db
    .update(subscriptionPlans)
    .set({ isPopular: false, updatedAt: now })
    .where(and(eq(subscriptionPlans.isPopular, true), others))
    .returning({ id: subscriptionPlans.id, name: subscriptionPlans.name });
}

/** Subscriptions per plan and status, for the given plans (all plans when omitted). */
export async function countSubscriptionsByPlan(
  db: DbOrTx,
  planIds?: string[],
): Promise<Map<string, PlanSubscriptionCounts>> {
  const rows = await db
    .select({
      planId: organizationSubscriptions.planId,
      status: organizationSubscriptions.status,
      count: count(),
    })
    .from(organizationSubscriptions)
    .where(planIds === undefined ? undefined : inArray(organizationSubscriptions.planId, planIds))
    .groupBy(organizationSubscriptions.planId, organizationSubscriptions.status);
  const counts = new Map<string, PlanSubscriptionCounts>();
  for (const row of rows) {
    const current = counts.get(row.planId) ?? { ...NO_SUBSCRIPTIONS };
    if (row.status === 'active') current.active += row.count;
    if (row.status === 'trial') current.trial += row.count;
    if (row.status === 'past_due') current.pastDue += row.count;
    current.total += row.count;
    counts.set(row.planId, current);
  }
  return counts;
}

/** True when a subscription (current or scheduled plan) or a recorded plan change refers to the plan. */
export async function isPlanReferenced(db: DbOrTx, planId: string): Promise<boolean> {
  const [subscriptions] = await db
    .select({ count: count() })
    .from(organizationSubscriptions)
    .where(
      or(
        eq(organizationSubscriptions.planId, planId),
        eq(organizationSubscriptions.scheduledPlanId, planId),
      ),
    );
  const [changes] = await db
    .select({ count: count() })
    .from(subscriptionChanges)
    .where(
      or(eq(subscriptionChanges.oldPlanId, planId), eq(subscriptionChanges.newPlanId, planId)),
    );
  return (subscriptions?.count ?? 0) + (changes?.count ?? 0) > 0;
}
