import type {
  BillingCycle,
  SubscriptionChangeBody,
  SubscriptionChangeReply,
} from '@sanctions/contracts';
import type { Db, DbOrTx } from '../../../db/client';
import { AppError } from '../../../lib/app-error';
import { recordAudit } from '../../administration';
import { RENEWAL_LEAD_DAYS, addDays } from '../shared/billing-rules';
import { isoDate } from '../shared/billing-event';
import { sumLines } from '../shared/invoice-lines';
import { issueInvoice } from '../shared/issue-invoice';
import type { RequestOrigin } from '../../../lib/request-origin';
import { classifyChange } from './classify-change';
import type { ChangeKind } from './classify-change';
import { scheduleNextPeriod } from './schedule-next-period';
import {
  findPlanById,
  findPlanByName,
  insertSubscriptionChange,
  lockOrganizationSubscription,
  updateSubscription,
} from './subscription-change.queries';
import type { PlanRow, SubscriptionRow } from './subscription-change.queries';
import { upgradeCharge } from './upgrade-charge';

export interface ChangeSubscriptionDeps {
  db: Db;
  now: () => Date;
  publicUrl: string;
}

export interface ChangeSubscriptionInput {
  organizationId: string;
  userId: string;
  body: SubscriptionChangeBody;
  origin: RequestOrigin;
}

interface Outcome {
  kind: ChangeKind;
  effectiveDate: Date;
  prorationAmount: number;
  invoiceNumber: string | null;
}

/** Upgrade: the plan now, a proration invoice for what is already paid, a cycle change scheduled. */
async function upgradeNow(
  tx: DbOrTx,
  input: {
    subscription: SubscriptionRow;
    current: PlanRow;
    target: PlanRow;
    billingCycle: BillingCycle;
    userId: string;
    now: Date;
    publicUrl: string;
  },
): Promise<Outcome> {
  const { subscription, current, target, now } = input;
  const cycleChanges = input.billingCycle !== subscription.billingCycle;
  const charge = await upgradeCharge(tx, {
    subscription,
    current,
    target,
    nextCycle: input.billingCycle,
    now,
  });
  const prorationAmount = sumLines(charge.lines);
  const invoice =
    prorationAmount > 0
      ? await issueInvoice(tx, {
          subscriptionId: subscription.id,
          periodStart: now,
          periodEnd: charge.periodEnd ?? now,
          dueDate: addDays(now, RENEWAL_LEAD_DAYS),
          lineItems: charge.lines,
          notes: `Upgrade from ${current.displayName} to ${target.displayName}`,
          at: now,
          publicUrl: input.publicUrl,
        })
      : null;
  await updateSubscription(tx, subscription.id, {
    planId: target.id,
    // A downgrade waiting for the period end is superseded by the upgrade.
    scheduledPlanId: null,
    scheduledBillingCycle: cycleChanges ? input.billingCycle : null,
    updatedAt: now,
  });
  await insertSubscriptionChange(tx, {
    organizationId: subscription.organizationId,
    subscriptionId: subscription.id,
    oldPlanId: current.id,
    newPlanId: target.id,
    changeType: 'upgrade',
    effectiveDate: now,
    prorationAmount,
    initiatedBy: input.userId,
  });
  if (cycleChanges && subscription.currentPeriodEnd) {
    await insertSubscriptionChange(tx, {
      organizationId: subscription.organizationId,
      subscriptionId: subscription.id,
      oldPlanId: target.id,
      newPlanId: target.id,
      changeType: 'cycle_change',
      effectiveDate: subscription.currentPeriodEnd,
      reason: `Billing cycle ${subscription.billingCycle} -> ${input.billingCycle}`,
      initiatedBy: input.userId,
    });
  }
  return {
    kind: 'upgrade',
    effectiveDate: now,
    prorationAmount,
    invoiceNumber: invoice?.invoiceNumber ?? null,
  };
}

