import { MailCheck, ShieldCheck } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Card, CardContent, CardDescription, CardHeader } from '@/components/ui/card';
import { SignInForm } from './sign-in-form';

interface SignInPageProps {
  /** Set after the sign-up wizard: the application was submitted and awaits review. */
  isSignupSubmitted?: boolean;
}

/** Full-page sign-in: /login and every non-public path for a visitor. */
export function SignInPage({ isSignupSubmitted = false }: SignInPageProps) {
  const { t } = useTranslation('auth');
  return (
    <div className="flex flex-1 items-center justify-center bg-muted/40 px-4 py-12">
      <div className="grid w-full max-w-md gap-6">
        <div className="grid justify-items-center gap-2 text-center">
          <span className="flex size-12 items-center justify-center rounded-xl bg-primary text-primary-foreground">
            <ShieldCheck className="size-7" aria-hidden="true" />
          </span>
          <p className="text-sm text-muted-foreground">{t('signIn.tagline')}</p>
        </div>
        {isSignupSubmitted ? (
          <Alert variant="info" role="status">
            <MailCheck aria-hidden="true" />
            <AlertTitle>{t('signupSubmitted.title')}</AlertTitle>
            <AlertDescription>{t('signupSubmitted.message')}</AlertDescription>
          </Alert>
        ) : null}
        <Card>
          <CardHeader>
            <h1 className="text-xl font-semibold leading-tight">{t('signIn.title')}</h1>
            <CardDescription>{t('signIn.subtitle')}</CardDescription>
          </CardHeader>
          <CardContent>
            <SignInForm />
          </CardContent>
        </Card>
      </div>
    </div>
  );
}
