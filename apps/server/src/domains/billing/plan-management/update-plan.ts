import { eq } from 'drizzle-orm';
import { PLAN_NAME_IMMUTABLE, PLAN_NOT_FOUND } from '@sanctions/contracts';
import type { AdminPlan, UpdatePlanBody } from '@sanctions/contracts';
import { subscriptionPlans } from '../../../db/schema/billing';
import { AppError } from '../../../lib/app-error';
import {
  clearPopularExcept,
  countSubscriptionsByPlan,
  findPlanForUpdate,
  lockAllPlans,
} from './plan-management.queries';
import type { PlanCommand, PlanDeps } from './plan-command';
import { recordPlanAudit } from './record-plan-audit';
import { toAdminPlan } from './to-admin-plan';
import { toPlanColumns } from './to-plan-columns';

/**
 * Changes a plan's fields (any subset; the name stays). Existing subscriptions keep referring to the row,
 * so new limits apply at once while new prices reach them when their next invoice is issued (prices are
 * read at issue time). Deactivating only hides the plan from sign-up and the public list.
 */
export async function updatePlan(
  deps: PlanDeps,
  id: string,
  body: UpdatePlanBody,
  command: PlanCommand,
): Promise<AdminPlan> {
  const now = deps.now();
  return deps.db.transaction(async (tx) => {
    if (body.isPopular === true) await lockAllPlans(tx);
    const before = await findPlanForUpdate(tx, id);
    if (!before) throw new AppError('NOT_FOUND', PLAN_NOT_FOUND);
    if (body.name !== undefined && body.name.trim() !== before.name)
      throw new AppError('VALIDATION_FAILED', PLAN_NAME_IMMUTABLE, {
        issues: [{ path: ['name'], message: PLAN_NAME_IMMUTABLE }],
      });
    const [after] = await tx
      .update(subscriptionPlans)
      .set({ ...toPlanColumns(body), updatedAt: now })
      .where(eq(subscriptionPlans.id, id))
      .returning();
    if (!after) throw new AppError('NOT_FOUND', PLAN_NOT_FOUND);
    const clearedPopular = body.isPopular === true ? await clearPopularExcept(tx, id, now) : [];
    await recordPlanAudit(tx, {
      action: 'plan_updated',
      actorId: command.actorId,
      origin: command.origin,
      at: now,
      before,
      after,
      clearedPopular,
    });
    const counts = await countSubscriptionsByPlan(tx, [id]);
    return toAdminPlan(after, counts.get(id));
  });
}
