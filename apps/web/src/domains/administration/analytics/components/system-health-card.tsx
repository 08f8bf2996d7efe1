import type { Analytics } from '@sanctions/contracts';
import { useTranslation } from 'react-i18next';
import { Badge } from '@/components/ui/badge';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { splitUptime } from '../lib/split-uptime';
import { useAnalyticsFormatters } from '../lib/use-analytics-formatters';
import { FigureList } from './figure-list';

/** Database status and latency, uptime, recorded search times and each list's last successful import. */
export function SystemHealthCard({ systemHealth }: Pick<Analytics, 'systemHealth'>) {
  const { t } = useTranslation('analytics');
  const format = useAnalyticsFormatters();
  const uptime = splitUptime(systemHealth.uptimeSeconds);
  const duration = (value: number | null) =>
    value === null ? t('health.noSearches') : format.milliseconds(value);
  return (
    <Card>
      <CardHeader>
        <CardTitle className="text-lg">{t('health.title')}</CardTitle>
      </CardHeader>
      <CardContent className="grid gap-4">
        <FigureList
          items={[
            {
              label: t('health.database'),
              value:
                systemHealth.dbStatus === 'connected' && systemHealth.dbLatencyMs !== null ? (
                  <Badge variant="secondary">
                    {t('health.connected', {
                      latency: format.milliseconds(systemHealth.dbLatencyMs),
                    })}
                  </Badge>
                ) : (
                  <Badge variant="destructive">{t('health.disconnected')}</Badge>
                ),
            },
            {
              label: t('health.uptime'),
              value: t('health.uptimeValue', {
                hours: format.number(uptime.hours),
                minutes: format.number(uptime.minutes),
              }),
            },
            { label: t('health.averageResponse'), value: duration(systemHealth.avgResponseTimeMs) },
            { label: t('health.p95Response'), value: duration(systemHealth.p95ResponseTimeMs) },
          ]}
        />
        {systemHealth.lists.length > 0 ? (
          <div className="grid gap-2">
            <h3 className="text-sm font-medium">{t('health.lists')}</h3>
            <FigureList
              items={systemHealth.lists.map((list) => ({
                label: list.listSource,
                value:
                  list.lastImportedAt === null
                    ? t('health.neverImported')
                    : format.dateTime(list.lastImportedAt),
              }))}
            />
          </div>
        ) : null}
      </CardContent>
    </Card>
  );
}
