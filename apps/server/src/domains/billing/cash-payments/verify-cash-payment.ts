import {
  OWN_CASH_PAYMENT_REFUSAL,
  PAYMENT_STATUS_UPDATED_MESSAGE,
  REJECTION_DEFAULT_NOTE,
} from '@sanctions/contracts';
import type { VerifyCashPaymentBody, VerifyCashPaymentReply } from '@sanctions/contracts';
import type { Db, DbOrTx } from '../../../db/client';
import { AppError } from '../../../lib/app-error';
import { recordAudit } from '../../administration';
import { notifyOrganizationBilling } from '../shared/notify-organization-billing';
import type { RequestOrigin } from '../../../lib/request-origin';
import { activatePaidPeriod } from './activate-paid-period';
import {
  decidePendingPayment,
  findCashPaymentView,
  findPaymentRecorder,
  findPaymentStatus,
} from './cash-payments.queries';
import type { CashPaymentRow, InvoiceRow } from './cash-payments.queries';
import {
  findCashMethodId,
  insertPaymentHistory,
  lockInvoice,
  markInvoicePaid,
} from './payment-decision.queries';

export interface VerifyCashPaymentDeps {
  db: Db;
  now: () => Date;
  /** `env.PUBLIC_URL` without a trailing slash (links in the owners' e-mails). */
  publicUrl: string;
}

export interface VerifyCashPaymentInput {
  paymentId: string;
  body: VerifyCashPaymentBody;
  actorId: string;
  origin: RequestOrigin;
}

/** Why no pending payment was decided: 404 for an unknown id, 409 once it has been decided. */
async function notPendingError(db: DbOrTx, paymentId: string): Promise<AppError> {
  const status = await findPaymentStatus(db, paymentId);
  if (status === undefined) return new AppError('NOT_FOUND', 'Cash payment not found');
  return new AppError('CONFLICT', `This payment has already been ${status}`);
}

/** The ledger row of the decision: the money came in (completed) or the receipt was refused (failed). */
async function writeHistory(
  tx: DbOrTx,
  payment: CashPaymentRow,
  input: { status: 'completed' | 'failed'; failureReason: string | null; actorId: string },
  invoiceNumber: string | null,
): Promise<void> {
  await insertPaymentHistory(tx, {
    organizationId: payment.organizationId,
    invoiceId: payment.invoiceId,
    paymentMethodId: await findCashMethodId(tx),
    amount: payment.amount,
    currency: payment.currency,
    status: input.status,
    transactionId: payment.receiptNumber,
    cashPaymentId: payment.id,
    // The day the cash was handed over, so revenue falls in the month it was received.
    paymentDate: new Date(`${payment.paymentDate}T00:00:00.000Z`),
    processedBy: input.actorId,
    failureReason: input.failureReason,
    metadata: {
      method: 'cash',
      receiptNumber: payment.receiptNumber,
      receivedBy: payment.receivedBy,
      invoiceNumber,
    },
  });
}

/** Verification: the invoice is paid and its subscription runs for the paid period, in this transaction. */
async function settleInvoice(
  tx: DbOrTx,
  payment: CashPaymentRow,
  now: Date,
): Promise<{ invoice: InvoiceRow | undefined; periodEnd: Date | null }> {
  if (payment.invoiceId === null) return { invoice: undefined, periodEnd: null };
  const invoice = await lockInvoice(tx, payment.invoiceId);
  if (!invoice) return { invoice: undefined, periodEnd: null };
  const paid = await markInvoicePaid(tx, invoice.id, now);
  if (!paid) {
    throw new AppError(
      'CONFLICT',
      `Invoice ${invoice.invoiceNumber} is ${invoice.status}: reject this payment instead`,
    );
  }
  const subscription = await activatePaidPeriod(tx, paid, now);
  return { invoice: paid, periodEnd: subscription?.currentPeriodEnd ?? paid.periodEnd };
}

