import { recordCashPaymentBodySchema, typedAmountToCents } from '@sanctions/contracts';
import type { RecordCashPaymentBody } from '@sanctions/contracts';

/** The Record Cash Payment form as typed: every control's text. */
export interface CashPaymentFormValues {
  organizationId: string;
  invoiceId: string;
  amount: string;
  paymentDate: string;
  receivedBy: string;
  receiptNumber: string;
  notes: string;
}

export type CashPaymentField = keyof CashPaymentFormValues;

/** Message keys under `admin.record.errors`. */
export type CashPaymentError =
  | 'organizationRequired'
  | 'invoiceRequired'
  | 'amountRequired'
  | 'amountInvalid'
  | 'paymentDateRequired'
  | 'receivedByRequired'
  | 'receiptNumberRequired'
  | 'invalid';

export type CashPaymentErrors = Partial<Record<CashPaymentField, CashPaymentError>>;

/** Every control of the form, in its order. */
export const CASH_PAYMENT_FIELDS: readonly CashPaymentField[] = [
  'organizationId',
  'invoiceId',
  'amount',
  'paymentDate',
  'receivedBy',
  'receiptNumber',
  'notes',
];

const isField = (value: unknown): value is CashPaymentField =>
  CASH_PAYMENT_FIELDS.some((field) => field === value);

/** Today as YYYY-MM-DD in local time: the default payment date (spec 5). */
export function localIsoDate(now: Date = new Date()): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

export function emptyCashPaymentForm(now: Date = new Date()): CashPaymentFormValues {
  return {
    organizationId: '',
    invoiceId: '',
    amount: '',
    paymentDate: localIsoDate(now),
    receivedBy: '',
    receiptNumber: '',
    notes: '',
  };
}

function requiredErrors(values: CashPaymentFormValues): CashPaymentErrors {
  const errors: CashPaymentErrors = {};
  if (values.organizationId === '') errors.organizationId = 'organizationRequired';
  if (values.invoiceId === '') errors.invoiceId = 'invoiceRequired';
  if (values.amount.trim() === '') errors.amount = 'amountRequired';
  else if (!((typedAmountToCents(values.amount) ?? 0) > 0)) errors.amount = 'amountInvalid';
  if (values.paymentDate === '') errors.paymentDate = 'paymentDateRequired';
  if (values.receivedBy.trim() === '') errors.receivedBy = 'receivedByRequired';
  if (values.receiptNumber.trim() === '') errors.receiptNumber = 'receiptNumberRequired';
  return errors;
}

/**
 * Spec 5's checks of the Record Cash Payment form, then the contract schema: the body to send (amount in
 * cents by rounding, currency USD) or the message key of each failing field.
 */
export function validateCashPaymentForm(
  values: CashPaymentFormValues,
): { body: RecordCashPaymentBody; errors: null } | { body: null; errors: CashPaymentErrors } {
  const errors = requiredErrors(values);
  if (Object.keys(errors).length > 0) return { body: null, errors };
  const parsed = recordCashPaymentBodySchema.safeParse({
    organizationId: values.organizationId,
    invoiceId: values.invoiceId,
    amount: typedAmountToCents(values.amount),
    currency: 'USD',
    paymentDate: values.paymentDate,
    receivedBy: values.receivedBy,
    receiptNumber: values.receiptNumber,
    notes: values.notes,
  });
  if (parsed.success) return { body: parsed.data, errors: null };
  const schemaErrors: CashPaymentErrors = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0];
    if (isField(field)) schemaErrors[field] = 'invalid';
  }
  return { body: null, errors: schemaErrors };
}
