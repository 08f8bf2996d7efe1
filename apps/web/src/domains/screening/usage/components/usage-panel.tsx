import { DEFAULT_PREFERENCES } from '@sanctions/contracts';
import { AlertTriangle, BarChart3, CalendarDays, Hash, TrendingUp } from 'lucide-react';
import type { LucideIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { usePreferences } from '@/lib/preferences-query';
import { toast } from '@/lib/toast';
import { useDateTime } from '@/lib/use-date-time';
import { useTopSearches, useUsageProfile } from '../api/get-usage-profile';
import { UsageProgress } from './usage-progress';
import { HourlyChart } from './hourly-chart';
import { RecentSearches } from './recent-searches';
import { UsageLimitsCard } from './usage-limits-card';
import { blockedReasonText } from '../lib/blocked-reason-text';

function Tile({
  icon: Icon,
  label,
  value,
  detail,
}: {
  icon: LucideIcon;
  label: string;
  value: string;
  detail?: string;
}) {
  return (
    <Card>
      <CardContent className="grid gap-1 p-5">
        <p className="flex items-center gap-2 text-sm text-muted-foreground">
          <Icon className="size-4" aria-hidden="true" />
          {label}
        </p>
        <p className="text-2xl font-bold tabular-nums">{value}</p>
        {detail ? <p className="text-xs text-muted-foreground">{detail}</p> : null}
      </CardContent>
    </Card>
  );
}

/** Usage tab (spec 2.7, 2.9): blocked alert, tiles, limits, hourly chart, totals, recent activity. */
export function UsagePanel() {
  const { t, i18n } = useTranslation('usage');
  const { dateTime } = useDateTime(t('justNow'));
  const usage = useUsageProfile();
  const topSearches = useTopSearches();
  const { data: preferences } = usePreferences();
  const { timeFormat } = preferences?.display ?? DEFAULT_PREFERENCES.display;
  const number = new Intl.NumberFormat(i18n.language);
  const decimal = new Intl.NumberFormat(i18n.language, { maximumFractionDigits: 1 });

  const refresh = () => {
    toast({ title: t('refreshingTitle'), description: t('refreshingDescription') });
    void usage.refetch();
    void topSearches.refetch();
  };

  if (usage.isPending) {
    return (
      <div className="grid gap-4">
        <p role="status" className="flex items-center gap-2 text-sm text-muted-foreground">
          <Spinner className="size-4" />
          {t('loading')}
        </p>
        <UsageProgress percentage={undefined} label={t('loading')} />
      </div>
    );
  }
  if (usage.isError) {
    return (
      <Card>
        <CardContent className="grid justify-items-center gap-3 p-10 text-center">
          <BarChart3 className="size-10 text-muted-foreground" aria-hidden="true" />
          <p className="font-medium">{t('empty')}</p>
          <p role="alert" className="text-sm text-destructive">
            {t('failed')}
          </p>
        </CardContent>
      </Card>
    );
  }

  const { stats, activity, charts } = usage.data;
  const reason = blockedReasonText(t, stats);

  return (
    <div className="grid gap-6">
      {!stats.canSearch && reason ? (
        <div
          role="alert"
          className="flex gap-3 rounded-md border border-red-200 bg-red-50 p-4 text-sm text-red-900"
        >
          <AlertTriangle className="size-5 shrink-0" aria-hidden="true" />
          <div>
            <p className="font-semibold">{t('blocked.title')}</p>
            <p>{reason}</p>
          </div>
        </div>
      ) : null}

      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        <Tile
          icon={CalendarDays}
          label={t('tiles.today')}
          value={number.format(stats.daily.used)}
          detail={t('tiles.ofDailyMax', { limit: number.format(stats.daily.limit) })}
        />
        <Tile
          icon={CalendarDays}
          label={t('tiles.thisMonth')}
          value={number.format(stats.monthly.used)}
          detail={t('tiles.ofMonthlyMax', { limit: number.format(stats.monthly.limit) })}
        />
        <Tile icon={Hash} label={t('tiles.total')} value={number.format(stats.allTime.total)} />
        <Tile
          icon={TrendingUp}
          label={t('tiles.last7Days')}
          value={number.format(activity.last7DaysCount)}
        />
        <Tile
          icon={BarChart3}
          label={t('tiles.dailyAverage')}
          value={decimal.format(stats.allTime.averagePerDay)}
        />
        <Tile
          icon={CalendarDays}
          label={t('tiles.plan')}
          value={stats.subscription.plan ?? t('tiles.noPlan')}
        />
        {stats.allTime.firstSearchAt ? (
          <Tile
            icon={CalendarDays}
            label={t('tiles.memberSince')}
            value={dateTime(stats.allTime.firstSearchAt)}
          />
        ) : null}
      </div>

      <div className="grid gap-6 lg:grid-cols-2">
        <UsageLimitsCard stats={stats} isRefreshing={usage.isFetching} onRefresh={refresh} />
        <Card>
          <CardHeader>
            <CardTitle className="text-lg">{t('chart.title')}</CardTitle>
            <p className="text-xs text-muted-foreground">{t('chart.utc')}</p>
          </CardHeader>
          <CardContent>
            <HourlyChart
              hours={charts.hourlyToday}
              currentHour={new Date().getUTCHours()}
              timeFormat={timeFormat}
            />
          </CardContent>
        </Card>
      </div>

      {activity.searches.length > 0 ? <RecentSearches searches={activity.searches} /> : null}

      {topSearches.data && topSearches.data.topSearches.length > 0 ? (
        <Card>
          <CardHeader>
            <CardTitle className="text-lg">{t('top.title')}</CardTitle>
          </CardHeader>
          <CardContent>
            <ol className="grid gap-2 text-sm">
              {topSearches.data.topSearches.map((entry) => (
                <li key={entry.name} className="flex justify-between gap-4">
                  <span className="truncate">{entry.name}</span>
                  <span className="tabular-nums text-muted-foreground">
                    {number.format(entry.count)}
                  </span>
                </li>
              ))}
            </ol>
          </CardContent>
        </Card>
      ) : null}
    </div>
  );
}
