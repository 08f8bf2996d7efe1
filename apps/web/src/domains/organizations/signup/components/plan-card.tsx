import { SIGNUP_CARD_FEATURES } from '@sanctions/contracts';
import type { BillingCycle, Plan } from '@sanctions/contracts';
import { Check } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { planHighlights } from '@/domains/billing';
import { cn } from '@/lib/utils';
import { usePlanPrice } from '../lib/use-plan-price';
import { usePlanText } from '../lib/use-plan-text';

interface PlanCardProps {
  plan: Plan;
  cycle: BillingCycle;
  isSelected: boolean;
  onSelect: () => void;
}

/** One plan of step 1: price per month for the cycle, up to five highlights, "Most Popular" when tagged. */
export function PlanCard({ plan, cycle, isSelected, onSelect }: PlanCardProps) {
  const { t, i18n } = useTranslation('signup');
  const { displayName, description } = usePlanText()(plan);
  const price = usePlanPrice()(plan, cycle);
  const headingId = `plan-${plan.name}-title`;
  return (
    <section
      aria-labelledby={headingId}
      data-selected={isSelected}
      className={cn(
        'relative flex flex-col gap-4 rounded-lg border bg-card p-6 text-card-foreground shadow-sm transition-colors',
        isSelected ? 'border-primary ring-2 ring-primary' : 'hover:border-primary/50',
        plan.isPopular && !isSelected && 'border-primary/60',
      )}
    >
      {plan.isPopular ? (
        <Badge className="absolute -top-3 start-6">{t('plan.mostPopular')}</Badge>
      ) : null}
      <div className="grid gap-1">
        <h3 id={headingId} className="text-lg font-semibold">
          {displayName}
        </h3>
        {description === '' ? null : <p className="text-sm text-muted-foreground">{description}</p>}
      </div>
      <div className="grid gap-1">
        {price.isCustom ? (
          <p className="text-3xl font-bold">{t('plan.custom')}</p>
        ) : (
          <>
            <p>
              <span className="text-3xl font-bold">{price.perMonth}</span>
              <span className="text-sm text-muted-foreground"> {t('plan.perMonth')}</span>
            </p>
            {price.yearlyTotal === null ? null : (
              <p className="text-xs text-muted-foreground">
                {t('plan.billedYearly', { total: price.yearlyTotal })}
              </p>
            )}
          </>
        )}
      </div>
      <ul className="grid flex-1 content-start gap-2 text-sm">
        {planHighlights(plan, i18n.language, SIGNUP_CARD_FEATURES).map((highlight) => (
          <li key={highlight} className="flex items-start gap-2">
            <Check className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden="true" />
            <span>{highlight}</span>
          </li>
        ))}
      </ul>
      <Button
        type="button"
        variant={isSelected ? 'default' : 'outline'}
        aria-pressed={isSelected}
        onClick={onSelect}
        aria-label={t('plan.selectNamed', { name: displayName })}
      >
        {isSelected ? t('plan.selected') : t('plan.select')}
      </Button>
    </section>
  );
}
