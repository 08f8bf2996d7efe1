import { monthlyEquivalentCents } from '@sanctions/contracts';
import type { BillingSummary } from '@sanctions/contracts';
import { CreditCard, DollarSign, Search, Users } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useBillingFormatters } from '../lib/use-billing-formatters';
import { usagePercent } from '../lib/usage-percent';
import { usePlanName } from '../lib/use-plan-name';
import { StatTile } from './stat-tile';

/** Spec 2, ordinary billing: current plan, monthly cost, active users over the maximum, search usage. */
export function BillingTiles({ summary }: { summary: BillingSummary }) {
  const { t } = useTranslation('billing');
  const format = useBillingFormatters();
  const planName = usePlanName();
  const { subscription, currentUsage } = summary;
  const plan = subscription?.plan ?? null;
  const perMonth = subscription
    ? monthlyEquivalentCents(subscription.plan, subscription.billingCycle)
    : null;

  const countOf = (count: number, max: number | null) =>
    max === null
      ? t('tiles.countUnlimited', { count: format.number(count) })
      : t('tiles.countOfMax', { count: format.number(count), max: format.number(max) });
  const percentDetail = (count: number, max: number | null) => {
    const percent = usagePercent(count, max);
    return percent === null
      ? t('tiles.unlimited')
      : t('tiles.percentUsed', { percent: format.number(percent) });
  };

  return (
    <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
      <StatTile
        title={t('tiles.currentPlan')}
        icon={CreditCard}
        value={plan ? planName(plan.name, plan.displayName) : t('tiles.noPlan')}
        detail={perMonth === null ? null : t('tiles.perMonth', { price: format.price(perMonth) })}
      />
      <StatTile
        title={t('tiles.monthlyCost')}
        icon={DollarSign}
        value={perMonth === null ? '—' : format.price(perMonth)}
        detail={
          subscription
            ? subscription.billingCycle === 'yearly'
              ? t('tiles.billedYearly', { price: format.price(subscription.cyclePrice) })
              : t('tiles.billedMonthly')
            : null
        }
      />
      <StatTile
        title={t('tiles.activeUsers')}
        icon={Users}
        value={countOf(currentUsage.activeUsers, plan?.maxUsers ?? null)}
        detail={percentDetail(currentUsage.activeUsers, plan?.maxUsers ?? null)}
      />
      <StatTile
        title={t('tiles.searchUsage')}
        icon={Search}
        value={countOf(currentUsage.searches, plan?.maxSearchesPerMonth ?? null)}
        detail={percentDetail(currentUsage.searches, plan?.maxSearchesPerMonth ?? null)}
      />
    </div>
  );
}
