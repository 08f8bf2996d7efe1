import type { BillingCycle } from '@sanctions/contracts';
import type { DbOrTx } from '../../../db/client';
import { addBillingPeriod } from './billing-period';
import { planLine, planPriceCents } from './invoice-lines';
import { issueInvoice } from './issue-invoice';
import type { IssuedInvoice } from './issue-invoice';

export interface PeriodInvoiceInput {
  subscriptionId: string;
  /** The plan and cycle the period is charged at, as stored now (edits reach the next invoice). */
  plan: { displayName: string; monthlyPrice: number; yearlyPrice: number; isCustom: boolean };
  billingCycle: BillingCycle;
  /** Start of the period; the invoice is due then (cash is paid before the period it buys). */
  periodStart: Date;
  at: Date;
  publicUrl: string;
}

/** Whether the plan is invoiced automatically: custom-priced plans are agreed and invoiced by staff. */
export function isAutomaticallyInvoiced(
  plan: PeriodInvoiceInput['plan'],
  billingCycle: BillingCycle,
): boolean {
  return !plan.isCustom && planPriceCents(plan, billingCycle) > 0;
}

/**
 * Issues the invoice for one paid period of a plan (ADR 009): one calendar month or year from
 * `periodStart`, due at its start, the plan's price plus every overage not billed yet. Null when the
 * plan is not invoiced automatically or the period already has its invoice.
 */
export async function issuePeriodInvoice(
  db: DbOrTx,
  input: PeriodInvoiceInput,
): Promise<IssuedInvoice | null> {
  if (!isAutomaticallyInvoiced(input.plan, input.billingCycle)) return null;
  return issueInvoice(db, {
    subscriptionId: input.subscriptionId,
    periodStart: input.periodStart,
    periodEnd: addBillingPeriod(input.periodStart, input.billingCycle),
    dueDate: input.periodStart,
    lineItems: [planLine(input.plan, input.billingCycle)],
    includeUnbilledOverages: true,
    at: input.at,
    publicUrl: input.publicUrl,
  });
}
