import { BILLING_CYCLE_VALUES } from '@sanctions/contracts';
import type { BillingCycle } from '@sanctions/contracts';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { useApiErrorMessage } from '@/lib/api-error-message';
import { usePlans } from '@/domains/billing/plans/plans-query';
import { toast } from '@/lib/toast';
import { useChangeSubscription } from '../api/change-subscription';
import { usePlanChangeMessage } from '../lib/use-plan-change-message';
import { PlanOption } from './plan-option';

export interface CurrentPlanChoice {
  planName: string;
  billingCycle: BillingCycle;
}

interface ChangePlanDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  current: CurrentPlanChoice | null;
}

/** Upgrade Plan (owner only): another plan or billing cycle from the provider's plans. */
export function ChangePlanDialog({ open, onOpenChange, current }: ChangePlanDialogProps) {
  const { t } = useTranslation('billing');
  const errorMessage = useApiErrorMessage();
  const plans = usePlans();
  const change = useChangeSubscription();
  const changeMessage = usePlanChangeMessage();
  const [planName, setPlanName] = useState(current?.planName ?? '');
  const [cycle, setCycle] = useState<BillingCycle>(current?.billingCycle ?? 'monthly');
  // Custom-priced plans are agreed with sales, not chosen here.
  const choosable = plans.data?.filter((plan) => !plan.isCustom) ?? [];
  const isUnchanged = planName === current?.planName && cycle === current.billingCycle;
  const canSubmit = planName !== '' && !isUnchanged && !change.isPending;

  function submit() {
    change.mutate(
      { planName, billingCycle: cycle },
      {
        onSuccess: (result) => {
          onOpenChange(false);
          toast({
            title: t('changePlan.success'),
            description: changeMessage(result),
            variant: 'success',
          });
        },
        onError: (error) =>
          toast({
            title: t('changePlan.failed'),
            description: errorMessage(error, t('changePlan.failed')),
            variant: 'destructive',
          }),
      },
    );
  }

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="sm:max-w-lg">
        <DialogHeader>
          <DialogTitle>{t('changePlan.title')}</DialogTitle>
          <DialogDescription>{t('changePlan.description')}</DialogDescription>
        </DialogHeader>
        <form
          className="grid gap-4"
          onSubmit={(event) => {
            event.preventDefault();
            if (canSubmit) submit();
          }}
        >
          <fieldset className="grid gap-2">
            <legend className="mb-2 text-sm font-medium">{t('changePlan.cycle')}</legend>
            <div className="flex gap-4">
              {BILLING_CYCLE_VALUES.map((value) => (
                <label key={value} className="flex items-center gap-2 text-sm">
                  <input
                    type="radio"
                    name="change-plan-cycle"
                    value={value}
                    checked={cycle === value}
                    onChange={() => setCycle(value)}
                    className="size-4 accent-primary"
                  />
                  {t(`cycle.${value}`)}
                </label>
              ))}
            </div>
          </fieldset>
          <fieldset className="grid gap-2">
            <legend className="mb-2 text-sm font-medium">{t('changePlan.plan')}</legend>
            {plans.isPending ? (
              <Spinner />
            ) : plans.isError ? (
              <p role="alert" className="text-sm text-destructive">
                {t('changePlan.plansFailed')}
              </p>
            ) : (
              choosable.map((plan) => (
                <PlanOption
                  key={plan.id}
                  plan={plan}
                  cycle={cycle}
                  isSelected={plan.name === planName}
                  isCurrent={plan.name === current?.planName}
                  onSelect={() => setPlanName(plan.name)}
                />
              ))
            )}
          </fieldset>
          <p className="text-sm text-muted-foreground">
            {t('changePlan.customPlans')}{' '}
            <Link to={paths.contact} search={{ topic: 'sales' }} className="underline">
              {t('changePlan.contactSales')}
            </Link>
          </p>
          <div className="flex flex-wrap justify-end gap-2">
            <Button type="button" variant="outline" onClick={() => onOpenChange(false)}>
              {t('actions.cancel')}
            </Button>
            <Button type="submit" disabled={!canSubmit}>
              {change.isPending ? t('changePlan.saving') : t('changePlan.submit')}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
