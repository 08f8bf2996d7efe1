import type { ApiKey } from '@sanctions/contracts';
import { DEFAULT_PREFERENCES } from '@sanctions/contracts';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { formatDate } from '@/lib/date-time-format';
import { usePreferences } from '@/lib/preferences-query';
import { useDateTime } from '@/lib/use-date-time';
import { maskedKey } from '../lib/masked-key';
import { ApiKeyStatusBadge } from './api-key-status-badge';
import { ScopeBadges } from './scope-badges';

/**
 * The keys as cards rather than a table: seven facts per key fit a phone's width this way without
 * sideways scrolling.
 */
export function ApiKeyList({
  apiKeys,
  onRevoke,
}: {
  apiKeys: readonly ApiKey[];
  onRevoke: (apiKey: ApiKey) => void;
}) {
  const { t } = useTranslation('api-keys');
  const { dateTime, relative } = useDateTime(t('justNow'));
  const { data: preferences } = usePreferences();
  const { dateFormat } = preferences?.display ?? DEFAULT_PREFERENCES.display;

  return (
    <ul className="grid gap-3" aria-label={t('title')}>
      {apiKeys.map((apiKey) => (
        <li
          key={apiKey.id}
          aria-label={apiKey.name}
          data-testid="api-key"
          className="grid gap-3 rounded-lg border p-4"
        >
          <div className="flex flex-wrap items-center gap-2">
            <h2 className="min-w-0 break-words text-base font-semibold">{apiKey.name}</h2>
            <ApiKeyStatusBadge status={apiKey.status} />
            {apiKey.status === 'active' ? (
              <Button
                variant="outline"
                size="sm"
                className="ms-auto text-destructive"
                aria-label={t('revokeLabel', { name: apiKey.name })}
                onClick={() => onRevoke(apiKey)}
              >
                {t('revoke')}
              </Button>
            ) : null}
          </div>
          <dl className="grid gap-x-6 gap-y-2 text-sm sm:grid-cols-2 lg:grid-cols-5">
            <div className="grid gap-0.5">
              <dt className="text-muted-foreground">{t('columns.key')}</dt>
              <dd dir="ltr" className="break-all text-start font-mono">
                {maskedKey(apiKey)}
              </dd>
            </div>
            <div className="grid gap-0.5">
              <dt className="text-muted-foreground">{t('columns.scopes')}</dt>
              <dd>
                <ScopeBadges scopes={apiKey.scopes} />
              </dd>
            </div>
            <div className="grid gap-0.5">
              <dt className="text-muted-foreground">{t('columns.created')}</dt>
              <dd>{dateTime(apiKey.createdAt)}</dd>
            </div>
            <div className="grid gap-0.5">
              <dt className="text-muted-foreground">{t('columns.lastUsed')}</dt>
              <dd>{apiKey.lastUsedAt === null ? t('never') : relative(apiKey.lastUsedAt)}</dd>
            </div>
            <div className="grid gap-0.5">
              <dt className="text-muted-foreground">{t('columns.expires')}</dt>
              <dd>
                {apiKey.expiresAt === null
                  ? t('noExpiry')
                  : formatDate(new Date(apiKey.expiresAt), dateFormat)}
              </dd>
            </div>
          </dl>
        </li>
      ))}
    </ul>
  );
}
