import type { BillingCycle } from '@sanctions/contracts';
import { useTranslation } from 'react-i18next';
import { Badge } from '@/components/ui/badge';
import { useYearlySaving } from '@/domains/billing';
import { cn } from '@/lib/utils';

const CYCLES = ['monthly', 'yearly'] as const satisfies readonly BillingCycle[];

interface BillingCycleToggleProps {
  value: BillingCycle;
  onChange: (cycle: BillingCycle) => void;
}

/** Monthly/yearly switch of the pricing section; yearly carries the saving computed from the plans. */
export function BillingCycleToggle({ value, onChange }: BillingCycleToggleProps) {
  const { t } = useTranslation('landing');
  const saving = useYearlySaving();
  return (
    <div
      role="radiogroup"
      aria-label={t('pricing.cycleLabel')}
      className="mt-4 inline-flex rounded-full border bg-background p-1"
    >
      {CYCLES.map((option) => (
        <button
          key={option}
          type="button"
          role="radio"
          aria-checked={value === option}
          onClick={() => onChange(option)}
          className={cn(
            'flex items-center gap-2 rounded-full px-4 py-1.5 text-sm font-medium',
            value === option ? 'bg-primary text-primary-foreground' : 'text-muted-foreground',
          )}
        >
          {t(`pricing.${option}`)}
          {option === 'yearly' && saving !== null ? (
            <Badge variant={value === 'yearly' ? 'secondary' : 'blue'}>
              {t('pricing.save', { percent: saving })}
            </Badge>
          ) : null}
        </button>
      ))}
    </div>
  );
}
