import { PLAN_NAME_TAKEN } from '@sanctions/contracts';
import type { AdminPlan, CreatePlanBody } from '@sanctions/contracts';
import { subscriptionPlans } from '../../../db/schema/billing';
import { AppError } from '../../../lib/app-error';
import { clearPopularExcept, lockAllPlans } from './plan-management.queries';
import type { PlanCommand, PlanDeps } from './plan-command';
import { recordPlanAudit } from './record-plan-audit';
import { toAdminPlan } from './to-admin-plan';
import { toPlanColumns } from './to-plan-columns';

/**
 * Creates a plan. A popular new plan takes the tag from the others in the same transaction. A taken name
 * answers 409 (insert ... on conflict do nothing, so the transaction is not aborted on PostgreSQL).
 */
export async function createPlan(
  deps: PlanDeps,
  body: CreatePlanBody,
  command: PlanCommand,
): Promise<AdminPlan> {
  const now = deps.now();
  return deps.db.transaction(async (tx) => {
    if (body.isPopular) await lockAllPlans(tx);
    const [row] = await tx
      .insert(subscriptionPlans)
      .values({
        ...toPlanColumns(body),
        // The insert's required columns, named again so the compiler sees them present.
        name: body.name,
        displayName: body.displayName,
        monthlyPrice: body.monthlyPrice,
        yearlyPrice: body.yearlyPrice,
        createdAt: now,
        updatedAt: now,
      })
      .onConflictDoNothing({ target: subscriptionPlans.name })
      .returning();
    if (!row) throw new AppError('CONFLICT', PLAN_NAME_TAKEN);
    const clearedPopular = body.isPopular ? await clearPopularExcept(tx, row.id, now) : [];
    await recordPlanAudit(tx, {
      action: 'plan_created',
      actorId: command.actorId,
      origin: command.origin,
      at: now,
      before: null,
      after: row,
      clearedPopular,
    });
    return toAdminPlan(row);
  });
}
