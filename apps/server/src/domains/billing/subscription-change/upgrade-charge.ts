import type { BillingCycle } from '@sanctions/contracts';
import type { DbOrTx } from '../../../db/client';
import type { InvoiceLine } from '../../../db/schema/billing';
import { isoDate } from '../shared/billing-event';
import { planPriceCents } from '../shared/invoice-lines';
import { prorateCents } from '../shared/prorate-cents';
import { repriceOpenInvoice } from '../shared/reprice-open-invoice';
import { findPeriodInvoice, hasPendingPayment } from './subscription-change.queries';
import type { PlanRow, SubscriptionRow } from './subscription-change.queries';

export interface UpgradeCharge {
  lines: InvoiceLine[];
  /** End of the last period charged (the proration invoice's period end). */
  periodEnd: Date | null;
}

function prorationLine(
  current: PlanRow,
  target: PlanRow,
  period: { start: Date; end: Date },
  amount: number,
): InvoiceLine {
  return {
    kind: 'proration',
    description: `Upgrade from ${current.displayName} to ${target.displayName}, ${isoDate(period.start)} to ${isoDate(period.end)} (unused share)`,
    quantity: 1,
    unitAmount: amount,
    amount,
  };
}

/**
 * What an immediate upgrade costs (ADR 009): the price difference for the unused share of the current
 * paid period (the trial is free), and for a next period already invoiced either a re-priced open
 * invoice (no charge here) or, when it is paid or a payment for it waits for verification, the full
 * difference. Returns the proration lines, all in integer cents.
 */
export async function upgradeCharge(
  db: DbOrTx,
  input: {
    subscription: SubscriptionRow;
    current: PlanRow;
    target: PlanRow;
    /** The cycle the next period runs on (a cycle change requested with the upgrade applies there). */
    nextCycle: BillingCycle;
    now: Date;
  },
): Promise<UpgradeCharge> {
  const { subscription, current, target, now } = input;
  const cycle: BillingCycle = subscription.billingCycle;
  const difference = planPriceCents(target, cycle) - planPriceCents(current, cycle);
  const lines: InvoiceLine[] = [];
  let periodEnd: Date | null = null;

  const start = subscription.currentPeriodStart;
  const end = subscription.currentPeriodEnd;
  if (subscription.status !== 'trial' && start && end && end > now) {
    const amount = prorateCents(difference, { start, end }, now);
    if (amount > 0) lines.push(prorationLine(current, target, { start, end }, amount));
    periodEnd = end;
  }

  const next = end ? await findPeriodInvoice(db, subscription.id, end) : undefined;
  if (next?.periodStart && next.periodEnd) {
    const open = next.status === 'pending' || next.status === 'overdue';
    const { nextCycle } = input;
    if (open && !(await hasPendingPayment(db, next.id))) {
      await repriceOpenInvoice(db, next, { plan: target, billingCycle: nextCycle, at: now });
    } else {
      const nextDifference = planPriceCents(target, nextCycle) - planPriceCents(current, nextCycle);
      const period = { start: next.periodStart, end: next.periodEnd };
      const amount = prorateCents(nextDifference, period, now);
      if (amount > 0) lines.push(prorationLine(current, target, period, amount));
      periodEnd = next.periodEnd;
    }
  }
  return { lines, periodEnd };
}
