import { asc, eq } from 'drizzle-orm';
import type { Plan } from '@sanctions/contracts';
import type { DbOrTx } from '../../../db/client';
import { subscriptionPlans } from '../../../db/schema/billing';
import { toPlan } from '../shared/to-plan';

/**
 * The active plans in display order. The plan rows are the one source of the landing page's pricing, the
 * sign-up wizard and billing, so a super admin's edit shows everywhere at once.
 */
export async function listPlans(db: DbOrTx): Promise<Plan[]> {
  const rows = await db
    .select()
    .from(subscriptionPlans)
    .where(eq(subscriptionPlans.isActive, true))
    .orderBy(asc(subscriptionPlans.sortOrder), asc(subscriptionPlans.name));
  return rows.map(toPlan);
}
