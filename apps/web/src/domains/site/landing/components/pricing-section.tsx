import type { BillingCycle } from '@sanctions/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BillingCycleToggle } from './billing-cycle-toggle';
import { PricingPlans } from './pricing-plans';

/** Pricing of the landing page: the offered plans from the server, monthly or yearly. */
export function PricingSection() {
  const { t } = useTranslation('landing');
  const [cycle, setCycle] = useState<BillingCycle>('monthly');
  return (
    <section id="pricing" className="scroll-mt-20 bg-muted/40 py-20">
      <div className="mx-auto max-w-7xl px-4">
        <div className="mx-auto grid max-w-2xl justify-items-center gap-3 text-center">
          <h2 className="text-3xl font-bold">{t('pricing.title')}</h2>
          <p className="text-muted-foreground">{t('pricing.subtitle')}</p>
          <BillingCycleToggle value={cycle} onChange={setCycle} />
        </div>
        <PricingPlans cycle={cycle} />
      </div>
    </section>
  );
}
