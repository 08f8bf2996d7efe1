import type { TeamReport } from '@sanctions/contracts';
import { useTranslation } from 'react-i18next';
import {
  Bar,
  BarChart,
  CartesianGrid,
  Legend,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { chartDirection } from '@/lib/chart-direction';
import { useTeamReportFormatters } from '../lib/use-team-report-formatters';

/**
 * The team's single searches, screened bulk rows and decisions per period, as grouped bars. In Arabic time
 * runs right to left with the values on the right. The tables below carry the same figures as text.
 */
export function TeamReportChart({ periods }: Pick<TeamReport, 'periods'>) {
  const { t, i18n } = useTranslation('team-report');
  const format = useTeamReportFormatters();
  const layout = chartDirection(i18n.dir(i18n.language));
  const data = periods.map((period) => ({ ...period, label: format.day(period.periodStart) }));
  const bars = [
    { key: 'singleSearches', color: 'var(--color-primary)' },
    { key: 'bulkRows', color: 'var(--color-chart-2, #16a34a)' },
    { key: 'decisions', color: 'var(--color-chart-3, #d97706)' },
  ] as const;
  return (
    <Card>
      <CardHeader>
        <CardTitle className="text-lg">{t('chart.title')}</CardTitle>
        <CardDescription>{t('chart.description')}</CardDescription>
      </CardHeader>
      <CardContent>
        <div
          className="h-72 w-full"
          aria-hidden="true"
          dir="ltr"
          data-testid="team-report-chart"
          data-x-reversed={layout.isXAxisReversed}
        >
          <ResponsiveContainer width="100%" height="100%">
            <BarChart data={data} margin={{ top: 8, right: 8, bottom: 8, left: 8 }}>
              <CartesianGrid strokeDasharray="3 3" vertical={false} />
              <XAxis
                dataKey="label"
                reversed={layout.isXAxisReversed}
                tickMargin={8}
                minTickGap={16}
              />
              <YAxis
                orientation={layout.valueAxisSide}
                allowDecimals={false}
                tickFormatter={(value: number) => format.number(value)}
                width={48}
              />
              <Tooltip
                formatter={(value, name) => [
                  typeof value === 'number' ? format.number(value) : String(value),
                  name,
                ]}
              />
              <Legend />
              {bars.map((bar) => (
                <Bar
                  key={bar.key}
                  dataKey={bar.key}
                  name={t(`columns.${bar.key}`)}
                  fill={bar.color}
                />
              ))}
            </BarChart>
          </ResponsiveContainer>
        </div>
      </CardContent>
    </Card>
  );
}