/**
 * Verifies or rejects a recorded cash payment, once (ADR 009). Verified: the invoice becomes paid, a
 * completed payment_history row is written and the subscription is activated for the invoice's period.
 * Rejected: the invoice stays open and a failed payment_history row keeps the reason. Either way the
 * decision is audited and the organisation's owners and admins are notified, all in one transaction.
 * The super admin who recorded a payment cannot verify it (403).
 */
export async function verifyCashPayment(
  deps: VerifyCashPaymentDeps,
  input: VerifyCashPaymentInput,
): Promise<VerifyCashPaymentReply> {
  const now = deps.now();
  const { status } = input.body;
  const notes = input.body.notes === undefined || input.body.notes === '' ? null : input.body.notes;
  return deps.db.transaction(async (tx) => {
    // Four-eyes on money: the cash is counted by one super admin and confirmed by another. Rejecting
    // one's own mistaken record stays open, since it moves no money.
    if (
      status === 'verified' &&
      (await findPaymentRecorder(tx, input.paymentId)) === input.actorId
    ) {
      throw new AppError('FORBIDDEN', OWN_CASH_PAYMENT_REFUSAL.message, {
        messageKey: OWN_CASH_PAYMENT_REFUSAL.key,
      });
    }
    const payment = await decidePendingPayment(tx, input.paymentId, {
      status,
      notes,
      verifiedBy: input.actorId,
      now,
    });
    if (!payment) throw await notPendingError(tx, input.paymentId);

    const settled =
      status === 'verified'
        ? await settleInvoice(tx, payment, now)
        : {
            invoice:
              payment.invoiceId === null ? undefined : await lockInvoice(tx, payment.invoiceId),
            periodEnd: null,
          };
    const invoiceNumber = settled.invoice?.invoiceNumber ?? null;
    const reason = notes ?? REJECTION_DEFAULT_NOTE;
    await writeHistory(
      tx,
      payment,
      {
        status: status === 'verified' ? 'completed' : 'failed',
        failureReason: status === 'verified' ? null : reason,
        actorId: input.actorId,
      },
      invoiceNumber,
    );
    await recordAudit(tx, {
      userId: null,
      actorId: input.actorId,
      organizationId: payment.organizationId,
      action: status === 'verified' ? 'cash_payment_verified' : 'cash_payment_rejected',
      details: {
        cashPaymentId: payment.id,
        receiptNumber: payment.receiptNumber,
        amountCents: payment.amount,
        invoiceId: payment.invoiceId,
        invoiceNumber,
        statusBefore: 'pending',
        statusAfter: status,
        invoiceStatusAfter: settled.invoice?.status ?? null,
        notes,
      },
      ip: input.origin.ip,
      userAgent: input.origin.userAgent,
      at: now,
    });
    await notifyOrganizationBilling(tx, {
      organizationId: payment.organizationId,
      event:
        status === 'verified'
          ? {
              type: 'payment-verified',
              invoiceNumber,
              amountCents: payment.amount,
              receiptNumber: payment.receiptNumber,
              periodEnd: settled.periodEnd,
            }
          : {
              type: 'payment-rejected',
              invoiceNumber,
              amountCents: payment.amount,
              receiptNumber: payment.receiptNumber,
              reason,
            },
      at: now,
      publicUrl: deps.publicUrl,
      dedupeKey: `cash-payment-${status}:${payment.id}`,
    });
    const view = await findCashPaymentView(tx, payment.id);
    if (!view) throw new Error('verifyCashPayment: the decided payment is not readable');
    const invoice = settled.invoice;
    return {
      success: true as const,
      message: PAYMENT_STATUS_UPDATED_MESSAGE,
      data: {
        payment: view,
        invoice: invoice
          ? {
              id: invoice.id,
              status: invoice.status,
              paidAt: invoice.paidAt === null ? null : invoice.paidAt.toISOString(),
            }
          : null,
      },
    };
  });
}
