import { DEFAULT_RESET_REASON } from '@sanctions/contracts';
import type { AdminUser } from '@sanctions/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert, AlertDescription } from '@/components/ui/alert';
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
import { useApiErrorMessage } from '@/lib/api-error-message';
import { toast } from '@/lib/toast';
import { useResetUserPassword } from '../api/reset-user-password';

interface ResetPasswordDialogProps {
  /** The user whose password is reset; null keeps the dialog closed. Remount per user (key). */
  user: AdminUser | null;
  onClose: () => void;
}

/**
 * Reset User Password (spec 4): an optional reason, then the temporary password shown once with the
 * notice that it will not be shown again and must be changed at next login.
 */
export function ResetPasswordDialog({ user, onClose }: ResetPasswordDialogProps) {
  const { t } = useTranslation('users');
  const errorMessage = useApiErrorMessage();
  const reset = useResetUserPassword();
  const [reason, setReason] = useState('');
  const [tempPassword, setTempPassword] = useState<string | null>(null);
  const name = user ? `${user.firstName} ${user.lastName}` : '';

  function submit() {
    if (!user) return;
    reset.mutate(
      { id: user.id, reason: reason.trim() === '' ? DEFAULT_RESET_REASON : reason.trim() },
      {
        onSuccess: (reply) => {
          setTempPassword(reply.data.tempPassword);
          toast({ title: t('reset.success'), variant: 'success' });
        },
        onError: (error) =>
          toast({
            title: t('reset.failed'),
            description: errorMessage(error, t('reset.failed')),
            variant: 'destructive',
          }),
      },
    );
  }

  return (
    <Dialog open={user !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent className="sm:max-w-md">
        <DialogHeader>
          <DialogTitle>{t('reset.title')}</DialogTitle>
          <DialogDescription>{t('reset.description', { name })}</DialogDescription>
        </DialogHeader>
        {tempPassword === null ? (
          <form
            className="grid gap-4"
            onSubmit={(event) => {
              event.preventDefault();
              submit();
            }}
          >
            <div className="grid gap-2">
              <Label htmlFor="reset-password-reason">{t('reset.reason')}</Label>
              <Textarea
                id="reset-password-reason"
                rows={3}
                maxLength={500}
                placeholder={t('reset.reasonPlaceholder')}
                value={reason}
                onChange={(event) => setReason(event.target.value)}
              />
            </div>
            <div className="flex flex-wrap justify-end gap-2">
              <Button type="button" variant="outline" onClick={onClose} disabled={reset.isPending}>
                {t('reset.cancel')}
              </Button>
              <Button type="submit" variant="destructive" disabled={reset.isPending}>
                {reset.isPending ? t('reset.resetting') : t('reset.submit')}
              </Button>
            </div>
          </form>
        ) : (
          <div className="grid gap-4">
            <div className="grid gap-2">
              <Label htmlFor="reset-password-temporary">{t('reset.tempPassword')}</Label>
              <input
                id="reset-password-temporary"
                readOnly
                dir="ltr"
                className="rounded-md border bg-muted px-3 py-2 font-mono text-sm"
                value={tempPassword}
                onFocus={(event) => event.target.select()}
              />
            </div>
            <Alert>
              <AlertDescription>{t('reset.notice')}</AlertDescription>
            </Alert>
            <div className="flex justify-end">
              <Button type="button" onClick={onClose}>
                {t('reset.done')}
              </Button>
            </div>
          </div>
        )}
      </DialogContent>
    </Dialog>
  );
}
