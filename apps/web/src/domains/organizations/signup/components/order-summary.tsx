import type { BillingCycle, Plan } from '@sanctions/contracts';
import { useTranslation } from 'react-i18next';
import { usePlanPrice } from '../lib/use-plan-price';
import { usePlanText } from '../lib/use-plan-text';

interface OrderSummaryProps {
  plan: Plan;
  cycle: BillingCycle;
}

/** Step 3's summary (spec 2): plan, billing cycle, price per month; yearly adds the yearly total. */
export function OrderSummary({ plan, cycle }: OrderSummaryProps) {
  const { t } = useTranslation('signup');
  const { displayName } = usePlanText()(plan);
  const price = usePlanPrice()(plan, cycle);
  return (
    <section
      aria-labelledby="signup-summary-title"
      className="grid content-start gap-3 rounded-lg border bg-muted/40 p-4"
    >
      <h3 id="signup-summary-title" className="font-semibold">
        {t('summary.title')}
      </h3>
      <dl className="grid gap-2 text-sm">
        <div className="flex justify-between gap-4">
          <dt className="text-muted-foreground">{t('summary.plan')}</dt>
          <dd className="font-medium">{displayName}</dd>
        </div>
        <div className="flex justify-between gap-4">
          <dt className="text-muted-foreground">{t('summary.billingCycle')}</dt>
          <dd className="font-medium">{t(`cycle.${cycle}`)}</dd>
        </div>
        <div className="flex justify-between gap-4">
          <dt className="text-muted-foreground">{t('summary.pricePerMonth')}</dt>
          <dd className="font-medium">{price.isCustom ? t('plan.custom') : price.perMonth}</dd>
        </div>
        {!price.isCustom && price.yearlyTotal !== null ? (
          <div className="flex justify-between gap-4">
            <dt className="text-muted-foreground">{t('summary.yearlyTotal')}</dt>
            <dd className="font-medium">{price.yearlyTotal}</dd>
          </div>
        ) : null}
      </dl>
      <p className="text-xs text-muted-foreground">{t('summary.trialNote')}</p>
    </section>
  );
}
