import type { Analytics } from '@sanctions/contracts';
import { useTranslation } from 'react-i18next';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { useAnalyticsFormatters } from '../lib/use-analytics-formatters';
import { FigureList } from './figure-list';

/** Rate-limit overview from the usage counters: users at their limits and average usage. */
export function RateLimitCard({ rateLimitStats }: Pick<Analytics, 'rateLimitStats'>) {
  const { t } = useTranslation('analytics');
  const format = useAnalyticsFormatters();
  return (
    <Card>
      <CardHeader>
        <CardTitle className="text-lg">{t('rateLimits.title')}</CardTitle>
      </CardHeader>
      <CardContent>
        <FigureList
          items={[
            {
              label: t('rateLimits.atDaily'),
              value: format.number(rateLimitStats.usersAtDailyLimit),
            },
            {
              label: t('rateLimits.atMonthly'),
              value: format.number(rateLimitStats.usersAtMonthlyLimit),
            },
            {
              label: t('rateLimits.averageDaily'),
              value: format.decimal(rateLimitStats.averageDailyUsage),
            },
            {
              label: t('rateLimits.averageMonthly'),
              value: format.decimal(rateLimitStats.averageMonthlyUsage),
            },
          ]}
        />
      </CardContent>
    </Card>
  );
}
