import { desc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import { organizationSubscriptions, subscriptionPlans } from '../../../db/schema/billing';

/**
 * Whether the organisation's current plan (its latest subscription, as the search limits read it)
 * includes PEP screening. No organisation or no subscription: no PEP screening.
 */
export async function planHasPepCheck(db: DbOrTx, organizationId: string | null): Promise<boolean> {
  if (organizationId === null) return false;
  const [row] = await db
    .select({ featureFlags: subscriptionPlans.featureFlags })
    .from(organizationSubscriptions)
    .innerJoin(subscriptionPlans, eq(subscriptionPlans.id, organizationSubscriptions.planId))
    .where(eq(organizationSubscriptions.organizationId, organizationId))
    .orderBy(desc(organizationSubscriptions.createdAt))
    .limit(1);
  return row?.featureFlags.pepCheck === true;
}
