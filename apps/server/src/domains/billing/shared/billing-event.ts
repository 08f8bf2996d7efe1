/** Something about an organisation's billing that its owners and admins are told about. */
export type BillingEvent =
  | {
      type: 'invoice-issued';
      invoiceId: string;
      invoiceNumber: string;
      totalCents: number;
      dueDate: Date;
    }
  | {
      type: 'payment-verified';
      invoiceNumber: string | null;
      amountCents: number;
      receiptNumber: string;
      periodEnd: Date | null;
    }
  | {
      type: 'payment-rejected';
      invoiceNumber: string | null;
      amountCents: number;
      receiptNumber: string;
      reason: string;
    }
  | { type: 'invoice-overdue'; invoiceNumber: string; totalCents: number; dueDate: Date }
  | { type: 'trial-ending'; trialEnd: Date }
  | { type: 'subscription-suspended'; invoiceNumber: string | null };

/** `YYYY-MM-DD` in UTC, the calendar-date form notifications and e-mails carry. */
export function isoDate(at: Date): string {
  return at.toISOString().slice(0, 10);
}
