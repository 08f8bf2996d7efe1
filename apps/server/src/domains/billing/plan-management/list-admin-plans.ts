import type { AdminPlan } from '@sanctions/contracts';
import type { DbOrTx } from '../../../db/client';
import { countSubscriptionsByPlan, findAllPlans } from './plan-management.queries';
import { toAdminPlan } from './to-admin-plan';

/** Every plan, inactive ones too, with how many subscriptions are active, on trial and past due. */
export async function listAdminPlans(db: DbOrTx): Promise<AdminPlan[]> {
  const [rows, counts] = await Promise.all([findAllPlans(db), countSubscriptionsByPlan(db)]);
  return rows.map((row) => toAdminPlan(row, counts.get(row.id)));
}
