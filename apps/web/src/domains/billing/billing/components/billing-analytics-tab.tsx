import type { AdminBillingSummary } from '@sanctions/contracts';
import { RevenueChart } from './revenue-chart';
import { SubscriptionsByPlanCard } from './subscriptions-by-plan-card';

/** Analytics tab: revenue by month and subscriptions per plan, from the admin summary. */
export function BillingAnalyticsTab({ summary }: { summary: AdminBillingSummary }) {
  return (
    <div className="grid gap-6 lg:grid-cols-3">
      <div className="lg:col-span-2">
        <RevenueChart revenueByMonth={summary.revenueByMonth} />
      </div>
      <SubscriptionsByPlanCard subscriptionsByPlan={summary.subscriptionsByPlan} />
    </div>
  );
}
