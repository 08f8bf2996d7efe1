import type { DbOrTx } from '../../../db/client';
import { recordAudit } from '../../administration';
import { toPlan } from '../shared/to-plan';
import type { PlanRow } from '../shared/to-plan';
import type { RequestOrigin } from '../../../lib/request-origin';

export type PlanAuditAction = 'plan_created' | 'plan_updated' | 'plan_deleted';

export interface PlanChange {
  action: PlanAuditAction;
  actorId: string;
  origin: RequestOrigin;
  at: Date;
  before: PlanRow | null;
  after: PlanRow | null;
  /** Plans whose "Most Popular" tag this change took away. */
  clearedPopular?: { id: string; name: string }[];
}

function snapshot(row: PlanRow | null) {
  return row === null ? null : { ...toPlan(row), sortOrder: row.sortOrder, isActive: row.isActive };
}

/** One audit row per plan change, with the plan as it was and as it became. */
export async function recordPlanAudit(db: DbOrTx, change: PlanChange): Promise<void> {
  const plan = change.after ?? change.before;
  await recordAudit(db, {
    userId: null,
    actorId: change.actorId,
    action: change.action,
    details: {
      planId: plan?.id ?? null,
      planName: plan?.name ?? null,
      before: snapshot(change.before),
      after: snapshot(change.after),
      clearedPopular: change.clearedPopular ?? [],
    },
    ip: change.origin.ip,
    userAgent: change.origin.userAgent,
    at: change.at,
  });
}
