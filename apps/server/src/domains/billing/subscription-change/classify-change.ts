import type { BillingCycle } from '@sanctions/contracts';
import { AppError } from '../../../lib/app-error';
import type { PlanRow, SubscriptionRow } from './subscription-change.queries';

export type ChangeKind = 'upgrade' | 'downgrade' | 'cycle_change';

/**
 * What a requested plan and cycle mean for the subscription (ADR 009): an upgrade is a plan with a
 * higher monthly price; a lower one is a downgrade; the same plan on another cycle a cycle change.
 * 409 for what cannot be changed here: a custom-priced plan on either side, an inactive plan, a
 * suspended or cancelled subscription, or a request that changes nothing (also when it is exactly
 * what is already scheduled).
 */
export function classifyChange(
  subscription: SubscriptionRow,
  current: PlanRow,
  target: PlanRow,
  billingCycle: BillingCycle,
): ChangeKind {
  if (subscription.status === 'suspended' || subscription.status === 'cancelled') {
    throw new AppError(
      'CONFLICT',
      `The subscription is ${subscription.status}: pay the open invoice or contact us before changing the plan`,
    );
  }
  if (current.isCustom || target.isCustom) {
    throw new AppError('CONFLICT', 'Custom-priced plans are changed with our team: contact sales');
  }
  if (!target.isActive) throw new AppError('CONFLICT', 'This plan is no longer offered');
  const samePlan = target.id === subscription.planId;
  if (samePlan && billingCycle === subscription.billingCycle) {
    throw new AppError('CONFLICT', 'Your subscription is already on this plan and billing cycle');
  }
  const scheduledPlanId = subscription.scheduledPlanId ?? subscription.planId;
  const scheduledCycle = subscription.scheduledBillingCycle ?? subscription.billingCycle;
  if (
    (subscription.scheduledPlanId !== null || subscription.scheduledBillingCycle !== null) &&
    target.id === scheduledPlanId &&
    billingCycle === scheduledCycle
  ) {
    throw new AppError('CONFLICT', 'This change is already scheduled for the next period');
  }
  if (samePlan) return 'cycle_change';
  return target.monthlyPrice > current.monthlyPrice ? 'upgrade' : 'downgrade';
}
