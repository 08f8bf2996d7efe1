import type { NotificationInput } from '../../notifications';
import type { BillingEvent } from './billing-event';
import { isoDate } from './billing-event';
import { formatDollars } from './format-dollars';

const VIEW_BILLING = { label: 'View billing', href: '/billing' };

/**
 * The in-app notification for a billing event: English title and message (stored as written, also the
 * `billing_notifications` texts) and the localized key the web app renders in the reader's language.
 */
export function billingEventNotice(event: BillingEvent): NotificationInput {
  switch (event.type) {
    case 'invoice-issued': {
      const params = {
        invoiceNumber: event.invoiceNumber,
        amount: formatDollars(event.totalCents),
        dueDate: isoDate(event.dueDate),
      };
      return {
        title: `New invoice ${params.invoiceNumber}`,
        message: `Invoice ${params.invoiceNumber} for ${params.amount} USD has been issued and is due on ${params.dueDate}. Please pay it in cash at our office.`,
        localized: { key: 'billing.invoiceIssued', params },
        action: VIEW_BILLING,
      };
    }
    case 'payment-verified': {
      const amount = formatDollars(event.amountCents);
      const receipt = event.receiptNumber;
      if (event.invoiceNumber === null) {
        return {
          title: 'Payment verified',
          message: `Your cash payment of ${amount} USD (receipt ${receipt}) has been verified. Thank you.`,
          type: 'success',
          localized: { key: 'billing.paymentVerified', params: { amount, receiptNumber: receipt } },
          action: VIEW_BILLING,
        };
      }
      return {
        title: 'Payment verified',
        message: `Your cash payment of ${amount} USD (receipt ${receipt}) has been verified and invoice ${event.invoiceNumber} is paid. Thank you.`,
        type: 'success',
        localized: {
          key: 'billing.paymentVerifiedInvoice',
          params: { amount, receiptNumber: receipt, invoiceNumber: event.invoiceNumber },
        },
        action: VIEW_BILLING,
      };
    }
    case 'payment-rejected': {
      const amount = formatDollars(event.amountCents);
      const receipt = event.receiptNumber;
      if (event.invoiceNumber === null) {
        return {
          title: 'Payment could not be verified',
          message: `Your cash payment of ${amount} USD (receipt ${receipt}) could not be verified: ${event.reason}. Please contact our office.`,
          type: 'error',
          localized: {
            key: 'billing.paymentRejected',
            params: { amount, receiptNumber: receipt, reason: event.reason },
          },
          action: VIEW_BILLING,
        };
      }
      return {
        title: 'Payment could not be verified',
        message: `Your cash payment of ${amount} USD (receipt ${receipt}) for invoice ${event.invoiceNumber} could not be verified: ${event.reason}. The invoice remains open; please contact our office.`,
        type: 'error',
        localized: {
          key: 'billing.paymentRejectedInvoice',
          params: {
            amount,
            receiptNumber: receipt,
            invoiceNumber: event.invoiceNumber,
            reason: event.reason,
          },
        },
        action: VIEW_BILLING,
      };
    }
    case 'invoice-overdue': {
      const params = {
        invoiceNumber: event.invoiceNumber,
        amount: formatDollars(event.totalCents),
        dueDate: isoDate(event.dueDate),
      };
      return {
        title: `Invoice ${params.invoiceNumber} is overdue`,
        message: `Invoice ${params.invoiceNumber} for ${params.amount} USD was due on ${params.dueDate} and is still unpaid. Please pay it at our office to avoid suspension of your subscription.`,
        type: 'warning',
        localized: { key: 'billing.invoiceOverdue', params },
        action: VIEW_BILLING,
      };
    }
    case 'trial-ending': {
      const trialEnd = isoDate(event.trialEnd);
      return {
        title: 'Your trial ends soon',
        message: `Your organization's free trial ends on ${trialEnd}. Pay your first invoice in cash at our office to keep screening without interruption.`,
        type: 'warning',
        localized: { key: 'billing.trialEnding', params: { trialEnd } },
        action: VIEW_BILLING,
      };
    }
    case 'subscription-suspended': {
      if (event.invoiceNumber === null) {
        return {
          title: 'Subscription suspended',
          message:
            "Your organization's subscription is suspended for non-payment, and searching is blocked. Pay the open invoice at our office to restore access.",
          type: 'error',
          localized: { key: 'billing.subscriptionSuspended', params: {} },
          action: VIEW_BILLING,
        };
      }
      return {
        title: 'Subscription suspended',
        message: `Your organization's subscription is suspended because invoice ${event.invoiceNumber} is unpaid, and searching is blocked. Pay it at our office to restore access.`,
        type: 'error',
        localized: {
          key: 'billing.subscriptionSuspendedInvoice',
          params: { invoiceNumber: event.invoiceNumber },
        },
        action: VIEW_BILLING,
      };
    }
  }
}
