import type { AdminPlan } from '@sanctions/contracts';
import { Info, Plus } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/components/page-header';
import { Alert, AlertDescription } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { useApiErrorMessage } from '@/lib/api-error-message';
import { toast } from '@/lib/toast';
import { useAdminPlans } from '../api/get-admin-plans';
import { useUpdatePlan } from '../api/update-plan';
import { PlanFormDialog } from './plan-form-dialog';
import type { PlanDialogTarget } from './plan-form-dialog';
import { PlansTable } from './plans-table';

/** /billing/plans (super admin): the managed plans, with Create Plan, Edit Plan and activation. */
export function PlansPage() {
  const { t } = useTranslation('plans');
  const errorMessage = useApiErrorMessage();
  const plans = useAdminPlans();
  const updatePlan = useUpdatePlan();
  const [dialog, setDialog] = useState<PlanDialogTarget | null>(null);

  function toggleActive(plan: AdminPlan) {
    const isActive = !plan.isActive;
    updatePlan.mutate(
      { id: plan.id, body: { isActive } },
      {
        onSuccess: () =>
          toast({
            title: t(isActive ? 'toasts.activatedTitle' : 'toasts.deactivatedTitle'),
            description: t(isActive ? 'toasts.activatedMessage' : 'toasts.deactivatedMessage', {
              name: plan.displayName,
            }),
            variant: 'success',
          }),
        onError: (error) =>
          toast({
            title: t('toasts.updateFailed'),
            description: errorMessage(error, t('toasts.updateFailed')),
            variant: 'destructive',
          }),
      },
    );
  }

  return (
    <div className="mx-auto grid w-full max-w-7xl grid-cols-1 gap-6 px-4 py-8">
      <PageHeader
        title={t('title')}
        description={t('description')}
        actions={
          <Button type="button" onClick={() => setDialog({ kind: 'create' })}>
            <Plus className="size-4" aria-hidden="true" />
            {t('createPlan')}
          </Button>
        }
      />
      <Alert variant="info" role="note">
        <Info className="size-4" aria-hidden="true" />
        <AlertDescription>{t('changeRule')}</AlertDescription>
      </Alert>
      {plans.isPending ? (
        <div role="status" className="flex items-center justify-center gap-2 py-12">
          <Spinner />
          <span className="text-sm text-muted-foreground">{t('loading')}</span>
        </div>
      ) : plans.isError ? (
        <Alert variant="destructive">
          <AlertDescription className="flex flex-wrap items-center justify-between gap-2">
            <span>{t('loadFailed')}</span>
            <Button type="button" variant="outline" size="sm" onClick={() => void plans.refetch()}>
              {t('retry')}
            </Button>
          </AlertDescription>
        </Alert>
      ) : (
        <Card>
          <CardContent className="pt-6">
            {plans.data.length === 0 ? (
              <p className="py-8 text-center text-muted-foreground">{t('empty')}</p>
            ) : (
              <PlansTable
                plans={plans.data}
                togglingId={updatePlan.isPending ? (updatePlan.variables?.id ?? null) : null}
                onEdit={(plan) => setDialog({ kind: 'edit', plan })}
                onToggleActive={toggleActive}
              />
            )}
          </CardContent>
        </Card>
      )}
      <PlanFormDialog target={dialog} onClose={() => setDialog(null)} />
    </div>
  );
}
