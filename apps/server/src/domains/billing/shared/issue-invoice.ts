import { and, eq, gt, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import { invoices, organizationSubscriptions, usageOverages } from '../../../db/schema/billing';
import type { InvoiceLine } from '../../../db/schema/billing';
import { isoDate } from './billing-event';
import { claimInvoiceNumber } from './claim-invoice-number';
import { sumLines } from './invoice-lines';
import { notifyOrganizationBilling } from './notify-organization-billing';

export interface IssueInvoiceInput {
  subscriptionId: string;
  periodStart: Date;
  periodEnd: Date;
  dueDate: Date;
  lineItems: InvoiceLine[];
  /** Cents; default 0 (no tax is charged on cash plans today). */
  tax?: number;
  notes?: string | null;
  /** Add a line for every overage of this subscription not billed yet, and mark them billed. */
  includeUnbilledOverages?: boolean;
  /** Issue time (the app clock): the invoice's year and creation time. */
  at: Date;
  publicUrl: string;
}

export type IssuedInvoice = typeof invoices.$inferSelect;

function overageLine(overage: typeof usageOverages.$inferSelect): InvoiceLine {
  return {
    kind: 'overage',
    description: `Additional ${overage.overageType.replace('_', ' ')} ${isoDate(overage.periodStart)} to ${isoDate(overage.periodEnd)}: ${overage.overageAmount} above the plan limit of ${overage.limitAmount}`,
    quantity: overage.overageAmount,
    unitAmount: overage.ratePerUnit,
    amount: overage.totalCharge,
  };
}

/**
 * Issues the invoice of one subscription period, once: under a row lock on the subscription it checks
 * that the period has no invoice yet, and only then claims the next number, inserts the invoice
 * (amount = sum of the lines, total = amount + tax, USD, pending) and notifies the owners and admins.
 * A repeated or concurrent call for the same period returns null and consumes no number, so numbers
 * stay gap-free. Works inside the caller's transaction (as a savepoint) or opens its own.
 */
export async function issueInvoice(
  db: DbOrTx,
  input: IssueInvoiceInput,
): Promise<IssuedInvoice | null> {
  return db.transaction(async (tx) => {
    const [subscription] = await tx
      .select({
        id: organizationSubscriptions.id,
        organizationId: organizationSubscriptions.organizationId,
      })
      .from(organizationSubscriptions)
      .where(eq(organizationSubscriptions.id, input.subscriptionId))
      .for('update');
    if (!subscription) return null;

    const [existing] = await tx
      .select({ id: invoices.id })
      .from(invoices)
      .where(
        and(
          eq(invoices.subscriptionId, subscription.id),
          eq(invoices.periodStart, input.periodStart),
        ),
      );
    if (existing) return null;

    const overages = input.includeUnbilledOverages
      ? await tx
          .select()
          .from(usageOverages)
          .where(
            and(
              eq(usageOverages.subscriptionId, subscription.id),
              isNull(usageOverages.billedInInvoice),
              gt(usageOverages.totalCharge, 0),
            ),
          )
          .orderBy(usageOverages.periodStart)
          .for('update')
      : [];
    const lineItems = [...input.lineItems, ...overages.map(overageLine)];
    const amount = sumLines(lineItems);
    const tax = input.tax ?? 0;

    const invoiceNumber = await claimInvoiceNumber(tx, input.at);
    const [invoice] = await tx
      .insert(invoices)
      .values({
        organizationId: subscription.organizationId,
        subscriptionId: subscription.id,
        invoiceNumber,
        amount,
        tax,
        total: amount + tax,
        currency: 'USD',
        status: 'pending',
        periodStart: input.periodStart,
        periodEnd: input.periodEnd,
        dueDate: input.dueDate,
        lineItems,
        notes: input.notes ?? null,
        createdAt: input.at,
        updatedAt: input.at,
      })
      .returning();
    if (!invoice) throw new Error('invoice insert returned no row');

    for (const overage of overages) {
      await tx
        .update(usageOverages)
        .set({ billedInInvoice: invoice.id })
        .where(and(eq(usageOverages.id, overage.id), isNull(usageOverages.billedInInvoice)));
    }

    await notifyOrganizationBilling(tx, {
      organizationId: subscription.organizationId,
      event: {
        type: 'invoice-issued',
        invoiceId: invoice.id,
        invoiceNumber,
        totalCents: invoice.total,
        dueDate: input.dueDate,
      },
      at: input.at,
      publicUrl: input.publicUrl,
      dedupeKey: `invoice-issued:${invoice.id}`,
    });
    return invoice;
  });
}
