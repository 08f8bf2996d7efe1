import { MailCheck, MailWarning } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { ApiError } from '@/lib/api-error';
import { useApiErrorMessage } from '@/lib/api-error-message';
import { toast } from '@/lib/toast';
import { useResendVerification } from '../api/resend-verification';

/** The address's verification state and, while unverified, the resend button (ADR 007). */
export function EmailVerificationStatus({ isVerified }: { isVerified: boolean }) {
  const { t } = useTranslation('profile');
  const errorMessage = useApiErrorMessage();
  const resend = useResendVerification();

  const onResend = () =>
    resend.mutate(undefined, {
      onSuccess: (reply) =>
        toast(
          reply.data.alreadyVerified
            ? {
                title: t('verification.alreadyTitle'),
                description: t('verification.alreadyDescription'),
              }
            : {
                title: t('verification.sentTitle'),
                description: t('verification.sentDescription'),
                variant: 'success',
              },
        ),
      onError: (error) =>
        toast({
          title:
            error instanceof ApiError && error.code === 'RATE_LIMITED'
              ? t('verification.throttledTitle')
              : t('verification.failedTitle'),
          description: errorMessage(error, t('verification.failedFallback')),
          variant: 'destructive',
        }),
    });

  return (
    <section className="grid gap-3 border-t pt-4" aria-label={t('verification.title')}>
      <div className="flex items-center justify-between gap-4 text-sm">
        <span className="text-muted-foreground">{t('verification.title')}</span>
        {isVerified ? (
          <Badge variant="secondary" className="gap-1">
            <MailCheck className="size-3.5" aria-hidden="true" />
            {t('verification.verified')}
          </Badge>
        ) : (
          <Badge variant="orange" className="gap-1">
            <MailWarning className="size-3.5" aria-hidden="true" />
            {t('verification.notVerified')}
          </Badge>
        )}
      </div>
      {isVerified ? null : (
        <>
          <p className="text-xs text-muted-foreground">{t('verification.hint')}</p>
          <Button
            type="button"
            variant="outline"
            size="sm"
            onClick={onResend}
            disabled={resend.isPending}
          >
            {resend.isPending ? t('verification.resending') : t('verification.resend')}
          </Button>
        </>
      )}
    </section>
  );
}
