import type { DbOrTx } from '../../../db/client';
import type { InvoiceRow } from './cash-payments.queries';
import {
  hasOtherOverdueInvoice,
  lockSubscription,
  updateSubscription,
} from './payment-decision.queries';
import type { SubscriptionRow } from './payment-decision.queries';

/**
 * After an invoice is paid, its subscription runs for the invoice's period (ADR 009): the status becomes
 * active (past_due instead while another invoice is still overdue; a cancelled subscription stays
 * cancelled), the current period moves forward to the paid one (never backwards: paying an old
 * invoice does not shorten a later period), a suspension is lifted, and the trial end is kept.
 */
export async function activatePaidPeriod(
  tx: DbOrTx,
  invoice: InvoiceRow,
  now: Date,
): Promise<SubscriptionRow | undefined> {
  if (invoice.subscriptionId === null) return undefined;
  const subscription = await lockSubscription(tx, invoice.subscriptionId);
  if (!subscription || subscription.status === 'cancelled') return subscription;
  const stillOverdue = await hasOtherOverdueInvoice(tx, subscription.id, invoice.id);
  const movesForward =
    invoice.periodStart !== null &&
    invoice.periodEnd !== null &&
    (subscription.currentPeriodEnd === null || invoice.periodEnd > subscription.currentPeriodEnd);
  return updateSubscription(tx, subscription.id, {
    status: stillOverdue ? 'past_due' : 'active',
    ...(movesForward
      ? { currentPeriodStart: invoice.periodStart, currentPeriodEnd: invoice.periodEnd }
      : {}),
    ...(stillOverdue ? {} : { suspendedAt: null }),
    updatedAt: now,
  });
}
