import type { BillingCycle } from '@sanctions/contracts';
import type { InvoiceLine } from '../../../db/schema/billing';

export type { InvoiceLine } from '../../../db/schema/billing';

interface PricedPlan {
  displayName: string;
  monthlyPrice: number;
  yearlyPrice: number;
}

/** A plan's price for one period of the cycle, in cents, as stored on the plan row now. */
export function planPriceCents(plan: Omit<PricedPlan, 'displayName'>, cycle: BillingCycle): number {
  return cycle === 'yearly' ? plan.yearlyPrice : plan.monthlyPrice;
}

/** The line charging one period of a plan. */
export function planLine(plan: PricedPlan, cycle: BillingCycle): InvoiceLine {
  const amount = planPriceCents(plan, cycle);
  return {
    kind: 'plan',
    description: `${plan.displayName} plan (${cycle === 'yearly' ? 'yearly' : 'monthly'})`,
    quantity: 1,
    unitAmount: amount,
    amount,
  };
}

/** The sum of the lines' amounts: an invoice's amount is never anything else. */
export function sumLines(lines: readonly InvoiceLine[]): number {
  return lines.reduce((total, line) => total + line.amount, 0);
}
