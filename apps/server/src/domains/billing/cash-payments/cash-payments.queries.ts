import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { CashPayment } from '@sanctions/contracts';
import { billingCurrencySchema, RECENT_VERIFIED_PAYMENTS_LIMIT } from '@sanctions/contracts';
import type { DbOrTx } from '../../../db/client';
import { cashPayments, invoices } from '../../../db/schema/billing';
import { organizations } from '../../../db/schema/organizations';

export type CashPaymentRow = typeof cashPayments.$inferSelect;
export type InvoiceRow = typeof invoices.$inferSelect;

const OPEN_STATUSES = ['pending', 'overdue'] as const;

export async function findOrganizationName(
  db: DbOrTx,
  organizationId: string,
): Promise<string | undefined> {
  const [row] = await db
    .select({ displayName: organizations.displayName })
    .from(organizations)
    .where(eq(organizations.id, organizationId));
  return row?.displayName;
}

/**
 * The organisation's invoice of that id, locked until the transaction ends, so two recordings (or a
 * recording and a verification) for one invoice run one after the other. Another organisation's
 * invoice is not found.
 */
export async function lockOrganizationInvoice(
  tx: DbOrTx,
  organizationId: string,
  invoiceId: string,
): Promise<InvoiceRow | undefined> {
  const [row] = await tx
    .select()
    .from(invoices)
    .where(and(eq(invoices.id, invoiceId), eq(invoices.organizationId, organizationId)))
    .for('update');
  return row;
}

/** The organisation's open invoice due first (locked): what a payment without an invoice pays. */
export async function lockOldestOpenInvoice(
  tx: DbOrTx,
  organizationId: string,
): Promise<InvoiceRow | undefined> {
  const [row] = await tx
    .select()
    .from(invoices)
    .where(
      and(eq(invoices.organizationId, organizationId), inArray(invoices.status, OPEN_STATUSES)),
    )
    .orderBy(sql`${invoices.dueDate} asc nulls last`, asc(invoices.createdAt))
    .limit(1)
    .for('update');
  return row;
}

export async function findPendingPaymentForInvoice(
  db: DbOrTx,
  invoiceId: string,
): Promise<{ receiptNumber: string } | undefined> {
  const [row] = await db
    .select({ receiptNumber: cashPayments.receiptNumber })
    .from(cashPayments)
    .where(
      and(eq(cashPayments.invoiceId, invoiceId), eq(cashPayments.verificationStatus, 'pending')),
    )
    .limit(1);
  return row;
}

export async function receiptNumberExists(db: DbOrTx, receiptNumber: string): Promise<boolean> {
  const [row] = await db
    .select({ id: cashPayments.id })
    .from(cashPayments)
    .where(eq(cashPayments.receiptNumber, receiptNumber))
    .limit(1);
  return row !== undefined;
}

export async function insertCashPayment(
  tx: DbOrTx,
  values: typeof cashPayments.$inferInsert,
): Promise<CashPaymentRow> {
  const [row] = await tx.insert(cashPayments).values(values).returning();
  if (!row) throw new Error('insertCashPayment: insert returned no row');
  return row;
}

/**
 * Decides a payment only while it is pending, in one statement: of two decisions (a double click, two
 * super admins) exactly one gets the row; the other gets undefined and answers 409.
 */
export async function decidePendingPayment(
  tx: DbOrTx,
  paymentId: string,
  decision: {
    status: 'verified' | 'rejected';
    notes: string | null;
    verifiedBy: string;
    now: Date;
  },
): Promise<CashPaymentRow | undefined> {
  const [row] = await tx
    .update(cashPayments)
    .set({
      verificationStatus: decision.status,
      verificationNotes: decision.notes,
      verifiedBy: decision.verifiedBy,
      verifiedAt: decision.now,
      updatedAt: decision.now,
    })
    .where(and(eq(cashPayments.id, paymentId), eq(cashPayments.verificationStatus, 'pending')))
    .returning();
  return row;
}

/** Who recorded the payment (null when unknown or that account is gone). */
export async function findPaymentRecorder(
  db: DbOrTx,
  paymentId: string,
): Promise<string | null | undefined> {
  const [row] = await db
    .select({ recordedBy: cashPayments.recordedBy })
    .from(cashPayments)
    .where(eq(cashPayments.id, paymentId));
  return row?.recordedBy;
}

export async function findPaymentStatus(
  db: DbOrTx,
  paymentId: string,
): Promise<CashPaymentRow['verificationStatus'] | undefined> {
  const [row] = await db
    .select({ status: cashPayments.verificationStatus })
    .from(cashPayments)
    .where(eq(cashPayments.id, paymentId));
  return row?.status;
}

function selectPaymentViews(db: DbOrTx) {
  return db
    .select({
      payment: cashPayments,
      organizationName: organizations.displayName,
      invoiceNumber: invoices.invoiceNumber,
    })
    .from(cashPayments)
    .innerJoin(organizations, eq(organizations.id, cashPayments.organizationId))
    .leftJoin(invoices, eq(invoices.id, cashPayments.invoiceId));
}

type PaymentViewRow = Awaited<ReturnType<typeof selectPaymentViews>>[number];

function toCashPaymentView({
  payment,
  organizationName,
  invoiceNumber,
}: PaymentViewRow): CashPayment {
  return {
    id: payment.id,
    organizationId: payment.organizationId,
    organizationName,
    invoiceId: payment.invoiceId,
    invoiceNumber,
    amount: payment.amount,
    currency: billingCurrencySchema.parse(payment.currency),
    paymentDate: payment.paymentDate,
    receivedBy: payment.receivedBy,
    receiptNumber: payment.receiptNumber,
    notes: payment.notes,
    verificationStatus: payment.verificationStatus,
    verificationNotes: payment.verificationNotes,
    verifiedAt: payment.verifiedAt === null ? null : payment.verifiedAt.toISOString(),
    createdAt: payment.createdAt.toISOString(),
  };
}

export async function findCashPaymentView(
  db: DbOrTx,
  paymentId: string,
): Promise<CashPayment | undefined> {
  const [row] = await selectPaymentViews(db).where(eq(cashPayments.id, paymentId));
  return row === undefined ? undefined : toCashPaymentView(row);
}

/** Every payment awaiting verification, oldest first (first received, first checked). */
export async function listPendingPayments(db: DbOrTx): Promise<CashPayment[]> {
  const rows = await selectPaymentViews(db)
    .where(eq(cashPayments.verificationStatus, 'pending'))
    .orderBy(asc(cashPayments.createdAt), asc(cashPayments.id));
  return rows.map(toCashPaymentView);
}

/** The latest verified payments, newest decision first. */
export async function listRecentVerifiedPayments(db: DbOrTx): Promise<CashPayment[]> {
  const rows = await selectPaymentViews(db)
    .where(eq(cashPayments.verificationStatus, 'verified'))
    .orderBy(desc(cashPayments.verifiedAt), desc(cashPayments.id))
    .limit(RECENT_VERIFIED_PAYMENTS_LIMIT);
  return rows.map(toCashPaymentView);
}
