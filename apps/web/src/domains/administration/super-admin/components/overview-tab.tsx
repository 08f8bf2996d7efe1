import { Activity, Clock, Database, Search, Server, Users } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Label } from '@/components/ui/label';
import { Spinner } from '@/components/ui/spinner';
import { useLiveStats } from '../api/get-live-stats';
import { splitUptime } from '../lib/format-uptime';
import { useNumberFormat } from '../lib/use-number-format';
import { LoadError } from './load-error';
import { StatCard } from './stat-card';

/** Overview: live statistics, polled every 30 s while auto-refresh is on (spec 2, 9). */
export function OverviewTab() {
  const { t, i18n } = useTranslation('super-admin');
  const [isAutoRefresh, setIsAutoRefresh] = useState(true);
  const stats = useLiveStats(isAutoRefresh);
  const number = useNumberFormat();

  if (stats.isPending) return <Spinner className="mx-auto" />;
  if (stats.isError) {
    return (
      <LoadError
        title={t('overview.loadFailed')}
        error={stats.error}
        onRetry={() => void stats.refetch()}
      />
    );
  }
  const { live, today, system } = stats.data;
  const uptime = splitUptime(system.uptime);
  const updatedAt = new Intl.DateTimeFormat(i18n.language, { timeStyle: 'medium' }).format(
    new Date(stats.dataUpdatedAt),
  );

  return (
    <section className="grid gap-4" aria-label={t('tabs.overview')}>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div className="flex items-center gap-2">
          <input
            id="super-admin-auto-refresh"
            type="checkbox"
            className="size-4 accent-primary"
            checked={isAutoRefresh}
            onChange={(event) => setIsAutoRefresh(event.target.checked)}
          />
          <Label htmlFor="super-admin-auto-refresh">{t('overview.autoRefresh')}</Label>
        </div>
        <div className="flex items-center gap-3 text-sm text-muted-foreground">
          <span>{t('overview.updatedAt', { time: updatedAt })}</span>
          <Button
            type="button"
            variant="outline"
            size="sm"
            disabled={stats.isFetching}
            onClick={() => void stats.refetch()}
          >
            {t('overview.refreshNow')}
          </Button>
        </div>
      </div>
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        <StatCard
          icon={Users}
          label={t('overview.activeUsers')}
          value={number(live.activeUsers)}
          hint={t('overview.activeUsersHint')}
        />
        <StatCard
          icon={Clock}
          label={t('overview.avgResponseTime')}
          value={
            live.avgResponseTime === null
              ? t('overview.noSearches')
              : t('overview.milliseconds', { value: number(live.avgResponseTime, 1) })
          }
          hint={t('overview.avgResponseTimeHint')}
        />
        <StatCard
          icon={Search}
          label={t('overview.todaySearches')}
          value={number(today.totalSearches)}
          hint={t('overview.todayHint')}
        />
        <StatCard
          icon={Activity}
          label={t('overview.todayUsers')}
          value={number(today.uniqueUsers)}
          hint={t('overview.todayHint')}
        />
        <StatCard
          icon={Database}
          label={t('overview.database')}
          value={
            <Badge variant={system.dbStatus === 'connected' ? 'default' : 'destructive'}>
              {t(`overview.${system.dbStatus}`)}
            </Badge>
          }
          hint={
            system.dbLatencyMs === null
              ? undefined
              : t('overview.latency', { value: number(system.dbLatencyMs, 1) })
          }
        />
        <StatCard
          icon={Server}
          label={t('overview.uptime')}
          value={t('overview.uptimeValue', {
            hours: number(uptime.hours),
            minutes: number(uptime.minutes),
          })}
        />
      </div>
    </section>
  );
}
