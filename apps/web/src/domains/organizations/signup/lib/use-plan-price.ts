import { monthlyEquivalentCents } from '@sanctions/contracts';
import type { BillingCycle, Plan } from '@sanctions/contracts';
import { useTranslation } from 'react-i18next';
import { formatPlanPrice } from '@/domains/billing';

export type PlanPriceText =
  { isCustom: true } | { isCustom: false; perMonth: string; yearlyTotal: string | null };

/** Price per month for the cycle (yearly shows yearly / 12, spec 9) and, for yearly, the yearly total. */
export function usePlanPrice() {
  const { i18n } = useTranslation();
  return (
    plan: Pick<Plan, 'monthlyPrice' | 'yearlyPrice' | 'isCustom'>,
    cycle: BillingCycle,
  ): PlanPriceText => {
    if (plan.isCustom) return { isCustom: true };
    return {
      isCustom: false,
      perMonth: formatPlanPrice(monthlyEquivalentCents(plan, cycle), i18n.language),
      yearlyTotal:
        cycle === 'yearly' && plan.yearlyPrice > 0
          ? formatPlanPrice(plan.yearlyPrice, i18n.language)
          : null,
    };
  };
}
