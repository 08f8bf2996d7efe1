import type { Analytics } from '@sanctions/contracts';
import { Activity, Search, Users, Zap } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useAnalyticsFormatters } from '../lib/use-analytics-formatters';
import { AnalyticsStatCard } from './analytics-stat-card';

/**
 * Total users, active users, total searches and searches today, each with its growth, and what the
 * search figures count beside the bulk rows screened in the range.
 */
export function AnalyticsCards({ analytics }: { analytics: Analytics }) {
  const { t } = useTranslation('analytics');
  const format = useAnalyticsFormatters();
  const growthText = (growth: number | null, key: 'cards.growth' | 'cards.growthToday') =>
    growth === null ? t('cards.noGrowth') : t(key, { value: format.growth(growth) });
  const cards = [
    {
      key: 'totalUsers',
      icon: Users,
      value: analytics.totalUsers,
      growth: analytics.growth.totalUsers,
    },
    {
      key: 'activeUsers',
      icon: Activity,
      value: analytics.activeUsers,
      growth: analytics.growth.activeUsers,
    },
    {
      key: 'totalSearches',
      icon: Search,
      value: analytics.totalSearches,
      growth: analytics.growth.totalSearches,
    },
    {
      key: 'searchesToday',
      icon: Zap,
      value: analytics.searchesToday,
      growth: analytics.growth.searchesToday,
    },
  ] as const;
  return (
    <div className="grid gap-2">
      <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
        {cards.map((card) => (
          <AnalyticsStatCard
            key={card.key}
            title={t(`cards.${card.key}`)}
            icon={card.icon}
            value={format.number(card.value)}
            growth={card.growth}
            growthText={growthText(
              card.growth,
              card.key === 'searchesToday' ? 'cards.growthToday' : 'cards.growth',
            )}
          />
        ))}
      </div>
      {/* Issue 23 §5: say what the searches count, and the bulk rows beside them, as billing counts both. */}
      <p className="text-sm text-muted-foreground" data-testid="analytics-counts-note">
        {t('cards.countsNote', { count: analytics.bulkRowsScreened })}
      </p>
    </div>
  );
}
