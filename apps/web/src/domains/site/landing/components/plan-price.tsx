import type { BillingCycle, Plan } from '@sanctions/contracts';
import { monthlyEquivalentCents } from '@sanctions/contracts';
import { useTranslation } from 'react-i18next';
import { formatPlanPrice } from '@/domains/billing';

/**
 * The plan's price for the cycle: per month, or per year when yearly (spec 4), with the monthly
 * equivalent beside it; "Custom" for custom-priced plans in either cycle.
 */
export function PlanPrice({ plan, cycle }: { plan: Plan; cycle: BillingCycle }) {
  const { t, i18n } = useTranslation('landing');
  if (plan.isCustom) {
    return (
      <p className="mt-4 text-4xl font-bold" data-testid={`price-${plan.name}`}>
        {t('pricing.custom')}
      </p>
    );
  }
  const isYearly = cycle === 'yearly';
  return (
    <div className="mt-4 grid gap-1">
      <p className="flex items-baseline gap-1">
        <span className="text-4xl font-bold" data-testid={`price-${plan.name}`}>
          <bdi>
            {formatPlanPrice(isYearly ? plan.yearlyPrice : plan.monthlyPrice, i18n.language)}
          </bdi>
        </span>
        <span className="text-muted-foreground">
          {isYearly ? t('pricing.perYear') : t('pricing.perMonth')}
        </span>
      </p>
      {isYearly ? (
        <p className="text-xs text-muted-foreground">
          {t('pricing.monthlyEquivalent', {
            price: formatPlanPrice(monthlyEquivalentCents(plan, cycle), i18n.language),
          })}
        </p>
      ) : null}
    </div>
  );
}
