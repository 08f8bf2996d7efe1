import type { AdminBillingSummary } from '@sanctions/contracts';
import { useTranslation } from 'react-i18next';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { useBillingFormatters } from '../lib/use-billing-formatters';
import { usePlanName } from '../lib/use-plan-name';
import { UsageBar } from './usage-bar';

/** Subscriptions (trial, active or past due) per plan, each bar its share of the total. */
export function SubscriptionsByPlanCard({
  subscriptionsByPlan,
}: Pick<AdminBillingSummary, 'subscriptionsByPlan'>) {
  const { t } = useTranslation('billing');
  const format = useBillingFormatters();
  const planName = usePlanName();
  const rows = Object.entries(subscriptionsByPlan).toSorted(([, a], [, b]) => b - a);
  const total = rows.reduce((sum, [, count]) => sum + count, 0);

  return (
    <Card>
      <CardHeader>
        <CardTitle className="text-lg">{t('admin.analytics.plansTitle')}</CardTitle>
        <CardDescription>{t('admin.analytics.plansDescription')}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        {rows.length === 0 ? (
          <p className="text-sm text-muted-foreground">{t('admin.analytics.plansEmpty')}</p>
        ) : (
          rows.map(([plan, count]) => (
            <UsageBar
              key={plan}
              label={planName(plan, plan)}
              used={count}
              limit={total}
              value={format.number(count)}
            />
          ))
        )}
      </CardContent>
    </Card>
  );
}
