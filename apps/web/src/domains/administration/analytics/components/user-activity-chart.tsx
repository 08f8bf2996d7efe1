import type { Analytics } from '@sanctions/contracts';
import { useTranslation } from 'react-i18next';
import {
  CartesianGrid,
  Legend,
  Line,
  LineChart,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { chartDirection } from '@/lib/chart-direction';
import { useAnalyticsFormatters } from '../lib/use-analytics-formatters';

/**
 * Searches and active users per UTC day as two lines. In Arabic time runs right to left (reversed X axis)
 * with the values on the right; numbers and days are formatted for the language. A visually hidden table
 * carries the same figures for screen readers.
 */
export function UserActivityChart({ userActivity }: Pick<Analytics, 'userActivity'>) {
  const { t, i18n } = useTranslation('analytics');
  const format = useAnalyticsFormatters();
  const layout = chartDirection(i18n.dir(i18n.language));
  const data = userActivity.map((day) => ({ ...day, label: format.day(day.date) }));
  return (
    <Card>
      <CardHeader>
        <CardTitle className="text-lg">{t('activity.title')}</CardTitle>
        <CardDescription>{t('activity.description')}</CardDescription>
      </CardHeader>
      <CardContent>
        <div
          className="h-72 w-full"
          aria-hidden="true"
          dir="ltr"
          data-testid="user-activity-chart"
          data-x-reversed={layout.isXAxisReversed}
          data-value-axis={layout.valueAxisSide}
        >
          <ResponsiveContainer width="100%" height="100%">
            <LineChart data={data} margin={{ top: 8, right: 8, bottom: 8, left: 8 }}>
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
                tickFormatter={(value: number) => format.compact(value)}
                width={48}
              />
              <Tooltip
                formatter={(value, name) => [
                  typeof value === 'number' ? format.number(value) : String(value),
                  name,
                ]}
              />
              <Legend />
              <Line
                type="monotone"
                dataKey="searches"
                name={t('activity.searches')}
                stroke="var(--color-primary)"
                strokeWidth={2}
                dot={false}
              />
              <Line
                type="monotone"
                dataKey="activeUsers"
                name={t('activity.activeUsers')}
                stroke="var(--color-chart-2, #16a34a)"
                strokeWidth={2}
                dot={false}
              />
            </LineChart>
          </ResponsiveContainer>
        </div>
        <table className="sr-only">
          <caption>{t('activity.title')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('activity.date')}</th>
              <th scope="col">{t('activity.searches')}</th>
              <th scope="col">{t('activity.activeUsers')}</th>
            </tr>
          </thead>
          <tbody>
            {userActivity.map((day) => (
              <tr key={day.date}>
                <td>{format.longDay(day.date)}</td>
                <td>{format.number(day.searches)}</td>
                <td>{format.number(day.activeUsers)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </CardContent>
    </Card>
  );
}
