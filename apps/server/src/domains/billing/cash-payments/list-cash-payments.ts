import type { CashPaymentsReply } from '@sanctions/contracts';
import type { DbOrTx } from '../../../db/client';
import { listPendingPayments, listRecentVerifiedPayments } from './cash-payments.queries';

/** The Cash Payments tab: every payment awaiting a decision, then the latest verified ones. */
export async function listCashPayments(db: DbOrTx): Promise<CashPaymentsReply> {
  const [pending, verified] = [await listPendingPayments(db), await listRecentVerifiedPayments(db)];
  return { success: true as const, data: { payments: [...pending, ...verified] } };
}
