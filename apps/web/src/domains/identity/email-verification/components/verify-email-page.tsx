import { Link, useParams } from '@tanstack/react-router';
import { CircleAlert, CircleCheck } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { ApiError } from '@/lib/api-error';
import { useApiErrorMessage } from '@/lib/api-error-message';
import { useAuth } from '@/lib/auth';
import { useVerifyEmail } from '../api/verify-email';

function Screen({
  icon,
  title,
  children,
}: {
  icon: ReactNode;
  title: string;
  children?: ReactNode;
}) {
  return (
    <div className="flex flex-1 items-center justify-center bg-muted/40 px-4 py-12">
      <Card className="w-full max-w-md">
        <CardHeader className="items-center text-center">
          {icon}
          <h1 className="text-xl font-semibold leading-tight">{title}</h1>
        </CardHeader>
        {children ? <CardContent className="grid gap-4 text-center">{children}</CardContent> : null}
      </Card>
    </div>
  );
}

/** /verify-email/:token, the link of the verification e-mail: verifies on load (ADR 007). */
export function VerifyEmailPage() {
  const { t, i18n } = useTranslation('email-verification');
  const { token = '' } = useParams({ strict: false });
  const { user } = useAuth();
  const verification = useVerifyEmail(token);
  const apiErrorMessage = useApiErrorMessage();

  const invalid = (message: string) => (
    <Screen
      icon={<CircleAlert className="size-10 text-destructive" aria-hidden="true" />}
      title={t('invalid.title')}
    >
      <CardDescription role="alert">{message}</CardDescription>
      <p className="text-sm text-muted-foreground">{t('invalid.hint')}</p>
      <Button asChild>
        {user ? (
          <Link to={paths.profile}>{t('invalid.toProfile')}</Link>
        ) : (
          <Link to={paths.login}>{t('invalid.signIn')}</Link>
        )}
      </Button>
    </Screen>
  );

  if (token === '') return invalid(t('invalid.noToken'));
  if (verification.isPending) {
    return <Screen icon={<Spinner className="size-10 text-primary" />} title={t('verifying')} />;
  }
  if (verification.isError) {
    const error = verification.error;
    const isRefusal =
      error instanceof ApiError &&
      (error.code === 'INVALID_TOKEN' || error.code === 'VALIDATION_FAILED');
    return invalid(
      isRefusal && i18n.language !== 'en'
        ? t('invalid.expired')
        : apiErrorMessage(error, t('invalid.expired')),
    );
  }
  return (
    <Screen
      icon={<CircleCheck className="size-10 text-primary" aria-hidden="true" />}
      title={t('success.title')}
    >
      <CardDescription>{t('success.description')}</CardDescription>
      <Button asChild>
        {user ? (
          <Link to={paths.screening}>{t('success.continue')}</Link>
        ) : (
          <Link to={paths.login}>{t('success.signIn')}</Link>
        )}
      </Button>
    </Screen>
  );
}
