import { RECENT_VERIFIED_PAYMENTS_LIMIT } from '@sanctions/contracts';
import type { CashPayment } from '@sanctions/contracts';

const decidedAt = (payment: CashPayment) => payment.verifiedAt ?? payment.createdAt;

/** The Cash Payments tab's two lists: every pending payment as sent, and the latest 10 verified. */
export function splitCashPayments(payments: CashPayment[]) {
  return {
    pending: payments.filter((payment) => payment.verificationStatus === 'pending'),
    verified: payments
      .filter((payment) => payment.verificationStatus === 'verified')
      .toSorted((a, b) => decidedAt(b).localeCompare(decidedAt(a)))
      .slice(0, RECENT_VERIFIED_PAYMENTS_LIMIT),
  };
}
