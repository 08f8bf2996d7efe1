import type { Analytics } from '@sanctions/contracts';
import { useTranslation } from 'react-i18next';
import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { chartDirection } from '@/lib/chart-direction';
import { useAnalyticsFormatters } from '../lib/use-analytics-formatters';

/**
 * Matches per list publication as bars, read from the start side of the page: in Arabic the first
 * (largest) source stands on the right and the value axis too. A visually hidden table repeats the figures.
 */
export function SourceMatchesChart({ sanctionSources }: Pick<Analytics, 'sanctionSources'>) {
  const { t, i18n } = useTranslation('analytics');
  const format = useAnalyticsFormatters();
  const layout = chartDirection(i18n.dir(i18n.language));
  return (
    <Card>
      <CardHeader>
        <CardTitle className="text-lg">{t('sources.title')}</CardTitle>
        <CardDescription>{t('sources.description')}</CardDescription>
      </CardHeader>
      <CardContent>
        {sanctionSources.length === 0 ? (
          <p className="text-sm text-muted-foreground">{t('sources.empty')}</p>
        ) : (
          <>
            <div
              className="h-72 w-full"
              aria-hidden="true"
              dir="ltr"
              data-testid="source-matches-chart"
              data-x-reversed={layout.isXAxisReversed}
              data-value-axis={layout.valueAxisSide}
            >
              <ResponsiveContainer width="100%" height="100%">
                <BarChart data={sanctionSources} margin={{ top: 8, right: 8, bottom: 8, left: 8 }}>
                  <CartesianGrid strokeDasharray="3 3" vertical={false} />
                  <XAxis
                    dataKey="source"
                    reversed={layout.isXAxisReversed}
                    tickMargin={8}
                    interval={0}
                  />
                  <YAxis
                    orientation={layout.valueAxisSide}
                    allowDecimals={false}
                    tickFormatter={(value: number) => format.compact(value)}
                    width={48}
                  />
                  <Tooltip
                    formatter={(value) => [
                      typeof value === 'number' ? format.number(value) : String(value),
                      t('sources.matches'),
                    ]}
                  />
                  <Bar dataKey="matches" fill="var(--color-primary)" radius={[4, 4, 0, 0]} />
                </BarChart>
              </ResponsiveContainer>
            </div>
            <table className="sr-only">
              <caption>{t('sources.title')}</caption>
              <thead>
                <tr>
                  <th scope="col">{t('sources.source')}</th>
                  <th scope="col">{t('sources.matches')}</th>
                </tr>
              </thead>
              <tbody>
                {sanctionSources.map((row) => (
                  <tr key={`${row.sanctionList}:${row.source}`}>
                    <td>{row.source}</td>
                    <td>{format.number(row.matches)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </>
        )}
      </CardContent>
    </Card>
  );
}
