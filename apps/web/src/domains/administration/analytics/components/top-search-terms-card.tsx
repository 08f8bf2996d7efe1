import type { Analytics } from '@sanctions/contracts';
import { useTranslation } from 'react-i18next';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { useAnalyticsFormatters } from '../lib/use-analytics-formatters';

/** The ten most screened names of the range (personal data: the server audits each reading). */
export function TopSearchTermsCard({ topSearchTerms }: Pick<Analytics, 'topSearchTerms'>) {
  const { t } = useTranslation('analytics');
  const format = useAnalyticsFormatters();
  const highest = Math.max(1, ...topSearchTerms.map((entry) => entry.count));
  return (
    <Card>
      <CardHeader>
        <CardTitle className="text-lg">{t('topTerms.title')}</CardTitle>
        <CardDescription>{t('topTerms.description')}</CardDescription>
      </CardHeader>
      <CardContent>
        {topSearchTerms.length === 0 ? (
          <p className="text-sm text-muted-foreground">{t('topTerms.empty')}</p>
        ) : (
          <table className="w-full text-sm">
            <caption className="sr-only">{t('topTerms.title')}</caption>
            <thead className="text-muted-foreground">
              <tr>
                <th scope="col" className="pb-2 text-start font-medium">
                  {t('topTerms.term')}
                </th>
                <th scope="col" className="pb-2 text-end font-medium">
                  {t('topTerms.count')}
                </th>
              </tr>
            </thead>
            <tbody>
              {topSearchTerms.map((entry) => (
                <tr key={entry.term} className="border-t">
                  <td className="py-2 pe-4">
                    {/* A screened name keeps its own direction (Latin or Arabic) inside either page. */}
                    <bdi className="font-medium">{entry.term}</bdi>
                    <div className="mt-1 h-1.5 rounded-full bg-muted" aria-hidden="true">
                      <div
                        className="h-full rounded-full bg-primary"
                        style={{ width: `${(entry.count / highest) * 100}%` }}
                      />
                    </div>
                  </td>
                  <td className="py-2 text-end tabular-nums">{format.number(entry.count)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </CardContent>
    </Card>
  );
}
