import { useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { AlertTriangle, Loader2 } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Card, CardContent, CardHeader } from '@/components/ui/card';
import { AFTER_SIGN_IN_PATH, paths } from '@/config/paths';
import { useApiErrorMessage } from '@/lib/api-error-message';
import { useAuth } from '@/lib/auth';
import { applyStoredLanguage } from '@/lib/stored-language';
import { completeSso } from '../api/sso-sign-in';

/**
 * Where the identity provider sends the browser back: the page hands the query string to the server
 * once, then either enters the app with the new session or says why not, in the reader's language.
 */
export function SsoCallbackPage() {
  const { t, i18n } = useTranslation('auth');
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { establishSession } = useAuth();
  const toErrorMessage = useApiErrorMessage();
  const [error, setError] = useState<string | null>(null);
  // The code and state work once: React's development double effect must not send them twice.
  const sent = useRef(false);

  useEffect(() => {
    if (sent.current) return;
    sent.current = true;
    completeSso(window.location.search)
      .then((reply) => {
        establishSession(reply.data);
        void applyStoredLanguage(queryClient, i18n);
        void navigate({ to: AFTER_SIGN_IN_PATH, replace: true });
      })
      .catch((failure: unknown) => setError(toErrorMessage(failure, t('sso.failedFallback'))));
  }, [establishSession, i18n, navigate, queryClient, t, toErrorMessage]);

  return (
    <div className="flex flex-1 items-center justify-center bg-muted/40 px-4 py-12">
      <Card className="w-full max-w-md">
        <CardHeader>
          <h1 className="text-xl font-semibold leading-tight">{t('sso.callbackTitle')}</h1>
        </CardHeader>
        <CardContent className="grid gap-4">
          {error === null ? (
            <p role="status" className="flex items-center gap-2 text-sm text-muted-foreground">
              <Loader2 className="size-4 animate-spin" aria-hidden="true" />
              {t('sso.completing')}
            </p>
          ) : (
            <>
              <Alert variant="destructive">
                <AlertTriangle aria-hidden="true" />
                <AlertTitle>{t('sso.failedTitle')}</AlertTitle>
                <AlertDescription>{error}</AlertDescription>
              </Alert>
              <Link to={paths.login} className="text-sm font-medium text-primary hover:underline">
                {t('sso.backToSignIn')}
              </Link>
            </>
          )}
        </CardContent>
      </Card>
    </div>
  );
}
