import type { UsageProfileData } from '@sanctions/contracts';
import { RefreshCw } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { UsageProgress } from './usage-progress';

interface UsageLimitsCardProps {
  stats: UsageProfileData['stats'];
  isRefreshing: boolean;
  onRefresh: () => void;
}

/** Daily and monthly limits with used/limit, bar, remaining and reset time (spec 2.9). */
export function UsageLimitsCard({ stats, isRefreshing, onRefresh }: UsageLimitsCardProps) {
  const { t, i18n } = useTranslation('usage');
  const number = new Intl.NumberFormat(i18n.language);
  const rows = [
    {
      id: 'daily',
      usage: stats.daily,
      reset: t('limits.resetsInHours', { count: stats.daily.hoursUntilReset }),
    },
    {
      id: 'monthly',
      usage: stats.monthly,
      reset: t('limits.resetsInDays', { count: stats.monthly.daysUntilReset }),
    },
  ] as const;

  return (
    <Card>
      <CardHeader className="flex-row flex-wrap items-center justify-between gap-2 space-y-0">
        <CardTitle className="text-lg">{t('limits.title')}</CardTitle>
        <div className="flex items-center gap-2">
          <Badge variant={stats.canSearch ? 'blue' : 'red'} data-testid="usage-status">
            {stats.canSearch ? t('limits.ready') : t('limits.reached')}
          </Badge>
          <Button variant="outline" size="sm" onClick={onRefresh} disabled={isRefreshing}>
            <RefreshCw aria-hidden="true" className={isRefreshing ? 'animate-spin' : undefined} />
            {t('refresh')}
          </Button>
        </div>
      </CardHeader>
      <CardContent className="grid gap-6">
        {rows.map(({ id, usage, reset }) => (
          <div key={id} className="grid gap-2" data-testid={`usage-limit-${id}`}>
            <div className="flex items-baseline justify-between gap-2 text-sm">
              <span className="font-medium">{t(`limits.${id}`)}</span>
              <span className="tabular-nums" dir="ltr">
                {t('limits.usedOfLimit', {
                  used: number.format(usage.used),
                  limit: number.format(usage.limit),
                })}
              </span>
            </div>
            <UsageProgress percentage={usage.percentage} label={t(`limits.${id}`)} />
            <div className="flex flex-wrap justify-between gap-2 text-xs text-muted-foreground">
              <span>
                {t('limits.remaining', {
                  count: usage.remaining,
                  formatted: number.format(usage.remaining),
                })}
              </span>
              <span>{reset}</span>
            </div>
          </div>
        ))}
        {/* Issue 23 §5: what each limit counts, in the words the billing and analytics screens use. */}
        <p className="text-xs text-muted-foreground">{t('limits.countsNote')}</p>
      </CardContent>
    </Card>
  );
}
