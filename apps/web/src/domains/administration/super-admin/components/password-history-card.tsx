import { useTranslation } from 'react-i18next';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { useDateTime } from '@/lib/use-date-time';
import { usePasswordHistory } from '../api/get-user-insights';
import { PASSWORD_HISTORY_LABEL_KEYS } from '../lib/password-history-label';
import { LoadError } from './load-error';

/** Password changes and resets of the user, with the spec's labels, reason and who acted. */
export function PasswordHistoryCard({ userId }: { userId: string }) {
  const { t } = useTranslation('super-admin');
  const { dateTime } = useDateTime('');
  const history = usePasswordHistory(userId);
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('passwordHistory.title')}</CardTitle>
      </CardHeader>
      <CardContent>
        {history.isPending ? <Spinner className="mx-auto" /> : null}
        {history.isError ? (
          <LoadError
            title={t('passwordHistory.loadFailed')}
            error={history.error}
            onRetry={() => void history.refetch()}
          />
        ) : null}
        {history.data?.length === 0 ? (
          <p className="text-sm text-muted-foreground">{t('passwordHistory.empty')}</p>
        ) : null}
        <ul className="grid gap-3">
          {history.data?.map((entry) => (
            <li key={entry.id} className="grid gap-0.5 border-b pb-2 text-sm last:border-0">
              <span className="font-medium">{t(PASSWORD_HISTORY_LABEL_KEYS[entry.action])}</span>
              <span className="text-xs text-muted-foreground">{dateTime(entry.timestamp)}</span>
              {entry.details.reason ? (
                <span>{t('passwordHistory.reason', { reason: entry.details.reason })}</span>
              ) : null}
              {entry.details.adminEmail ? (
                <span className="text-xs">
                  {t('passwordHistory.admin', { email: entry.details.adminEmail })}
                </span>
              ) : null}
              {entry.ipAddress ? (
                <span className="text-xs text-muted-foreground">
                  {t('passwordHistory.ip', { ip: entry.ipAddress })}
                </span>
              ) : null}
            </li>
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}
