import { KeyRound, MonitorSmartphone } from 'lucide-react';
import { useState } from 'react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { ApiKeysCard } from './api-keys-card';
import { ChangePasswordForm } from './change-password-form';
import { SecurityEventsPanel } from './security-events-panel';
import { SessionsDialog } from './sessions-dialog';

/**
 * Security tab (spec 2.7, 2.8): security events, Password & Authentication (Change Password opens the
 * form, View Sessions lists the sessions), the two-factor panel composed by the route, API Keys.
 */
export function SecurityTab({ twoFactor }: { twoFactor: ReactNode }) {
  const { t } = useTranslation('profile');
  const [isChangingPassword, setIsChangingPassword] = useState(false);
  const [isViewingSessions, setIsViewingSessions] = useState(false);

  return (
    <div className="grid gap-6">
      <SecurityEventsPanel />
      <Card>
        <CardHeader>
          <CardTitle className="text-lg">{t('security.passwordTitle')}</CardTitle>
          <CardDescription>{t('security.passwordDescription')}</CardDescription>
        </CardHeader>
        <CardContent className="grid gap-6">
          <div className="flex flex-wrap gap-2">
            <Button
              variant={isChangingPassword ? 'secondary' : 'outline'}
              aria-expanded={isChangingPassword}
              aria-controls="change-password-section"
              onClick={() => setIsChangingPassword((value) => !value)}
            >
              <KeyRound aria-hidden="true" />
              {t('security.changePassword')}
            </Button>
            <Button variant="outline" onClick={() => setIsViewingSessions(true)}>
              <MonitorSmartphone aria-hidden="true" />
              {t('security.viewSessions')}
            </Button>
          </div>
          {isChangingPassword ? (
            <section id="change-password-section" className="max-w-md">
              <h4 className="mb-4 font-semibold">{t('password.title')}</h4>
              <ChangePasswordForm onDone={() => setIsChangingPassword(false)} />
            </section>
          ) : null}
        </CardContent>
      </Card>
      <SessionsDialog isOpen={isViewingSessions} onOpenChange={setIsViewingSessions} />
      {twoFactor}
      <ApiKeysCard />
    </div>
  );
}
