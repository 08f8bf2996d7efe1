import { BILLING_CYCLE_VALUES } from '@sanctions/contracts';
import type { BillingCycle } from '@sanctions/contracts';
import { useTranslation } from 'react-i18next';
import { Badge } from '@/components/ui/badge';
import { useYearlySaving } from '@/domains/billing';
import { cn } from '@/lib/utils';

interface BillingCycleToggleProps {
  cycle: BillingCycle;
  onChange: (cycle: BillingCycle) => void;
}

/** Monthly or yearly billing; yearly carries the saving computed from the plans (spec 2, step 1). */
export function BillingCycleToggle({ cycle, onChange }: BillingCycleToggleProps) {
  const { t } = useTranslation('signup');
  const saving = useYearlySaving();
  return (
    <div
      role="group"
      aria-label={t('plan.billingCycle')}
      className="inline-flex items-center gap-1 rounded-lg border bg-muted/40 p-1"
    >
      {BILLING_CYCLE_VALUES.map((value) => (
        <button
          key={value}
          type="button"
          aria-pressed={cycle === value}
          onClick={() => onChange(value)}
          className={cn(
            'inline-flex items-center gap-2 rounded-md px-4 py-2 text-sm font-medium transition-colors focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring',
            cycle === value
              ? 'bg-background text-foreground shadow-sm'
              : 'text-muted-foreground hover:text-foreground',
          )}
        >
          {t(`cycle.${value}`)}
          {value === 'yearly' && saving !== null ? (
            <Badge variant="secondary">{t('plan.save', { percent: saving })}</Badge>
          ) : null}
        </button>
      ))}
    </div>
  );
}
