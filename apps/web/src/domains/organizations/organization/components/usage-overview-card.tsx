import type { OrganizationUsageView } from '@sanctions/contracts';
import { useTranslation } from 'react-i18next';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { usagePercent } from '../lib/usage-percent';
import { useOrganizationFormatters } from '../lib/use-organization-formatters';
import { UsageBar } from './usage-bar';

/** Spec 2: users, searches and API calls against the plan's limits, each bar capped at 100 %. */
export function UsageOverviewCard({ usage }: { usage: OrganizationUsageView }) {
  const { t } = useTranslation('organization');
  const format = useOrganizationFormatters();
  const rows = [
    { id: 'users', used: usage.usage.currentUsers, limit: usage.limits.maxUsers },
    { id: 'searches', used: usage.usage.monthlySearches, limit: usage.limits.maxSearchesPerMonth },
    { id: 'apiCalls', used: usage.usage.monthlyApiCalls, limit: usage.limits.maxApiCalls },
  ] as const;
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('usage.title')}</CardTitle>
        <CardDescription>{t('usage.description')}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-5">
        {rows.map((row) => {
          const name = t(`usage.${row.id}`);
          const percent = usagePercent(row.used, row.limit);
          return (
            <div key={row.id} className="grid gap-2">
              <div className="flex items-center justify-between gap-2 text-sm">
                <span className="font-medium">{name}</span>
                <span className="text-muted-foreground">
                  {t('usage.ofLimit', {
                    used: format.count(row.used),
                    limit: row.limit === null ? t('tiles.unlimited') : format.count(row.limit),
                  })}
                </span>
              </div>
              {percent === null ? null : (
                <UsageBar
                  percent={percent}
                  label={t('usage.barLabel', { name, percent: format.count(percent) })}
                />
              )}
            </div>
          );
        })}
        <p className="text-xs text-muted-foreground">{t('usage.countsNote')}</p>
        <p className="text-xs text-muted-foreground">
          {t('tiles.resetsOn', { date: format.date(usage.period.end) })}
        </p>
      </CardContent>
    </Card>
  );
}
