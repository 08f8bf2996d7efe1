import { and, eq, inArray, ne } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import {
  invoices,
  organizationSubscriptions,
  paymentHistory,
  paymentMethods,
} from '../../../db/schema/billing';
import type { InvoiceRow } from './cash-payments.queries';

export type SubscriptionRow = typeof organizationSubscriptions.$inferSelect;

export async function lockInvoice(tx: DbOrTx, invoiceId: string): Promise<InvoiceRow | undefined> {
  const [row] = await tx.select().from(invoices).where(eq(invoices.id, invoiceId)).for('update');
  return row;
}

/** Marks the invoice paid only while it is still open (pending or overdue). */
export async function markInvoicePaid(
  tx: DbOrTx,
  invoiceId: string,
  now: Date,
): Promise<InvoiceRow | undefined> {
  const [row] = await tx
    .update(invoices)
    .set({ status: 'paid', paidAt: now, updatedAt: now })
    .where(and(eq(invoices.id, invoiceId), inArray(invoices.status, ['pending', 'overdue'])))
    .returning();
  return row;
}

/** The seeded "cash at the office" method; null on a database that was never seeded. */
export async function findCashMethodId(db: DbOrTx): Promise<string | null> {
  const [row] = await db
    .select({ id: paymentMethods.id })
    .from(paymentMethods)
    .where(eq(paymentMethods.type, 'cash'))
    .limit(1);
  return row?.id ?? null;
}

export async function insertPaymentHistory(
  tx: DbOrTx,
  values: typeof paymentHistory.$inferInsert,
): Promise<void> {
  await tx.insert(paymentHistory).values(values);
}

export async function lockSubscription(
  tx: DbOrTx,
  subscriptionId: string,
): Promise<SubscriptionRow | undefined> {
  const [row] = await tx
    .select()
    .from(organizationSubscriptions)
    .where(eq(organizationSubscriptions.id, subscriptionId))
    .for('update');
  return row;
}

/** Whether the subscription still owes another invoice past its due date. */
export async function hasOtherOverdueInvoice(
  db: DbOrTx,
  subscriptionId: string,
  paidInvoiceId: string,
): Promise<boolean> {
  const [row] = await db
    .select({ id: invoices.id })
    .from(invoices)
    .where(
      and(
        eq(invoices.subscriptionId, subscriptionId),
        eq(invoices.status, 'overdue'),
        ne(invoices.id, paidInvoiceId),
      ),
    )
    .limit(1);
  return row !== undefined;
}

export async function updateSubscription(
  tx: DbOrTx,
  subscriptionId: string,
  values: Partial<typeof organizationSubscriptions.$inferInsert>,
): Promise<SubscriptionRow | undefined> {
  const [row] = await tx
    .update(organizationSubscriptions)
    .set(values)
    .where(eq(organizationSubscriptions.id, subscriptionId))
    .returning();
  return row;
}
