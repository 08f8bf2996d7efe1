import { REVENUE_CHART_MONTHS } from '@sanctions/contracts';
import type { AdminBillingSummary } from '@sanctions/contracts';
import type { DbOrTx } from '../../../db/client';
import {
  countCustomerOrganizations,
  countRunningSubscriptionsByPlan,
  countSubscriptionsByStatus,
  sumOverdueInvoices,
  sumPendingCashPayments,
  sumRevenue,
  sumRevenueByMonth,
} from './admin-billing.queries';

/** The last `months` UTC months up to the one holding `now`, oldest first, as `YYYY-MM`. */
function lastMonths(now: Date, months: number): string[] {
  return Array.from({ length: months }, (_, index) =>
    new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - (months - 1 - index), 1))
      .toISOString()
      .slice(0, 7),
  );
}

/**
 * The super admin's billing tiles and analytics (spec 3, "Admin billing summary"): each figure one SUM or
 * COUNT over stored rows, so it can be traced to them (and a test recomputes it independently).
 */
export async function getAdminBillingSummary(db: DbOrTx, now: Date): Promise<AdminBillingSummary> {
  const months = lastMonths(now, REVENUE_CHART_MONTHS);
  const since = new Date(`${months[0] ?? now.toISOString().slice(0, 7)}-01T00:00:00.000Z`);
  const revenueRows = await sumRevenueByMonth(db, since);
  const revenueOf = new Map(revenueRows.map((row) => [row.month, row.revenue]));
  const plans = await countRunningSubscriptionsByPlan(db);
  return {
    totalRevenue: await sumRevenue(db),
    activeSubscriptions: await countSubscriptionsByStatus(db, 'active'),
    pendingPayments: await sumPendingCashPayments(db),
    overduePayments: await sumOverdueInvoices(db, now),
    totalOrganizations: await countCustomerOrganizations(db),
    subscriptionsByPlan: Object.fromEntries(plans.map((row) => [row.plan, row.total])),
    revenueByMonth: months.map((month) => ({ month, revenue: revenueOf.get(month) ?? 0 })),
  };
}
