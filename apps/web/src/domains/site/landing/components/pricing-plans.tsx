import type { BillingCycle } from '@sanctions/contracts';
import { useTranslation } from 'react-i18next';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { usePlans } from '@/domains/billing';
import { PlanCard } from './plan-card';

const PLACEHOLDER_CARDS = 3;

/** The plan cards, with a placeholder while the plans load and a retry when they cannot be read. */
export function PricingPlans({ cycle }: { cycle: BillingCycle }) {
  const { t } = useTranslation('landing');
  const plans = usePlans();

  if (plans.isPending) {
    return (
      <div
        role="status"
        aria-label={t('pricing.loading')}
        className="mt-12 grid gap-6 lg:grid-cols-3"
      >
        {Array.from({ length: PLACEHOLDER_CARDS }, (_, index) => (
          <div key={index} className="h-96 animate-pulse rounded-xl border bg-background" />
        ))}
      </div>
    );
  }
  if (plans.isError) {
    return (
      <Alert variant="destructive" className="mx-auto mt-12 max-w-xl">
        <AlertTitle>{t('pricing.failedTitle')}</AlertTitle>
        <AlertDescription className="grid justify-items-start gap-3">
          {t('pricing.failedDescription')}
          <Button variant="outline" size="sm" onClick={() => void plans.refetch()}>
            {t('pricing.retry')}
          </Button>
        </AlertDescription>
      </Alert>
    );
  }
  return (
    <div className="mt-12 grid gap-6 lg:grid-cols-3">
      {plans.data.map((plan) => (
        <PlanCard key={plan.id} plan={plan} cycle={cycle} />
      ))}
    </div>
  );
}
