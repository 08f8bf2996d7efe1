import type { BillingMailParams, EmailMessage } from '../../../lib/mail/email-messages';
import type { BillingEvent } from './billing-event';
import { isoDate } from './billing-event';
import { GRACE_PERIOD_DAYS, addDays } from './billing-rules';

/** The e-mail template and parameters that announce a billing event to one recipient. */
export function billingEventEmail(event: BillingEvent, base: BillingMailParams): EmailMessage {
  switch (event.type) {
    case 'invoice-issued':
      return {
        template: 'billing-invoice-issued',
        params: {
          ...base,
          invoiceNumber: event.invoiceNumber,
          totalCents: event.totalCents,
          dueDate: isoDate(event.dueDate),
        },
      };
    case 'payment-verified':
      return {
        template: 'billing-payment-verified',
        params: {
          ...base,
          invoiceNumber: event.invoiceNumber,
          amountCents: event.amountCents,
          receiptNumber: event.receiptNumber,
          periodEnd: event.periodEnd ? isoDate(event.periodEnd) : null,
        },
      };
    case 'payment-rejected':
      return {
        template: 'billing-payment-rejected',
        params: {
          ...base,
          invoiceNumber: event.invoiceNumber,
          amountCents: event.amountCents,
          receiptNumber: event.receiptNumber,
          reason: event.reason,
        },
      };
    case 'invoice-overdue':
      return {
        template: 'billing-invoice-overdue',
        params: {
          ...base,
          invoiceNumber: event.invoiceNumber,
          totalCents: event.totalCents,
          dueDate: isoDate(event.dueDate),
          suspensionDate: isoDate(addDays(event.dueDate, GRACE_PERIOD_DAYS)),
        },
      };
    case 'trial-ending':
      return {
        template: 'billing-trial-ending',
        params: { ...base, trialEnd: isoDate(event.trialEnd) },
      };
    case 'subscription-suspended':
      return {
        template: 'billing-subscription-suspended',
        params: { ...base, invoiceNumber: event.invoiceNumber },
      };
  }
}

/** The event as JSON for `billing_notifications.data`: dates as ISO strings. */
export function billingEventData(event: BillingEvent): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(event).map(([key, value]) => [
      key,
      value instanceof Date ? value.toISOString() : value,
    ]),
  );
}
