import type { BillingSummary } from '@sanctions/contracts';
import { useTranslation } from 'react-i18next';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { useBillingFormatters } from '../lib/use-billing-formatters';
import { UsageBar } from './usage-bar';

/** Spec 2: searches and users against the plan maximum, API calls this month; bars capped at 100 %. */
export function UsageStatisticsCard({ summary }: { summary: BillingSummary }) {
  const { t } = useTranslation('billing');
  const format = useBillingFormatters();
  const plan = summary.subscription?.plan ?? null;
  const usage = summary.currentUsage;
  const rows = [
    { key: 'searches', used: usage.searches, limit: plan?.maxSearchesPerMonth ?? null },
    { key: 'users', used: usage.activeUsers, limit: plan?.maxUsers ?? null },
    { key: 'apiCalls', used: usage.apiCalls, limit: plan?.maxApiCalls ?? null },
  ] as const;

  return (
    <Card>
      <CardHeader>
        <CardTitle className="text-lg">{t('usage.title')}</CardTitle>
        <CardDescription>
          {t('usage.description', {
            from: format.date(usage.periodStart),
            // The window's end is exclusive; the last counted day is the one before it.
            to: format.date(new Date(Date.parse(usage.periodEnd) - 1).toISOString()),
          })}
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-5">
        {rows.map(({ key, used, limit }) => (
          <UsageBar
            key={key}
            label={t(`usage.${key}`)}
            used={used}
            limit={limit}
            value={
              limit === null
                ? t('usage.countUnlimited', { count: format.number(used) })
                : t('usage.countOfMax', { count: format.number(used), max: format.number(limit) })
            }
          />
        ))}
        <p className="text-xs text-muted-foreground">{t('usage.countsNote')}</p>
      </CardContent>
    </Card>
  );
}
