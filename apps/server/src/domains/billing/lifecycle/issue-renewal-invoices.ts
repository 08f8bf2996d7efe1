import { and, eq, inArray, isNotNull, lte, notExists } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { invoices, organizationSubscriptions, subscriptionPlans } from '../../../db/schema/billing';
import { RENEWAL_LEAD_DAYS, addDays } from '../shared/billing-rules';
import { issuePeriodInvoice } from '../shared/issue-period-invoice';
import type { BillingStepInput } from './billing-step';

const scheduledPlans = alias(subscriptionPlans, 'scheduled_plan');

const currentPlan = {
  displayName: subscriptionPlans.displayName,
  monthlyPrice: subscriptionPlans.monthlyPrice,
  yearlyPrice: subscriptionPlans.yearlyPrice,
  isCustom: subscriptionPlans.isCustom,
};
const scheduledPlan = {
  displayName: scheduledPlans.displayName,
  monthlyPrice: scheduledPlans.monthlyPrice,
  yearlyPrice: scheduledPlans.yearlyPrice,
  isCustom: scheduledPlans.isCustom,
};

/**
 * Issues the invoice of the next period for every subscription whose current period ends within
 * {@link RENEWAL_LEAD_DAYS} days and has no invoice for it yet, at the prices stored on the plan now
 * (a super admin's edit reaches existing subscriptions here) and with the scheduled plan or cycle when
 * a change waits for that period; unbilled overages are added as lines. Suspended, cancelled and
 * cancelling subscriptions are not renewed. `issueInvoice` locks the subscription and re-checks, so
 * overlapping runs issue each invoice once. Returns how many were issued.
 */
export async function issueRenewalInvoices({
  db,
  now,
  publicUrl,
}: BillingStepInput): Promise<number> {
  const due = await db
    .select({
      id: organizationSubscriptions.id,
      billingCycle: organizationSubscriptions.billingCycle,
      scheduledBillingCycle: organizationSubscriptions.scheduledBillingCycle,
      currentPeriodEnd: organizationSubscriptions.currentPeriodEnd,
      plan: currentPlan,
      scheduledPlan,
    })
    .from(organizationSubscriptions)
    .innerJoin(subscriptionPlans, eq(subscriptionPlans.id, organizationSubscriptions.planId))
    .leftJoin(scheduledPlans, eq(scheduledPlans.id, organizationSubscriptions.scheduledPlanId))
    .where(
      and(
        inArray(organizationSubscriptions.status, ['trial', 'active', 'past_due']),
        eq(organizationSubscriptions.cancelAtPeriodEnd, false),
        isNotNull(organizationSubscriptions.currentPeriodEnd),
        lte(organizationSubscriptions.currentPeriodEnd, addDays(now, RENEWAL_LEAD_DAYS)),
        notExists(
          db
            .select({ id: invoices.id })
            .from(invoices)
            .where(
              and(
                eq(invoices.subscriptionId, organizationSubscriptions.id),
                eq(invoices.periodStart, organizationSubscriptions.currentPeriodEnd),
              ),
            ),
        ),
      ),
    );
  let issued = 0;
  for (const subscription of due) {
    if (subscription.currentPeriodEnd === null) continue;
    const invoice = await issuePeriodInvoice(db, {
      subscriptionId: subscription.id,
      plan: subscription.scheduledPlan ?? subscription.plan,
      billingCycle: subscription.scheduledBillingCycle ?? subscription.billingCycle,
      periodStart: subscription.currentPeriodEnd,
      at: now,
      publicUrl,
    });
    if (invoice) issued += 1;
  }
  return issued;
}
