import { CheckCircle2, XCircle } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { useDateTime } from '@/lib/use-date-time';
import { useDescribeActivity } from '@/lib/use-describe-activity';
import { useSecurityEvents } from '../api/get-security-events';

const KNOWN_TYPES = [
  'login_success',
  'login_failed',
  'password_change',
  '2fa_enabled',
  '2fa_disabled',
  'profile_update',
] as const;

function isKnownType(type: string): type is (typeof KNOWN_TYPES)[number] {
  return KNOWN_TYPES.some((known) => known === type);
}

/** Recent sign-ins and security changes with success or failure (spec 2.7 Security and Activity). */
export function SecurityEventsPanel() {
  const { t } = useTranslation('profile');
  const { relative, dateTime } = useDateTime(t('time.justNow'));
  const events = useSecurityEvents();
  const describe = useDescribeActivity();

  return (
    <Card>
      <CardHeader>
        <CardTitle className="text-lg">{t('securityEvents.title')}</CardTitle>
        <CardDescription>{t('securityEvents.description')}</CardDescription>
      </CardHeader>
      <CardContent>
        {events.isPending ? (
          <p role="status" className="flex items-center gap-2 text-sm text-muted-foreground">
            <Spinner className="size-4" />
            {t('loading', { ns: 'common' })}
          </p>
        ) : events.isError ? (
          <p role="alert" className="text-sm text-destructive">
            {t('securityEvents.failed')}
          </p>
        ) : events.data.length === 0 ? (
          <p className="py-6 text-center text-sm text-muted-foreground">
            {t('securityEvents.empty')}
          </p>
        ) : (
          <ul className="grid max-h-96 gap-3 overflow-y-auto">
            {events.data.map((event, index) => {
              // Other events (2FA set-up, backup codes, API keys...) are titled by their description in the
              // interface language, never by their machine name ("2fa setup started", issue 23 §6).
              const description = describe(event);
              const title = isKnownType(event.type)
                ? t(`securityEvents.types.${event.type}`)
                : description;
              return (
                <li
                  key={`${event.timestamp}-${index}`}
                  className="flex gap-3 rounded-md border p-3"
                >
                  {event.success ? (
                    <CheckCircle2
                      className="mt-0.5 size-5 shrink-0 text-green-600"
                      aria-label={t('securityEvents.success')}
                    />
                  ) : (
                    <XCircle
                      className="mt-0.5 size-5 shrink-0 text-destructive"
                      aria-label={t('securityEvents.failure')}
                    />
                  )}
                  <div className="grid min-w-0 flex-1 gap-1">
                    <div className="flex flex-wrap items-center justify-between gap-2">
                      <p className="text-sm font-medium">{title}</p>
                      <time
                        dateTime={event.timestamp}
                        title={dateTime(event.timestamp)}
                        className="text-xs text-muted-foreground"
                      >
                        {relative(event.timestamp)}
                      </time>
                    </div>
                    {description !== title ? (
                      <p className="text-sm text-muted-foreground">{description}</p>
                    ) : null}
                    {event.ipAddress || event.userAgent ? (
                      <p className="truncate text-xs text-muted-foreground">
                        <bdi dir="ltr">
                          {[event.ipAddress, event.userAgent].filter(Boolean).join(' · ')}
                        </bdi>
                      </p>
                    ) : null}
                  </div>
                </li>
              );
            })}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
