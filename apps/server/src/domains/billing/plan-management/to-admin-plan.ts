import type { AdminPlan, PlanSubscriptionCounts } from '@sanctions/contracts';
import { toPlan } from '../shared/to-plan';
import type { PlanRow } from '../shared/to-plan';
import { NO_SUBSCRIPTIONS } from './plan-management.queries';

/** A plan row with its subscription counts, as the super admin's plan list shows it. */
export function toAdminPlan(
  row: PlanRow,
  counts: PlanSubscriptionCounts = NO_SUBSCRIPTIONS,
): AdminPlan {
  return {
    ...toPlan(row),
    sortOrder: row.sortOrder,
    isActive: row.isActive,
    subscriptions: counts,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
