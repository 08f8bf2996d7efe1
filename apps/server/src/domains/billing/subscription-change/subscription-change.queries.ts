import { and, desc, eq, ne } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import {
  cashPayments,
  invoices,
  organizationSubscriptions,
  subscriptionChanges,
  subscriptionPlans,
} from '../../../db/schema/billing';

export type PlanRow = typeof subscriptionPlans.$inferSelect;
export type SubscriptionRow = typeof organizationSubscriptions.$inferSelect;
export type InvoiceRow = typeof invoices.$inferSelect;

/** The organisation's latest subscription, locked for the change (the caller's organisation only). */
export async function lockOrganizationSubscription(
  db: DbOrTx,
  organizationId: string,
): Promise<SubscriptionRow | undefined> {
  const [row] = await db
    .select()
    .from(organizationSubscriptions)
    .where(eq(organizationSubscriptions.organizationId, organizationId))
    .orderBy(desc(organizationSubscriptions.createdAt))
    .limit(1)
    .for('update');
  return row;
}

export async function findPlanById(db: DbOrTx, id: string): Promise<PlanRow | undefined> {
  const [row] = await db.select().from(subscriptionPlans).where(eq(subscriptionPlans.id, id));
  return row;
}

export async function findPlanByName(db: DbOrTx, name: string): Promise<PlanRow | undefined> {
  const [row] = await db.select().from(subscriptionPlans).where(eq(subscriptionPlans.name, name));
  return row;
}

/** The invoice of the period starting at `periodStart`, unless cancelled. */
export async function findPeriodInvoice(
  db: DbOrTx,
  subscriptionId: string,
  periodStart: Date,
): Promise<InvoiceRow | undefined> {
  const [row] = await db
    .select()
    .from(invoices)
    .where(
      and(
        eq(invoices.subscriptionId, subscriptionId),
        eq(invoices.periodStart, periodStart),
        ne(invoices.status, 'cancelled'),
      ),
    )
    .for('update');
  return row;
}

/** Whether a recorded cash payment for the invoice waits for verification (its amount must not move). */
export async function hasPendingPayment(db: DbOrTx, invoiceId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: cashPayments.id })
    .from(cashPayments)
    .where(
      and(eq(cashPayments.invoiceId, invoiceId), eq(cashPayments.verificationStatus, 'pending')),
    )
    .limit(1);
  return row !== undefined;
}

export async function updateSubscription(
  db: DbOrTx,
  id: string,
  values: Partial<typeof organizationSubscriptions.$inferInsert>,
): Promise<void> {
  await db
    .update(organizationSubscriptions)
    .set(values)
    .where(eq(organizationSubscriptions.id, id));
}

export async function insertSubscriptionChange(
  db: DbOrTx,
  values: typeof subscriptionChanges.$inferInsert,
): Promise<void> {
  await db.insert(subscriptionChanges).values(values);
}
