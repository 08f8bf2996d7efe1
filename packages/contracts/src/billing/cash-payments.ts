import { z } from 'zod';
import { boundedDate, safeText } from '../text';
import { BILLING_CURRENCY, billingCurrencySchema, centsSchema } from './money';

export const VERIFICATION_STATUS_VALUES = ['pending', 'verified', 'rejected'] as const;
export const verificationStatusSchema = z.enum(VERIFICATION_STATUS_VALUES);
export type VerificationStatus = z.infer<typeof verificationStatusSchema>;

/** Latest verified payments listed under the pending ones (spec 9). */
export const RECENT_VERIFIED_PAYMENTS_LIMIT = 10;
export const RECEIPT_NUMBER_MAX_LENGTH = 64;
/** How far back a payment date may lie: a receipt older than this is a typing error. */
export const PAYMENT_DATE_MAX_AGE_DAYS = 366;
/** Note sent when a payment is rejected from the dashboard (spec 4). */
export const REJECTION_DEFAULT_NOTE = 'Verification failed';

export const CASH_PAYMENT_RECORDED_MESSAGE = 'Cash payment recorded successfully!';
export const PAYMENT_STATUS_UPDATED_MESSAGE = 'Payment status updated successfully!';
export const RECORD_PAYMENT_FAILED = 'Failed to record payment';
export const UPDATE_PAYMENT_FAILED = 'Failed to update payment';
/**
 * Four-eyes on money (ADR 009): the refusal when the super admin who recorded a payment tries to verify
 * it, with its message key (ADR 005); the web's text is `common:errors.keys.cashPayments.ownPayment`.
 */
export const OWN_CASH_PAYMENT_REFUSAL = {
  message: 'You recorded this payment; another super admin must verify it',
  key: 'cashPayments.ownPayment',
} as const;

/** The spec's cash payment view, plus the invoice it pays and who decided it. Amount in cents. */
export const cashPaymentSchema = z.object({
  id: z.uuid(),
  organizationId: z.uuid(),
  organizationName: z.string(),
  invoiceId: z.uuid().nullable(),
  invoiceNumber: z.string().nullable(),
  amount: centsSchema,
  currency: billingCurrencySchema,
  /** YYYY-MM-DD, the day the cash was handed over. */
  paymentDate: z.string(),
  receivedBy: z.string(),
  receiptNumber: z.string(),
  notes: z.string().nullable(),
  verificationStatus: verificationStatusSchema,
  verificationNotes: z.string().nullable(),
  verifiedAt: z.string().nullable(),
  createdAt: z.string(),
});
export type CashPayment = z.infer<typeof cashPaymentSchema>;

/** GET /api/v2/billing/admin/cash-payments: every pending payment (oldest first), then the latest verified. */
export const cashPaymentsReplySchema = z.object({
  success: z.literal(true),
  data: z.object({ payments: z.array(cashPaymentSchema) }),
});
export type CashPaymentsReply = z.infer<typeof cashPaymentsReplySchema>;

const requiredText = (message: string, max: number) =>
  safeText({ typeError: message }).trim().min(1, message).max(max, `At most ${max} characters`);

/**
 * POST /api/v2/billing/admin/cash-payments body. The amount must equal what the invoice still owes (one
 * payment settles one invoice). Without `invoiceId` the payment pays the organisation's oldest open
 * invoice. The server also refuses a payment date in the future or more than
 * {@link PAYMENT_DATE_MAX_AGE_DAYS} days back.
 */
export const recordCashPaymentBodySchema = z.object({
  organizationId: z.uuid('Organization is required'),
  invoiceId: z.uuid('Invalid invoice id').optional(),
  amount: z
    .number('Amount is required')
    .int('Amount must be in whole cents')
    .positive('Amount must be greater than 0'),
  currency: billingCurrencySchema.default(BILLING_CURRENCY),
  paymentDate: boundedDate('Payment date must be a date (YYYY-MM-DD)'),
  receivedBy: requiredText('Received by is required', 200),
  receiptNumber: requiredText('Receipt number is required', RECEIPT_NUMBER_MAX_LENGTH),
  notes: safeText({ multiline: true, strip: true })
    .trim()
    .max(2000, 'At most 2000 characters')
    .optional()
    .transform((value) => (value === '' ? undefined : value)),
});
export type RecordCashPaymentBody = z.input<typeof recordCashPaymentBodySchema>;
/** The body after parsing (currency defaulted, texts trimmed). */
export type RecordCashPaymentData = z.output<typeof recordCashPaymentBodySchema>;

export const cashPaymentReplySchema = z.object({
  success: z.literal(true),
  message: z.string(),
  data: z.object({ payment: cashPaymentSchema }),
});
export type CashPaymentReply = z.infer<typeof cashPaymentReplySchema>;

export const cashPaymentIdParamsSchema = z.object({ id: z.uuid('Invalid payment id') });

/** POST /api/v2/billing/admin/cash-payments/{id}/verify body. A rejection needs a reason. */
export const verifyCashPaymentBodySchema = z
  .object({
    status: z.enum(['verified', 'rejected'], 'Status must be verified or rejected'),
    notes: safeText({ multiline: true, strip: true })
      .trim()
      .max(2000, 'At most 2000 characters')
      .optional(),
  })
  .refine((body) => body.status !== 'rejected' || (body.notes ?? '') !== '', {
    message: 'A reason is required to reject a payment',
    path: ['notes'],
  });
export type VerifyCashPaymentBody = z.infer<typeof verifyCashPaymentBodySchema>;

/** Reply of the verify route: the decided payment and where its invoice stands now. */
export const verifyCashPaymentReplySchema = z.object({
  success: z.literal(true),
  message: z.string(),
  data: z.object({
    payment: cashPaymentSchema,
    invoice: z
      .object({
        id: z.uuid(),
        status: z.enum(['pending', 'paid', 'overdue', 'cancelled']),
        paidAt: z.string().nullable(),
      })
      .nullable(),
  }),
});
export type VerifyCashPaymentReply = z.infer<typeof verifyCashPaymentReplySchema>;
