import type { SubscriptionChangeResult } from '@sanctions/contracts';
import { useTranslation } from 'react-i18next';
import { useBillingFormatters } from './use-billing-formatters';
import { usePlanName } from './use-plan-name';

/** What a saved plan change means for the owner: charged now (upgrade) or from a date (the others). */
export function usePlanChangeMessage(): (result: SubscriptionChangeResult) => string {
  const { t } = useTranslation('billing');
  const format = useBillingFormatters();
  const planName = usePlanName();
  return (result) => {
    const plan = planName(result.planName, result.planName);
    if (result.changeType !== 'upgrade') {
      return t('changePlan.scheduled', { plan, date: format.date(result.effectiveDate) });
    }
    return result.invoiceNumber === null
      ? t('changePlan.upgraded', { plan })
      : t('changePlan.upgradedCharged', {
          plan,
          amount: format.money(result.prorationAmount),
          invoice: result.invoiceNumber,
        });
  };
}
