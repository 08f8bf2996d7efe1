import type { TwoFactorSetup } from '@sanctions/contracts';
import { ShieldCheck } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LanguageToggle } from '@/components/language-toggle';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader } from '@/components/ui/card';
import { useAuth } from '@/lib/auth';
import { useRefreshSessionUser } from '../api/two-factor';
import { BackupCodesList } from './backup-codes-list';
import { PasswordStep, VerifyStep } from './enable-two-factor-steps';

type Step =
  | { name: 'password' }
  | { name: 'verify'; setup: TwoFactorSetup }
  | { name: 'codes'; codes: string[] };

/**
 * Shown instead of the whole app while the organisation (or, for staff, the provider) requires two-factor
 * and the account has none: the server answers nothing else until it is set up (issue 23 §4). The same
 * steps as the account area's dialog; the session user is read again only after the backup codes were
 * shown, so they cannot be skipped by the app moving on. Sign-out stays possible.
 */
export function TwoFactorSetupRequiredScreen() {
  const { t } = useTranslation('two-factor');
  const { user, signOut } = useAuth();
  const refreshSessionUser = useRefreshSessionUser();
  const [step, setStep] = useState<Step>({ name: 'password' });
  const reason = user?.organizationId == null ? 'staff' : 'organization';

  return (
    <main className="flex min-h-screen items-center justify-center bg-muted/40 px-4 py-10">
      <Card className="w-full max-w-md">
        <CardHeader>
          <div className="flex items-start justify-between gap-3">
            <ShieldCheck className="size-8 shrink-0 text-primary" aria-hidden="true" />
            <LanguageToggle />
          </div>
          <h1 className="text-xl font-semibold leading-tight">{t('required.title')}</h1>
          <CardDescription>{t(`required.${reason}`)}</CardDescription>
        </CardHeader>
        <CardContent className="grid gap-5">
          <div className="grid gap-1">
            <h2 className="text-base font-semibold">
              {step.name === 'codes' ? t('backupCodes.newTitle') : t('enable.title')}
            </h2>
            <p className="text-sm text-muted-foreground">{t(`enable.${step.name}Description`)}</p>
          </div>
          {step.name === 'password' ? (
            <PasswordStep onDone={(setup) => setStep({ name: 'verify', setup })} />
          ) : step.name === 'verify' ? (
            <VerifyStep
              setup={step.setup}
              refreshSession={false}
              onDone={() => setStep({ name: 'codes', codes: step.setup.backupCodes })}
            />
          ) : (
            <>
              <BackupCodesList codes={step.codes} />
              <div>
                <Button onClick={() => void refreshSessionUser()}>{t('required.continue')}</Button>
              </div>
            </>
          )}
          <div className="border-t pt-3">
            <Button type="button" variant="ghost" onClick={() => void signOut()}>
              {t('required.signOut')}
            </Button>
          </div>
        </CardContent>
      </Card>
    </main>
  );
}
