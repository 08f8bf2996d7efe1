import type { BillingCycle } from '@sanctions/contracts';
import type { DbOrTx } from '../../../db/client';
import { AppError } from '../../../lib/app-error';
import { repriceOpenInvoice } from '../shared/reprice-open-invoice';
import { findPeriodInvoice, hasPendingPayment } from './subscription-change.queries';
import type { PlanRow, SubscriptionRow } from './subscription-change.queries';

/**
 * Prepares a change that takes effect when the current period ends (ADR 009): the next period's
 * invoice, if already issued and still open with no payment waiting for verification, is re-priced to
 * the plan and cycle it will run on; if it is paid (or being paid), the change is refused with 409
 * until that period starts. Returns the effective date.
 */
export async function scheduleNextPeriod(
  db: DbOrTx,
  input: {
    subscription: SubscriptionRow;
    plan: PlanRow;
    billingCycle: BillingCycle;
    now: Date;
  },
): Promise<Date> {
  const effectiveDate = input.subscription.currentPeriodEnd;
  if (effectiveDate === null) {
    throw new AppError('CONFLICT', 'The subscription has no current period to change after');
  }
  const next = await findPeriodInvoice(db, input.subscription.id, effectiveDate);
  if (next) {
    const open = next.status === 'pending' || next.status === 'overdue';
    if (!open || (await hasPendingPayment(db, next.id))) {
      throw new AppError(
        'CONFLICT',
        `The next period is already paid (invoice ${next.invoiceNumber}): request this change after it starts`,
      );
    }
    await repriceOpenInvoice(db, next, {
      plan: input.plan,
      billingCycle: input.billingCycle,
      at: input.now,
    });
  }
  return effectiveDate;
}
