import { and, eq, inArray } from 'drizzle-orm';
import type { BillingCycle } from '@sanctions/contracts';
import type { DbOrTx } from '../../../db/client';
import { invoices } from '../../../db/schema/billing';
import { addBillingPeriod } from './billing-period';
import { planLine, sumLines } from './invoice-lines';

/**
 * Brings an open invoice for a period that has not been paid to another plan or cycle (ADR 009): its
 * `plan` line is replaced, the period end follows the cycle, amount and total are recomputed from the
 * lines; other lines (overages) stay. Conditional on the invoice still being open, so it never touches
 * one paid meanwhile. Returns whether it was changed.
 */
export async function repriceOpenInvoice(
  db: DbOrTx,
  invoice: typeof invoices.$inferSelect,
  target: {
    plan: { displayName: string; monthlyPrice: number; yearlyPrice: number };
    billingCycle: BillingCycle;
    at: Date;
  },
): Promise<boolean> {
  if (invoice.periodStart === null) return false;
  const lineItems = [
    planLine(target.plan, target.billingCycle),
    ...invoice.lineItems.filter((line) => line.kind !== 'plan'),
  ];
  const amount = sumLines(lineItems);
  const updated = await db
    .update(invoices)
    .set({
      lineItems,
      amount,
      total: amount + invoice.tax,
      periodEnd: addBillingPeriod(invoice.periodStart, target.billingCycle),
      updatedAt: target.at,
    })
    .where(and(eq(invoices.id, invoice.id), inArray(invoices.status, ['pending', 'overdue'])))
    .returning({ id: invoices.id });
  return updated.length > 0;
}
