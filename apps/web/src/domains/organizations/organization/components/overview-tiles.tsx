import { monthlyEquivalentCents } from '@sanctions/contracts';
import type { OrganizationDetails } from '@sanctions/contracts';
import { Activity, CreditCard, Search, Users } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { usagePercent } from '../lib/usage-percent';
import { useOrganizationFormatters } from '../lib/use-organization-formatters';
import { StatTile } from './stat-tile';
import { SubscriptionStatusBadge } from './subscription-status-badge';

type OverviewTilesProps = Pick<OrganizationDetails, 'plan' | 'subscription' | 'usage'>;

/** Spec 2: Current Plan, Status, Active Users and Monthly Searches. */
export function OverviewTiles({ plan, subscription, usage }: OverviewTilesProps) {
  const { t } = useTranslation('organization');
  const format = useOrganizationFormatters();
  const { usage: used, limits } = usage;
  const userPercent = usagePercent(used.currentUsers, limits.maxUsers);
  const limitText = (limit: number | null) =>
    limit === null ? t('tiles.unlimited') : format.count(limit);

  const planPrice =
    plan === null
      ? undefined
      : plan.isCustom
        ? t('tiles.customPricing')
        : t('tiles.perMonth', {
            price: format.price(
              monthlyEquivalentCents(plan, subscription?.billingCycle ?? 'monthly'),
            ),
          });

  return (
    <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
      <StatTile
        title={t('tiles.currentPlan')}
        icon={CreditCard}
        value={plan?.displayName ?? t('tiles.noPlan')}
        detail={planPrice}
      />
      <StatTile
        title={t('tiles.status')}
        icon={Activity}
        value={
          subscription === null ? (
            <span className="text-base">{t('status.none')}</span>
          ) : (
            <SubscriptionStatusBadge status={subscription.status} />
          )
        }
        detail={subscription === null ? undefined : t(`billingCycle.${subscription.billingCycle}`)}
      />
      <StatTile
        title={t('tiles.activeUsers')}
        icon={Users}
        value={t('usage.ofLimit', {
          used: format.count(used.currentUsers),
          limit: limitText(limits.maxUsers),
        })}
        detail={
          userPercent === null
            ? undefined
            : t('tiles.percentUsed', { percent: format.count(userPercent) })
        }
      />
      <StatTile
        title={t('tiles.monthlySearches')}
        icon={Search}
        value={format.count(used.monthlySearches)}
        detail={t('tiles.countOfMax', {
          count: format.count(used.monthlySearches),
          max: limitText(limits.maxSearchesPerMonth),
        })}
      />
    </div>
  );
}
