import { ShieldCheck } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Card, CardContent, CardDescription, CardHeader } from '@/components/ui/card';
import { SignInForm } from './sign-in-form';

/** Full-page sign-in: /login and every non-public path for a visitor. */
export function SignInPage() {
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
