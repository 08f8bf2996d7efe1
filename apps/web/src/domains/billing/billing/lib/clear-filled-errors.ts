import { CASH_PAYMENT_FIELDS } from './cash-payment-form';
import type { CashPaymentErrors, CashPaymentFormValues } from './cash-payment-form';

/**
 * The form's messages once `patch` is typed: a field given a value loses its message (it is judged again
 * on the next submit); a field left or made empty keeps it, so "Invoice is required" stays when a new
 * organisation empties the invoice.
 */
export function withoutErrorsOfFilled(
  errors: CashPaymentErrors,
  patch: Partial<CashPaymentFormValues>,
): CashPaymentErrors {
  const next: CashPaymentErrors = {};
  for (const field of CASH_PAYMENT_FIELDS) {
    const value = patch[field];
    const filled = value !== undefined && value.trim() !== '';
    const error = errors[field];
    if (error !== undefined && !filled) next[field] = error;
  }
  return next;
}
