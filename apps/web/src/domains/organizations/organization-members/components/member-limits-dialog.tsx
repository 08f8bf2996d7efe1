import type { OrganizationMember } from '@sanctions/contracts';
import { useState } from 'react';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { FormField } from '@/components/form-field';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { toast } from '@/lib/toast';
import { useUpdateMember } from '../api/update-member';
import { checkLimit } from '../lib/check-limit';
import type { LimitProblem } from '../lib/check-limit';
import { useMembersErrorMessage } from '../lib/use-members-error-message';

interface MemberLimitsDialogProps {
  member: OrganizationMember | null;
  /** The plan's monthly allowance, the ceiling of both limits; null = unlimited. */
  planMax: number | null;
  onClose: () => void;
}

/** Personal daily and monthly search limits, whole numbers from 0 up to the plan's allowance. */
export function MemberLimitsDialog({ member, planMax, onClose }: MemberLimitsDialogProps) {
  const { t, i18n } = useTranslation('members');
  const errorMessage = useMembersErrorMessage();
  const update = useUpdateMember();
  const [daily, setDaily] = useState<string | null>(null);
  const [monthly, setMonthly] = useState<string | null>(null);
  const [problems, setProblems] = useState<{ daily?: LimitProblem; monthly?: LimitProblem }>({});
  const dailyValue = daily ?? String(member?.maxSearchesPerDay ?? '');
  const monthlyValue = monthly ?? String(member?.maxSearchesPerMonth ?? '');
  const max = planMax === null ? '' : new Intl.NumberFormat(i18n.language).format(planMax);

  function close() {
    setDaily(null);
    setMonthly(null);
    setProblems({});
    onClose();
  }

  function problemText(problem: LimitProblem | undefined): string | undefined {
    if (problem === undefined) return undefined;
    return problem === 'abovePlan'
      ? t('limitsDialog.abovePlan', { max })
      : t('limitsDialog.invalid');
  }

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (!member) return;
    const dailyCheck = checkLimit(dailyValue, planMax);
    const monthlyCheck = checkLimit(monthlyValue, planMax);
    setProblems({ daily: dailyCheck.problem, monthly: monthlyCheck.problem });
    if (dailyCheck.value === undefined || monthlyCheck.value === undefined) return;
    update.mutate(
      {
        userId: member.id,
        body: { maxSearchesPerDay: dailyCheck.value, maxSearchesPerMonth: monthlyCheck.value },
      },
      {
        onSuccess: () => {
          toast({ title: t('limitsDialog.success'), variant: 'success' });
          close();
        },
        onError: (error) =>
          toast({
            title: t('limitsDialog.failed'),
            description: errorMessage(error, t('limitsDialog.failed')),
            variant: 'destructive',
          }),
      },
    );
  }

  const name = member ? `${member.firstName} ${member.lastName}` : '';
  return (
    <Dialog open={member !== null} onOpenChange={(open) => (open ? undefined : close())}>
      <DialogContent className="sm:max-w-md">
        <DialogHeader>
          <DialogTitle>{t('limitsDialog.title')}</DialogTitle>
          <DialogDescription>
            {planMax === null
              ? t('limitsDialog.descriptionUnlimited', { name })
              : t('limitsDialog.description', { name, max })}
          </DialogDescription>
        </DialogHeader>
        <form className="grid gap-4" onSubmit={onSubmit} noValidate>
          <FormField
            id="limit-daily"
            label={t('limitsDialog.daily')}
            error={problemText(problems.daily)}
          >
            {(describedBy) => (
              <Input
                id="limit-daily"
                type="number"
                inputMode="numeric"
                min={0}
                step={1}
                value={dailyValue}
                onChange={(event) => setDaily(event.target.value)}
                aria-invalid={problems.daily === undefined ? undefined : true}
                aria-describedby={describedBy}
              />
            )}
          </FormField>
          <FormField
            id="limit-monthly"
            label={t('limitsDialog.monthly')}
            error={problemText(problems.monthly)}
          >
            {(describedBy) => (
              <Input
                id="limit-monthly"
                type="number"
                inputMode="numeric"
                min={0}
                step={1}
                value={monthlyValue}
                onChange={(event) => setMonthly(event.target.value)}
                aria-invalid={problems.monthly === undefined ? undefined : true}
                aria-describedby={describedBy}
              />
            )}
          </FormField>
          <div className="flex flex-wrap justify-end gap-2">
            <Button type="button" variant="outline" onClick={close} disabled={update.isPending}>
              {t('limitsDialog.cancel')}
            </Button>
            <Button type="submit" disabled={update.isPending}>
              {update.isPending ? t('limitsDialog.saving') : t('limitsDialog.save')}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
