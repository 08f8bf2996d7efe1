import {
  CASH_PAYMENT_RECORDED_MESSAGE,
  OPEN_INVOICE_STATUSES,
  PAYMENT_DATE_MAX_AGE_DAYS,
} from '@sanctions/contracts';
import type { CashPaymentReply, RecordCashPaymentData } from '@sanctions/contracts';
import type { Db, DbOrTx } from '../../../db/client';
import { AppError } from '../../../lib/app-error';
import { recordAudit } from '../../administration';
import { addDays } from '../shared/billing-rules';
import { formatDollars } from '../shared/format-dollars';
import type { RequestOrigin } from '../../../lib/request-origin';
import { isUniqueViolation } from '../../../lib/unique-violation';
import {
  findCashPaymentView,
  findOrganizationName,
  findPendingPaymentForInvoice,
  insertCashPayment,
  lockOldestOpenInvoice,
  lockOrganizationInvoice,
  receiptNumberExists,
} from './cash-payments.queries';
import type { InvoiceRow } from './cash-payments.queries';

export interface RecordCashPaymentInput {
  body: RecordCashPaymentData;
  actorId: string;
  origin: RequestOrigin;
}

const duplicateReceipt = (receiptNumber: string) =>
  new AppError('CONFLICT', `Receipt number ${receiptNumber} is already recorded`);

function invalid(path: string, message: string): AppError {
  return new AppError('VALIDATION_FAILED', message, { issues: [{ path: [path], message }] });
}

/** The payment date is a calendar day (UTC): not after today, and not implausibly old. */
function checkPaymentDate(paymentDate: string, now: Date): void {
  const today = now.toISOString().slice(0, 10);
  if (paymentDate > today) throw invalid('paymentDate', 'Payment date cannot be in the future');
  const oldest = addDays(now, -PAYMENT_DATE_MAX_AGE_DAYS).toISOString().slice(0, 10);
  if (paymentDate < oldest) {
    throw invalid(
      'paymentDate',
      `Payment date cannot be more than ${PAYMENT_DATE_MAX_AGE_DAYS} days ago`,
    );
  }
}

async function lockInvoiceToPay(
  tx: DbOrTx,
  body: RecordCashPaymentInput['body'],
): Promise<InvoiceRow> {
  if (body.invoiceId === undefined) {
    const oldest = await lockOldestOpenInvoice(tx, body.organizationId);
    if (!oldest) throw invalid('invoiceId', 'This organization has no open invoice to pay');
    return oldest;
  }
  const invoice = await lockOrganizationInvoice(tx, body.organizationId, body.invoiceId);
  if (!invoice) throw new AppError('NOT_FOUND', 'Invoice not found for this organization');
  return invoice;
}

/**
 * Records cash handed over at the office against one open invoice of the organisation, as pending until
 * a super admin verifies it (ADR 009). One payment settles one invoice: the amount must equal the
 * invoice's total, and an invoice has at most one payment awaiting verification. The receipt number is
 * the idempotency key: a repeated recording answers 409 and never creates a second payment.
 */
export async function recordCashPayment(
  deps: { db: Db; now: () => Date },
  input: RecordCashPaymentInput,
): Promise<CashPaymentReply> {
  const now = deps.now();
  const { body } = input;
  checkPaymentDate(body.paymentDate, now);
  try {
    return await deps.db.transaction(async (tx) => {
      const organizationName = await findOrganizationName(tx, body.organizationId);
      if (organizationName === undefined) {
        throw new AppError('NOT_FOUND', 'Organization not found');
      }
      if (await receiptNumberExists(tx, body.receiptNumber)) {
        throw duplicateReceipt(body.receiptNumber);
      }
      const invoice = await lockInvoiceToPay(tx, body);
      if (!OPEN_INVOICE_STATUSES.includes(invoice.status)) {
        throw new AppError(
          'CONFLICT',
          `Invoice ${invoice.invoiceNumber} is ${invoice.status}: only a pending or overdue invoice can be paid`,
        );
      }
      const waiting = await findPendingPaymentForInvoice(tx, invoice.id);
      if (waiting) {
        throw new AppError(
          'CONFLICT',
          `Invoice ${invoice.invoiceNumber} already has a payment awaiting verification (receipt ${waiting.receiptNumber})`,
        );
      }
      if (body.currency !== invoice.currency) {
        throw invalid('currency', `Invoice ${invoice.invoiceNumber} is in ${invoice.currency}`);
      }
      if (body.amount !== invoice.total) {
        throw invalid(
          'amount',
          `The amount must equal the total of invoice ${invoice.invoiceNumber}: $${formatDollars(invoice.total)}`,
        );
      }
      const payment = await insertCashPayment(tx, {
        organizationId: body.organizationId,
        invoiceId: invoice.id,
        amount: body.amount,
        currency: body.currency,
        paymentDate: body.paymentDate,
        receivedBy: body.receivedBy,
        receiptNumber: body.receiptNumber,
        notes: body.notes ?? null,
        recordedBy: input.actorId,
        createdAt: now,
        updatedAt: now,
      });
      await recordAudit(tx, {
        userId: null,
        actorId: input.actorId,
        organizationId: body.organizationId,
        action: 'cash_payment_recorded',
        details: {
          cashPaymentId: payment.id,
          invoiceId: invoice.id,
          invoiceNumber: invoice.invoiceNumber,
          amountCents: payment.amount,
          currency: payment.currency,
          paymentDate: payment.paymentDate,
          receivedBy: payment.receivedBy,
          receiptNumber: payment.receiptNumber,
        },
        ip: input.origin.ip,
        userAgent: input.origin.userAgent,
        at: now,
      });
      const view = await findCashPaymentView(tx, payment.id);
      if (!view) throw new Error('recordCashPayment: the new payment is not readable');
      return {
        success: true as const,
        message: CASH_PAYMENT_RECORDED_MESSAGE,
        data: { payment: view },
      };
    });
  } catch (error) {
    // Two recordings of one receipt at the same moment: the unique index decides, the loser hears 409.
    if (isUniqueViolation(error)) throw duplicateReceipt(body.receiptNumber);
    throw error;
  }
}
