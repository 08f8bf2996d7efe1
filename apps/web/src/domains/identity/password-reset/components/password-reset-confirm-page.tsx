import { useParams } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Spinner } from '@/components/ui/spinner';
import { useVerifyResetToken } from '../api/verify-reset-token';
import { useTokenErrorMessage } from '../lib/use-token-error-message';
import { CenteredCard } from './centered-card';
import { InvalidResetLink } from './invalid-reset-link';
import { NewPasswordForm } from './new-password-form';
import { ResetCompleteCard } from './reset-complete-card';

/**
 * /password-reset/:token and /password-reset/confirm/:token (spec 2, 4): the link is checked on load,
 * then the new-password form, then the completion screen.
 */
export function PasswordResetConfirmPage() {
  const { t } = useTranslation('password-reset');
  const { token: raw = '' } = useParams({ strict: false });
  // "/password-reset/confirm" with nothing after it matches the ":token" spelling with token "confirm".
  const token = raw === 'confirm' ? '' : raw;
  const verification = useVerifyResetToken(token);
  const tokenErrorMessage = useTokenErrorMessage();
  const [isDone, setIsDone] = useState(false);

  if (token === '') return <InvalidResetLink message={t('invalid.noToken')} />;
  if (isDone) return <ResetCompleteCard />;
  if (verification.isPending) {
    return (
      <CenteredCard icon={<Spinner className="size-10 text-primary" />} title={t('verifying')} />
    );
  }
  if (verification.isError) {
    return <InvalidResetLink message={tokenErrorMessage(verification.error)} />;
  }
  return (
    <CenteredCard title={t('confirmTitle')} description={t('confirmDescription')}>
      <NewPasswordForm token={token} onDone={() => setIsDone(true)} />
    </CenteredCard>
  );
}
