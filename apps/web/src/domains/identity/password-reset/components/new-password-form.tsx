import { firstPasswordResetProblem } from '@sanctions/contracts';
import type { PasswordResetProblem } from '@sanctions/contracts';
import { Eye, EyeOff } from 'lucide-react';
import { useState } from 'react';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { FormField } from '@/components/form-field';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { useApiErrorMessage } from '@/lib/api-error-message';
import { toast } from '@/lib/toast';
import { useConfirmPasswordReset } from '../api/confirm-password-reset';

/**
 * New and confirmation password with one show/hide toggle for both. The spec's checks run in its order
 * (match, length, strength) before anything is sent; the first failure is toasted and shown inline.
 */
export function NewPasswordForm({ token, onDone }: { token: string; onDone: () => void }) {
  const { t } = useTranslation('password-reset');
  const errorMessage = useApiErrorMessage();
  const confirmReset = useConfirmPasswordReset();
  const [password, setPassword] = useState('');
  const [confirmPassword, setConfirmPassword] = useState('');
  const [isVisible, setIsVisible] = useState(false);
  const [problem, setProblem] = useState<PasswordResetProblem | null>(null);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const found = firstPasswordResetProblem(password, confirmPassword);
    setProblem(found);
    if (found !== null) {
      toast({
        title: t(`problems.${found}.title`),
        description: t(`problems.${found}.description`),
        variant: 'destructive',
      });
      return;
    }
    confirmReset.mutate(
      { token, password, confirmPassword },
      {
        onSuccess: () => {
          toast({
            title: t('toast.resetTitle'),
            description: t('toast.resetDescription'),
            variant: 'success',
          });
          onDone();
        },
        onError: (error) =>
          toast({
            title: t('toast.resetFailedTitle'),
            description: errorMessage(error, t('toast.resetFailedFallback')),
            variant: 'destructive',
          }),
      },
    );
  };

  const inlineError = problem === null ? undefined : t(`problems.${problem}.description`);
  const type = isVisible ? 'text' : 'password';
  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4" aria-label={t('confirmTitle')}>
      <FormField
        id="new-password"
        label={t('newPassword')}
        error={problem === 'mismatch' ? undefined : inlineError}
        hint={t('rules')}
      >
        {(describedBy) => (
          <Input
            id="new-password"
            type={type}
            autoComplete="new-password"
            value={password}
            onChange={(event) => setPassword(event.target.value)}
            aria-invalid={problem !== null && problem !== 'mismatch' ? true : undefined}
            aria-describedby={describedBy}
          />
        )}
      </FormField>
      <FormField
        id="confirm-password"
        label={t('confirmPassword')}
        error={problem === 'mismatch' ? inlineError : undefined}
      >
        {(describedBy) => (
          <Input
            id="confirm-password"
            type={type}
            autoComplete="new-password"
            value={confirmPassword}
            onChange={(event) => setConfirmPassword(event.target.value)}
            aria-invalid={problem === 'mismatch' ? true : undefined}
            aria-describedby={describedBy}
          />
        )}
      </FormField>
      <Button
        type="button"
        variant="ghost"
        size="sm"
        className="justify-self-start"
        onClick={() => setIsVisible((visible) => !visible)}
        aria-pressed={isVisible}
      >
        {isVisible ? (
          <EyeOff className="size-4" aria-hidden="true" />
        ) : (
          <Eye className="size-4" aria-hidden="true" />
        )}
        {isVisible ? t('hidePasswords') : t('showPasswords')}
      </Button>
      <Button type="submit" disabled={confirmReset.isPending}>
        {confirmReset.isPending ? t('resetting') : t('resetSubmit')}
      </Button>
    </form>
  );
}
