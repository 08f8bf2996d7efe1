import { eq } from 'drizzle-orm';
import { PLAN_IN_USE, PLAN_NOT_FOUND } from '@sanctions/contracts';
import { subscriptionPlans } from '../../../db/schema/billing';
import { AppError } from '../../../lib/app-error';
import { findPlanForUpdate, isPlanReferenced } from './plan-management.queries';
import type { PlanCommand, PlanDeps } from './plan-command';
import { recordPlanAudit } from './record-plan-audit';

const FOREIGN_KEY_VIOLATION = '23503';

function isForeignKeyViolation(error: unknown): boolean {
  for (let current: unknown = error; current instanceof Error; current = current.cause) {
    if ('code' in current && current.code === FOREIGN_KEY_VIOLATION) return true;
  }
  return false;
}

/**
 * Deletes a plan nothing refers to (one created by mistake). A plan that subscriptions or recorded plan
 * changes use answers 409: invoices and history must keep naming it, so it is deactivated instead. The
 * foreign keys back the check up against a subscription created meanwhile.
 */
export async function deletePlan(deps: PlanDeps, id: string, command: PlanCommand): Promise<void> {
  const now = deps.now();
  try {
    await deps.db.transaction(async (tx) => {
      const before = await findPlanForUpdate(tx, id);
      if (!before) throw new AppError('NOT_FOUND', PLAN_NOT_FOUND);
      if (await isPlanReferenced(tx, id)) throw new AppError('CONFLICT', PLAN_IN_USE);
      await tx.delete(subscriptionPlans).where(eq(subscriptionPlans.id, id));
      await recordPlanAudit(tx, {
        action: 'plan_deleted',
        actorId: command.actorId,
        origin: command.origin,
        at: now,
        before,
        after: null,
      });
    });
  } catch (error) {
    if (isForeignKeyViolation(error)) throw new AppError('CONFLICT', PLAN_IN_USE, { cause: error });
    throw error;
  }
}
