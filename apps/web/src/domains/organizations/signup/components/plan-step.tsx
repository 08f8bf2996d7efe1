import type { BillingCycle, PlanName } from '@sanctions/contracts';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert, AlertDescription } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { useSignupPlans } from '../lib/signup-plans';
import { BillingCycleToggle } from './billing-cycle-toggle';
import { PlanCard } from './plan-card';
import { StepActions } from './step-actions';

interface PlanStepProps {
  cycle: BillingCycle;
  onCycleChange: (cycle: BillingCycle) => void;
  selected: PlanName | null;
  onSelect: (plan: PlanName) => void;
  onContinue: () => void;
  alert?: ReactNode;
}

/** Step 1, Choose Plan: the billing toggle and the plan cards; Continue needs a selected plan. */
export function PlanStep({
  cycle,
  onCycleChange,
  selected,
  onSelect,
  onContinue,
  alert,
}: PlanStepProps) {
  const { t } = useTranslation('signup');
  const { query, plans, selectedPlan } = useSignupPlans(selected);
  return (
    <div className="grid gap-6">
      <div className="grid justify-items-center gap-2 text-center">
        <h2 className="text-xl font-semibold">{t('plan.title')}</h2>
        <p className="text-sm text-muted-foreground">{t('plan.description')}</p>
        <BillingCycleToggle cycle={cycle} onChange={onCycleChange} />
      </div>
      {query.isPending ? (
        <div role="status" className="flex items-center justify-center gap-2 py-12">
          <Spinner />
          <span className="text-sm text-muted-foreground">{t('plan.loading')}</span>
        </div>
      ) : query.isError ? (
        <Alert variant="destructive">
          <AlertDescription className="flex flex-wrap items-center justify-between gap-2">
            <span>{t('plan.loadFailed')}</span>
            <Button type="button" variant="outline" size="sm" onClick={() => void query.refetch()}>
              {t('actions.retry')}
            </Button>
          </AlertDescription>
        </Alert>
      ) : (
        <div className="grid gap-6 pt-3 md:grid-cols-3">
          {plans.map(({ plan, planName }) => (
            <PlanCard
              key={plan.id}
              plan={plan}
              cycle={cycle}
              isSelected={planName === selected}
              onSelect={() => onSelect(planName)}
            />
          ))}
        </div>
      )}
      <StepActions
        alert={alert}
        nextLabel={t('actions.continue')}
        isNextDisabled={selectedPlan === null}
        onNext={onContinue}
      />
    </div>
  );
}
