import type { BillingSummary } from '@sanctions/contracts';
import { Check } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { planHighlights } from '@/domains/billing/plans/plan-highlights';
import { useBillingFormatters } from '../lib/use-billing-formatters';
import { usePlanName } from '../lib/use-plan-name';
import { BillingFact } from './billing-fact';
import { SubscriptionStatusBadge } from './subscription-status-badge';

interface SubscriptionOverviewCardProps {
  subscription: BillingSummary['subscription'];
  /** Only the organisation's owner changes the plan. */
  canChangePlan: boolean;
  onUpgrade: () => void;
  onUpdatePaymentMethod: () => void;
}

/** Spec 2: status, plan, price per cycle, billing period, features, Upgrade Plan and Update Payment Method. */
export function SubscriptionOverviewCard({
  subscription,
  canChangePlan,
  onUpgrade,
  onUpdatePaymentMethod,
}: SubscriptionOverviewCardProps) {
  const { t, i18n } = useTranslation('billing');
  const format = useBillingFormatters();
  const planName = usePlanName();
  const features = subscription
    ? planHighlights({ highlights: subscription.plan.features }, i18n.language)
    : [];
  const { currentPeriodStart: from, currentPeriodEnd: to } = subscription ?? {};

  return (
    <Card>
      <CardHeader>
        <CardTitle className="text-lg">{t('overview.title')}</CardTitle>
        <CardDescription>{t('overview.description')}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-6">
        {subscription === null ? (
          <p className="text-muted-foreground">{t('overview.noSubscription')}</p>
        ) : (
          <dl className="grid gap-4 sm:grid-cols-2">
            <BillingFact label={t('overview.status')}>
              <SubscriptionStatusBadge status={subscription.status} />
            </BillingFact>
            <BillingFact label={t('overview.plan')}>
              {planName(subscription.plan.name, subscription.plan.displayName)}
            </BillingFact>
            <BillingFact label={t('overview.price')}>
              {t(`overview.pricePer.${subscription.billingCycle}`, {
                price: format.price(subscription.cyclePrice),
              })}
            </BillingFact>
            <BillingFact label={t('overview.billingPeriod')}>
              {from && to
                ? t('overview.periodRange', { from: format.date(from), to: format.date(to) })
                : t('overview.noPeriod')}
            </BillingFact>
          </dl>
        )}
        {features.length > 0 ? (
          <div className="grid gap-2">
            <h4 className="text-sm font-medium">{t('overview.features')}</h4>
            <ul className="grid gap-1 sm:grid-cols-2">
              {features.map((feature) => (
                <li key={feature} className="flex items-center gap-2 text-sm">
                  <Check aria-hidden="true" className="size-4 shrink-0 text-green-600" />
                  {feature}
                </li>
              ))}
            </ul>
          </div>
        ) : null}
        <div className="grid gap-2">
          <div className="flex flex-wrap gap-2 print:hidden">
            <Button type="button" onClick={onUpgrade} disabled={!canChangePlan}>
              {t('overview.upgrade')}
            </Button>
            <Button type="button" variant="outline" onClick={onUpdatePaymentMethod}>
              {t('overview.updatePaymentMethod')}
            </Button>
          </div>
          {canChangePlan ? null : (
            <p className="text-xs text-muted-foreground">{t('overview.ownerOnly')}</p>
          )}
        </div>
      </CardContent>
    </Card>
  );
}
