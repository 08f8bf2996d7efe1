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
import { useMembersErrorMessage } from '../lib/use-members-error-message';

interface InviteDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** E-mail and role (admin or member); the server's refusal (plan full, already a member) shows inside. */
export function InviteDialog({ open, onOpenChange }: InviteDialogProps) {
  const { t } = useTranslation('members');
  const errorMessage = useMembersErrorMessage();
  const validationMessage = useValidationMessage();
  const createInvitation = useCreateInvitation();
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<InvitableRole>('member');
  const [emailError, setEmailError] = useState<string | undefined>();

  function close() {
    setEmail('');
    setRole('member');
    setEmailError(undefined);
    createInvitation.reset();
    onOpenChange(false);
  }

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    const parsed = createInvitationBodySchema.safeParse({ email, role });
    if (!parsed.success) {
      setEmailError(validationMessage(parsed.error.issues[0]?.message ?? ''));
      return;
    }
    setEmailError(undefined);
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
