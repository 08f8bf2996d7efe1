import { useTranslation } from 'react-i18next';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { useUserUsage } from '../api/get-user-insights';
import { useNumberFormat } from '../lib/use-number-format';
import { LoadError } from './load-error';

function Meter({ label, used, limit }: { label: string; used: number; limit: number }) {
  const { t } = useTranslation('super-admin');
  const number = useNumberFormat();
  const percent = limit === 0 ? 100 : Math.min(100, Math.round((used / limit) * 100));
  return (
    <div className="grid gap-1">
      <div className="flex justify-between gap-2 text-sm">
        <span>{label}</span>
        <span className="tabular-nums">
          {t('analytics.ofLimit', { used: number(used), limit: number(limit) })}
        </span>
      </div>
      <div
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        className="h-2 overflow-hidden rounded-full bg-muted"
      >
        <div className="h-full bg-primary" style={{ width: `${percent}%` }} />
      </div>
    </div>
  );
}

/** Usage today and this month against the limits, the total, and the most searched names. */
export function UsageCard({ userId }: { userId: string }) {
  const { t } = useTranslation('super-admin');
  const number = useNumberFormat();
  const usage = useUserUsage(userId);
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('analytics.usageTitle')}</CardTitle>
      </CardHeader>
      <CardContent className="grid gap-4">
        {usage.isPending ? <Spinner className="mx-auto" /> : null}
        {usage.isError ? (
          <LoadError
            title={t('analytics.usageFailed')}
            error={usage.error}
            onRetry={() => void usage.refetch()}
          />
        ) : null}
        {usage.data ? (
          <>
            <Meter
              label={t('analytics.today')}
              used={usage.data.usage.today}
              limit={usage.data.usage.dailyLimit}
            />
            <Meter
              label={t('analytics.thisMonth')}
              used={usage.data.usage.thisMonth}
              limit={usage.data.usage.monthlyLimit}
            />
            <p className="text-sm">
              {t('analytics.totalSearches')}:{' '}
              <span className="font-semibold tabular-nums">
                {number(usage.data.usage.totalSearches)}
              </span>
            </p>
            <div className="grid gap-2">
              <h3 className="text-sm font-semibold">{t('analytics.topSearches')}</h3>
              {usage.data.topSearches.length === 0 ? (
                <p className="text-sm text-muted-foreground">{t('analytics.noTopSearches')}</p>
              ) : (
                <ol className="grid gap-1 text-sm">
                  {usage.data.topSearches.map((entry) => (
                    <li key={entry.name} className="flex justify-between gap-2">
                      <span dir="auto">{entry.name}</span>
                      <span className="text-muted-foreground">
                        {t('analytics.searchCount', { value: number(entry.count) })}
                      </span>
                    </li>
                  ))}
                </ol>
              )}
            </div>
          </>
        ) : null}
      </CardContent>
    </Card>
  );
}
