import { DELETE_ACCOUNT_PHRASE, PASSWORD_INCORRECT_MESSAGE } from '@sanctions/contracts';
import { useNavigate } from '@tanstack/react-router';
import { AlertTriangle } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { paths } from '@/config/paths';
import { ApiError } from '@/lib/api-error';
import { useApiErrorMessage } from '@/lib/api-error-message';
import { useAuth } from '@/lib/auth';
import { toast } from '@/lib/toast';
import { useDeleteAccount } from '../api/account';

/**
 * Danger Zone with Delete My Account (spec 2.12): password plus the typed phrase DELETE MY ACCOUNT;
 * the button stays disabled until both are there. Success signs out and goes to /login.
 */
export function DeleteAccountZone() {
  const { t } = useTranslation('account');
  const errorMessage = useApiErrorMessage();
  const { signOut } = useAuth();
  const navigate = useNavigate();
  const deleteAccount = useDeleteAccount();
  const [isOpen, setIsOpen] = useState(false);
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [passwordError, setPasswordError] = useState<string | null>(null);
  const canDelete =
    password !== '' && confirmation === DELETE_ACCOUNT_PHRASE && !deleteAccount.isPending;

  const close = (open: boolean) => {
    setIsOpen(open);
    if (!open) {
      setPassword('');
      setConfirmation('');
      setPasswordError(null);
    }
  };

  const submit = () => {
    if (confirmation !== DELETE_ACCOUNT_PHRASE) return;
    deleteAccount.mutate(
      { password, confirmation },
      {
        onSuccess: async () => {
          toast({
            title: t('delete.done'),
            description: t('delete.doneDescription'),
            variant: 'success',
          });
          await signOut();
          await navigate({ to: paths.login });
        },
        onError: (error) => {
          if (error instanceof ApiError && error.message === PASSWORD_INCORRECT_MESSAGE) {
            setPasswordError(t('delete.passwordIncorrect'));
          }
          toast({
            title: t('delete.failed'),
            description: errorMessage(error, t('delete.failedFallback')),
            variant: 'destructive',
          });
        },
      },
    );
  };

  return (
    <Card className="border-destructive/50">
      <CardHeader>
        <CardTitle className="flex items-center gap-2 text-lg text-destructive">
          <AlertTriangle className="size-5" aria-hidden="true" />
          {t('delete.zoneTitle')}
        </CardTitle>
        <CardDescription>{t('delete.zoneDescription')}</CardDescription>
      </CardHeader>
      <CardContent>
        <Button variant="destructive" onClick={() => setIsOpen(true)}>
          {t('delete.open')}
        </Button>
        <Dialog open={isOpen} onOpenChange={close}>
          <DialogContent>
            <DialogHeader>
              <DialogTitle>{t('delete.title')}</DialogTitle>
              <DialogDescription>{t('delete.description')}</DialogDescription>
            </DialogHeader>
            <form
              className="grid gap-4"
              noValidate
              onSubmit={(event) => {
                event.preventDefault();
                if (canDelete) submit();
              }}
            >
              <div className="grid gap-2">
                <Label htmlFor="delete-password">{t('delete.password')}</Label>
                <Input
                  id="delete-password"
                  type="password"
                  autoComplete="current-password"
                  value={password}
                  aria-invalid={passwordError ? true : undefined}
                  aria-describedby={passwordError ? 'delete-password-error' : undefined}
                  onChange={(event) => {
                    setPassword(event.target.value);
                    setPasswordError(null);
                  }}
                />
                {passwordError ? (
                  <p id="delete-password-error" role="alert" className="text-sm text-destructive">
                    {passwordError}
                  </p>
                ) : null}
              </div>
              <div className="grid gap-2">
                <Label htmlFor="delete-confirmation">
                  {t('delete.confirmationLabel', { phrase: DELETE_ACCOUNT_PHRASE })}
                </Label>
                <Input
                  id="delete-confirmation"
                  dir="ltr"
                  autoComplete="off"
                  spellCheck={false}
                  value={confirmation}
                  placeholder={DELETE_ACCOUNT_PHRASE}
                  onChange={(event) => setConfirmation(event.target.value)}
                />
              </div>
              <div className="flex flex-wrap gap-2">
                <Button type="submit" variant="destructive" disabled={!canDelete}>
                  {deleteAccount.isPending ? t('delete.deleting') : t('delete.submit')}
                </Button>
                <Button type="button" variant="outline" onClick={() => close(false)}>
                  {t('delete.cancel')}
                </Button>
              </div>
            </form>
          </DialogContent>
        </Dialog>
      </CardContent>
    </Card>
  );
}
