import type { AdminPlan } from '@sanctions/contracts';
import { useTranslation } from 'react-i18next';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { PlanForm } from './plan-form';

/** What the dialog is open for: a new plan, or editing one. */
export type PlanDialogTarget = { kind: 'create' } | { kind: 'edit'; plan: AdminPlan };

interface PlanFormDialogProps {
  target: PlanDialogTarget | null;
  onClose: () => void;
}

/** Create Plan and Edit Plan dialogs. */
export function PlanFormDialog({ target, onClose }: PlanFormDialogProps) {
  const { t } = useTranslation('plans');
  const plan = target?.kind === 'edit' ? target.plan : null;
  return (
    <Dialog open={target !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      {target === null ? null : (
        <DialogContent className="max-w-3xl">
          <DialogHeader>
            <DialogTitle>
              {plan === null ? t('createPlan') : t('editPlanNamed', { name: plan.displayName })}
            </DialogTitle>
            <DialogDescription>
              {plan === null ? t('form.createDescription') : t('form.editDescription')}
            </DialogDescription>
          </DialogHeader>
          <PlanForm key={plan?.id ?? 'new'} plan={plan} onDone={onClose} />
        </DialogContent>
      )}
    </Dialog>
  );
}
