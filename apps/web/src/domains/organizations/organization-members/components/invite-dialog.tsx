import { INVITABLE_ROLES, createInvitationBodySchema } from '@sanctions/contracts';
import type { InvitableRole } from '@sanctions/contracts';
import { useState } from 'react';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { FormField } from '@/components/form-field';
import { Alert, AlertDescription } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/native-select';
import { toast } from '@/lib/toast';
import { useValidationMessage } from '@/lib/validation-message';
import { useCreateInvitation } from '../api/create-invitation';
import { checkLimit } from '../lib/check-limit';
import type { LimitProblem } from '../lib/check-limit';
import { useMembersErrorMessage } from '../lib/use-members-error-message';

interface InviteDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The plan's monthly allowance, the ceiling of both limits; null = unlimited. */
  planMax: number | null;
}

type LimitField = 'maxSearchesPerDay' | 'maxSearchesPerMonth';
const LIMIT_FIELDS: readonly { field: LimitField; id: string; label: 'daily' | 'monthly' }[] = [
  { field: 'maxSearchesPerDay', id: 'invite-daily', label: 'daily' },
  { field: 'maxSearchesPerMonth', id: 'invite-monthly', label: 'monthly' },
];

/**
 * E-mail, role (admin or member) and, optionally, the new member's search limits (issue 23 §5; empty:
 * the plan's allowance); the server's refusal (plan full, already a member) shows inside.
 */
export function InviteDialog({ open, onOpenChange, planMax }: InviteDialogProps) {
  const { t } = useTranslation('members');
  const errorMessage = useMembersErrorMessage();
  const validationMessage = useValidationMessage();
  const createInvitation = useCreateInvitation();
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<InvitableRole>('member');
  const [emailError, setEmailError] = useState<string | undefined>();
  const [limits, setLimits] = useState<Record<LimitField, string>>({
    maxSearchesPerDay: '',
    maxSearchesPerMonth: '',
  });
  const [limitProblems, setLimitProblems] = useState<Partial<Record<LimitField, LimitProblem>>>({});

  function close() {
    setEmail('');
    setRole('member');
    setEmailError(undefined);
    setLimits({ maxSearchesPerDay: '', maxSearchesPerMonth: '' });
    setLimitProblems({});
    createInvitation.reset();
    onOpenChange(false);
  }

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    const problems: Partial<Record<LimitField, LimitProblem>> = {};
    const chosen: Partial<Record<LimitField, number>> = {};
    for (const { field } of LIMIT_FIELDS) {
      if (limits[field].trim() === '') continue;
      const checked = checkLimit(limits[field], planMax);
      if (checked.problem === undefined) chosen[field] = checked.value;
      else problems[field] = checked.problem;
    }
    setLimitProblems(problems);
    const parsed = createInvitationBodySchema.safeParse({ email, role, ...chosen });
    if (!parsed.success) {
      setEmailError(validationMessage(parsed.error.issues[0]?.message ?? ''));
      return;
    }
    setEmailError(undefined);
    if (Object.keys(problems).length > 0) return;
    createInvitation.mutate(parsed.data, {
      onSuccess: () => {
        toast({
          title: t('invite.success'),
          description: t('invite.successDescription', { email: parsed.data.email }),
          variant: 'success',
        });
        close();
      },
    });
  }

  return (
    <Dialog open={open} onOpenChange={(next) => (next ? onOpenChange(true) : close())}>
      <DialogContent className="sm:max-w-md">
        <DialogHeader>
          <DialogTitle>{t('invite.title')}</DialogTitle>
          <DialogDescription>{t('invite.description')}</DialogDescription>
        </DialogHeader>
        <form className="grid gap-4" onSubmit={onSubmit} noValidate>
          {createInvitation.isError ? (
            <Alert variant="destructive">
              <AlertDescription>
                {errorMessage(createInvitation.error, t('invite.failed'))}
              </AlertDescription>
            </Alert>
          ) : null}
          <FormField id="invite-email" label={t('invite.email')} error={emailError}>
            {(describedBy) => (
              <Input
                id="invite-email"
                type="email"
                autoComplete="off"
                dir="ltr"
                value={email}
                onChange={(event) => setEmail(event.target.value)}
                aria-invalid={emailError === undefined ? undefined : true}
                aria-describedby={describedBy}
              />
            )}
          </FormField>
          <FormField id="invite-role" label={t('invite.role')}>
            {() => (
              <NativeSelect
                id="invite-role"
                value={role}
                onChange={(event) => {
                  const next = INVITABLE_ROLES.find((value) => value === event.target.value);
                  if (next) setRole(next);
                }}
              >
                {INVITABLE_ROLES.map((value) => (
                  <option key={value} value={value}>
                    {t(`roles.${value}`)}
                  </option>
                ))}
              </NativeSelect>
            )}
          </FormField>
          <fieldset className="grid gap-3">
            <legend className="text-sm font-medium">{t('invite.limits')}</legend>
            <p className="text-xs text-muted-foreground">
              {planMax === null
                ? t('invite.limitsHintUnlimited')
                : t('invite.limitsHint', { max: planMax })}
            </p>
            <div className="grid gap-3 sm:grid-cols-2">
              {LIMIT_FIELDS.map(({ field, id, label }) => {
                const problem = limitProblems[field];
                return (
                  <FormField
                    key={field}
                    id={id}
                    label={t(`limitsDialog.${label}`)}
                    error={
                      problem === undefined
                        ? undefined
                        : problem === 'abovePlan'
                          ? t('limitsDialog.abovePlan', { max: planMax ?? 0 })
                          : t('limitsDialog.invalid')
                    }
                  >
                    {(describedBy) => (
                      <Input
                        id={id}
                        type="number"
                        inputMode="numeric"
                        min={0}
                        step={1}
                        placeholder={t('invite.planDefault')}
                        value={limits[field]}
                        onChange={(event) =>
                          setLimits((current) => ({ ...current, [field]: event.target.value }))
                        }
                        aria-invalid={problem === undefined ? undefined : true}
                        aria-describedby={describedBy}
                      />
                    )}
                  </FormField>
                );
              })}
            </div>
          </fieldset>
          <div className="flex flex-wrap justify-end gap-2">
            <Button type="button" variant="outline" onClick={close}>
              {t('invite.cancel')}
            </Button>
            <Button type="submit" disabled={createInvitation.isPending}>
              {createInvitation.isPending ? t('invite.sending') : t('invite.send')}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
