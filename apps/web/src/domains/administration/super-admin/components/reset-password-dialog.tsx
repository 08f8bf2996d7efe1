import type { AdminUser } from '@sanctions/contracts';
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
import { Label } from '@/components/ui/label';
import { Textarea } from '@/components/ui/textarea';
import { ApiError } from '@/lib/api-error';
import { useApiErrorMessage } from '@/lib/api-error-message';
import { toast } from '@/lib/toast';
import { useResetUserPassword } from '../api/manage-users';
import { TemporaryPassword, TemporaryPasswordNotice } from './temporary-password';

function ResetPasswordForm({ user, onClose }: { user: AdminUser; onClose: () => void }) {
  const { t } = useTranslation('super-admin');
  const errorMessage = useApiErrorMessage();
  const reset = useResetUserPassword();
  const [reason, setReason] = useState('');
  const tempPassword = reset.data?.data.tempPassword;

  if (tempPassword !== undefined) {
    return (
      <div className="grid gap-4">
        <p className="text-sm font-medium">{t('reset.tempPassword')}</p>
        <TemporaryPassword password={tempPassword} label={t('reset.tempPassword')} />
        <TemporaryPasswordNotice />
        <div className="flex justify-end">
          <Button type="button" onClick={onClose}>
            {t('reset.done')}
          </Button>
        </div>
      </div>
    );
  }
  return (
    <form
      className="grid gap-4"
      onSubmit={(event) => {
        event.preventDefault();
        reset.mutate(
          { id: user.id, reason: reason.trim() },
          {
            onSuccess: () =>
              toast({
                title: t('toasts.resetSuccessful'),
                description: t('toasts.resetSuccessfulDescription'),
                variant: 'success',
              }),
            onError: (error) =>
              toast({
                // A refusal by the server reads "failed"; a network or unexpected fault reads "error".
                title: error instanceof ApiError ? t('toasts.resetFailed') : t('toasts.resetError'),
                description: errorMessage(error, t('toasts.resetFailed')),
                variant: 'destructive',
              }),
          },
        );
      }}
    >
      <div className="grid gap-2">
        <Label htmlFor="reset-reason">{t('reset.reason')}</Label>
        <Textarea
          id="reset-reason"
          rows={3}
          maxLength={500}
          placeholder={t('reset.reasonPlaceholder')}
          value={reason}
          onChange={(event) => setReason(event.target.value)}
        />
      </div>
      <div className="flex flex-wrap justify-end gap-2">
        <Button type="button" variant="outline" onClick={onClose} disabled={reset.isPending}>
          {t('common.cancel')}
        </Button>
        <Button type="submit" variant="destructive" disabled={reset.isPending}>
          {reset.isPending ? t('reset.resetting') : t('reset.confirm')}
        </Button>
      </div>
    </form>
  );
}

/** Reset User Password (spec 4): optional reason, then the temporary password once with its notice. */
export function ResetPasswordDialog({
  user,
  onClose,
}: {
  user: AdminUser | null;
  onClose: () => void;
}) {
  const { t } = useTranslation('super-admin');
  return (
    <Dialog open={user !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent className="sm:max-w-md">
        <DialogHeader>
          <DialogTitle>{t('reset.title')}</DialogTitle>
          <DialogDescription>
            {user
              ? t('reset.description', {
                  name: `${user.firstName} ${user.lastName}`,
                  email: user.email,
                })
              : null}
          </DialogDescription>
        </DialogHeader>
        {user ? <ResetPasswordForm key={user.id} user={user} onClose={onClose} /> : null}
      </DialogContent>
    </Dialog>
  );
}