/** Downgrade or cycle change: scheduled for the end of the current period. */
async function scheduleChange(
  tx: DbOrTx,
  input: {
    kind: ChangeKind;
    subscription: SubscriptionRow;
    current: PlanRow;
    target: PlanRow;
    billingCycle: BillingCycle;
    userId: string;
    now: Date;
  },
): Promise<Outcome> {
  const { subscription, target, now } = input;
  const effectiveDate = await scheduleNextPeriod(tx, {
    subscription,
    plan: target,
    billingCycle: input.billingCycle,
    now,
  });
  await updateSubscription(tx, subscription.id, {
    scheduledPlanId: target.id === subscription.planId ? null : target.id,
    scheduledBillingCycle:
      input.billingCycle === subscription.billingCycle ? null : input.billingCycle,
    updatedAt: now,
  });
  await insertSubscriptionChange(tx, {
    organizationId: subscription.organizationId,
    subscriptionId: subscription.id,
    oldPlanId: input.current.id,
    newPlanId: target.id,
    changeType: input.kind,
    effectiveDate,
    reason:
      input.billingCycle === subscription.billingCycle
        ? null
        : `Billing cycle ${subscription.billingCycle} -> ${input.billingCycle}`,
    initiatedBy: input.userId,
  });
  return { kind: input.kind, effectiveDate, prorationAmount: 0, invoiceNumber: null };
}

function replyMessage(outcome: Outcome, target: PlanRow): string {
  if (outcome.kind === 'upgrade') {
    return outcome.invoiceNumber
      ? `Your plan is now ${target.displayName}. Invoice ${outcome.invoiceNumber} charges the rest of the period already paid.`
      : `Your plan is now ${target.displayName}.`;
  }
  return `Your subscription changes to ${target.displayName} on ${isoDate(outcome.effectiveDate)}, when the current period ends.`;
}

/**
 * Changes the organisation's plan or billing cycle (ADR 009): an upgrade at once with a prorated
 * charge, a downgrade or cycle change at the end of the current period. One transaction under a row
 * lock on the subscription (two requests at once are applied one after the other, the second judged
 * on the first's result), recorded in `subscription_changes` and audited.
 */
export async function changeSubscription(
  deps: ChangeSubscriptionDeps,
  input: ChangeSubscriptionInput,
): Promise<SubscriptionChangeReply> {
  const now = deps.now();
  const { planName, billingCycle } = input.body;
  return deps.db.transaction(async (tx) => {
    const subscription = await lockOrganizationSubscription(tx, input.organizationId);
    if (!subscription) throw new AppError('NOT_FOUND', 'Your organization has no subscription');
    const [current, target] = await Promise.all([
      findPlanById(tx, subscription.planId),
      findPlanByName(tx, planName),
    ]);
    if (!current) throw new AppError('NOT_FOUND', 'Current plan not found');
    if (!target) throw new AppError('NOT_FOUND', `Plan ${planName} not found`);
    const kind = classifyChange(subscription, current, target, billingCycle);
    const common = { subscription, current, target, billingCycle, userId: input.userId, now };
    const outcome =
      kind === 'upgrade'
        ? await upgradeNow(tx, { ...common, publicUrl: deps.publicUrl })
        : await scheduleChange(tx, { ...common, kind });
    await recordAudit(tx, {
      userId: input.userId,
      actorId: input.userId,
      organizationId: input.organizationId,
      action: 'subscription_changed',
      details: {
        changeType: outcome.kind,
        planBefore: current.name,
        planAfter: target.name,
        cycleBefore: subscription.billingCycle,
        cycleAfter: billingCycle,
        effectiveDate: outcome.effectiveDate.toISOString(),
        prorationAmount: outcome.prorationAmount,
        invoiceNumber: outcome.invoiceNumber,
      },
      ip: input.origin.ip,
      userAgent: input.origin.userAgent,
      at: now,
    });
    return {
      success: true as const,
      message: replyMessage(outcome, target),
      data: {
        changeType: outcome.kind,
        planName: target.name,
        billingCycle,
        effectiveDate: outcome.effectiveDate.toISOString(),
        prorationAmount: outcome.prorationAmount,
        invoiceNumber: outcome.invoiceNumber,
      },
    };
  });
}
