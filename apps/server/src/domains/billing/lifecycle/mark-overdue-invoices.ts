import { and, eq, inArray, lt } from 'drizzle-orm';
import { invoices, organizationSubscriptions } from '../../../db/schema/billing';
import { notifyOrganizationBilling } from '../shared/notify-organization-billing';
import type { BillingStepInput } from './billing-step';

/**
 * Every pending invoice past its due date becomes `overdue`, its subscription `past_due` (from trial or
 * active; a suspended or cancelled one keeps its status), and the owners and admins are told. Each
 * invoice in its own transaction, decided by a conditional UPDATE ... WHERE status = 'pending', so two
 * overlapping runs never handle one invoice twice. Returns how many invoices became overdue.
 */
export async function markOverdueInvoices({
  db,
  now,
  publicUrl,
}: BillingStepInput): Promise<number> {
  const candidates = await db
    .select({ id: invoices.id })
    .from(invoices)
    .where(and(eq(invoices.status, 'pending'), lt(invoices.dueDate, now)));
  let marked = 0;
  for (const candidate of candidates) {
    const done = await db.transaction(async (tx) => {
      const [invoice] = await tx
        .update(invoices)
        .set({ status: 'overdue', updatedAt: now })
        .where(and(eq(invoices.id, candidate.id), eq(invoices.status, 'pending')))
        .returning();
      if (!invoice || invoice.dueDate === null) return false;
      if (invoice.subscriptionId !== null) {
        await tx
          .update(organizationSubscriptions)
          .set({ status: 'past_due', updatedAt: now })
          .where(
            and(
              eq(organizationSubscriptions.id, invoice.subscriptionId),
              inArray(organizationSubscriptions.status, ['trial', 'active']),
            ),
          );
      }
      await notifyOrganizationBilling(tx, {
        organizationId: invoice.organizationId,
        event: {
          type: 'invoice-overdue',
          invoiceNumber: invoice.invoiceNumber,
          totalCents: invoice.total,
          dueDate: invoice.dueDate,
        },
        at: now,
        publicUrl,
        dedupeKey: `invoice-overdue:${invoice.id}`,
      });
      return true;
    });
    if (done) marked += 1;
  }
  return marked;
}
