import { monthlyEquivalentCents } from '@sanctions/contracts';
import type { BillingCycle, Plan } from '@sanctions/contracts';
import { useTranslation } from 'react-i18next';
import { Badge } from '@/components/ui/badge';
import { cn } from '@/lib/utils';
import { useBillingFormatters } from '../lib/use-billing-formatters';
import { usePlanName } from '../lib/use-plan-name';

interface PlanOptionProps {
  plan: Plan;
  cycle: BillingCycle;
  isSelected: boolean;
  isCurrent: boolean;
  onSelect: () => void;
}

/** One choosable plan of the change-plan dialog, priced per month for the chosen cycle (yearly / 12). */
export function PlanOption({ plan, cycle, isSelected, isCurrent, onSelect }: PlanOptionProps) {
  const { t } = useTranslation('billing');
  const format = useBillingFormatters();
  const planName = usePlanName();
  return (
    <label
      className={cn(
        'flex cursor-pointer items-center justify-between gap-3 rounded-md border p-3',
        isSelected && 'border-primary ring-1 ring-primary',
      )}
    >
      <span className="flex items-center gap-3">
        <input
          type="radio"
          name="change-plan"
          value={plan.name}
          checked={isSelected}
          onChange={onSelect}
          className="size-4 accent-primary"
        />
        <span className="font-medium">{planName(plan.name, plan.displayName)}</span>
        {isCurrent ? <Badge variant="secondary">{t('changePlan.current')}</Badge> : null}
      </span>
      <span className="text-sm text-muted-foreground">
        {t('tiles.perMonth', { price: format.price(monthlyEquivalentCents(plan, cycle)) })}
      </span>
    </label>
  );
}
