import type { AdminBillingSummary } from '@sanctions/contracts';
import { useTranslation } from 'react-i18next';
import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { chartDirection } from '../lib/chart-direction';
import { useBillingFormatters } from '../lib/use-billing-formatters';
import { useChartFormatters } from '../lib/use-chart-formatters';

/**
 * Verified revenue per UTC month as bars. In Arabic the chart reads right to left: the X axis is
 * reversed and the value axis stands on the right. A visually hidden table carries the same figures
 * for screen readers.
 */
export function RevenueChart({ revenueByMonth }: Pick<AdminBillingSummary, 'revenueByMonth'>) {
  const { t, i18n } = useTranslation('billing');
  const format = useBillingFormatters();
  const chart = useChartFormatters();
  const layout = chartDirection(i18n.dir(i18n.language));
  const data = revenueByMonth.map((row) => ({
    label: chart.month(row.month),
    revenue: row.revenue,
  }));
  const hasRevenue = revenueByMonth.some((row) => row.revenue > 0);

  return (
    <Card>
      <CardHeader>
        <CardTitle className="text-lg">{t('admin.analytics.revenueTitle')}</CardTitle>
        <CardDescription>{t('admin.analytics.revenueDescription')}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        {hasRevenue ? null : (
          <p className="text-sm text-muted-foreground">{t('admin.analytics.revenueEmpty')}</p>
        )}
        <div className="h-72 w-full" aria-hidden="true" dir="ltr">
          <ResponsiveContainer width="100%" height="100%">
            <BarChart data={data} margin={{ top: 8, right: 8, bottom: 8, left: 8 }}>
              <CartesianGrid strokeDasharray="3 3" vertical={false} />
              <XAxis dataKey="label" reversed={layout.isXAxisReversed} tickMargin={8} />
              <YAxis
                orientation={layout.valueAxisSide}
                tickFormatter={(value: number) => chart.compactMoney(value)}
                width={72}
              />
              <Tooltip
                formatter={(value) => [
                  typeof value === 'number' ? format.money(value) : String(value),
                  t('admin.analytics.revenue'),
                ]}
              />
              <Bar dataKey="revenue" fill="var(--color-primary)" radius={[4, 4, 0, 0]} />
            </BarChart>
          </ResponsiveContainer>
        </div>
        <table className="sr-only">
          <caption>{t('admin.analytics.revenueTitle')}</caption>
          <thead>
            <tr>
              <th>{t('admin.analytics.month')}</th>
              <th>{t('admin.analytics.revenue')}</th>
            </tr>
          </thead>
          <tbody>
            {data.map((row) => (
              <tr key={row.label}>
                <td>{row.label}</td>
                <td>{format.money(row.revenue)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </CardContent>
    </Card>
  );
}
