import { DEFAULT_ANALYTICS_RANGE } from '@sanctions/contracts';
import type { AnalyticsRange } from '@sanctions/contracts';
import { useState } from 'react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Spinner } from '@/components/ui/spinner';
import { useAnalytics } from '../api/get-analytics';
import { useAnalyticsFormatters } from '../lib/use-analytics-formatters';
import { AnalyticsCards } from './analytics-cards';
import { AnalyticsLoadError } from './analytics-load-error';
import { MatchPrecisionCard } from './match-precision-card';
import { RangeSelector } from './range-selector';
import { RateLimitCard } from './rate-limit-card';
import { SourceMatchesChart } from './source-matches-chart';
import { SystemHealthCard } from './system-health-card';
import { TopSearchTermsCard } from './top-search-terms-card';
import { UserActivityChart } from './user-activity-chart';

interface AnalyticsDashboardProps {
  /** The recent activity list, composed by the route (it belongs to the admin feature). */
  recentActivity?: ReactNode;
}

/** The analytics figures of one range (spec 2 "Analytics dashboard"), on /analytics and the admin tab. */
export function AnalyticsDashboard({ recentActivity }: AnalyticsDashboardProps) {
  const { t } = useTranslation('analytics');
  const format = useAnalyticsFormatters();
  const [range, setRange] = useState<AnalyticsRange>(DEFAULT_ANALYTICS_RANGE);
  const analytics = useAnalytics(range);

  return (
    <div className="grid grid-cols-1 gap-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <RangeSelector value={range} onChange={setRange} />
        {analytics.data ? (
          <p className="text-sm text-muted-foreground">
            {t('period', {
              from: format.longDay(analytics.data.from),
              to: format.longDay(analytics.data.to),
            })}
          </p>
        ) : null}
      </div>
      {analytics.isError && !analytics.isFetching ? (
        <AnalyticsLoadError onRetry={() => void analytics.refetch()} />
      ) : analytics.data === undefined ? (
        <p role="status" className="flex items-center gap-2 text-sm text-muted-foreground">
          <Spinner className="size-4" />
          {t('loading')}
        </p>
      ) : (
        <div className="grid grid-cols-1 gap-6" aria-busy={analytics.isFetching}>
          <AnalyticsCards analytics={analytics.data} />
          <UserActivityChart userActivity={analytics.data.userActivity} />
          <div className="grid grid-cols-1 gap-6 lg:grid-cols-2">
            <SourceMatchesChart sanctionSources={analytics.data.sanctionSources} />
            <TopSearchTermsCard topSearchTerms={analytics.data.topSearchTerms} />
            <MatchPrecisionCard matchPrecision={analytics.data.matchPrecision} />
            <RateLimitCard rateLimitStats={analytics.data.rateLimitStats} />
            <SystemHealthCard systemHealth={analytics.data.systemHealth} />
          </div>
        </div>
      )}
      {recentActivity}
    </div>
  );
}
