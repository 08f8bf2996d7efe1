import type { Analytics } from '@sanctions/contracts';
import { MATCH_TYPES } from '@sanctions/contracts';
import { useTranslation } from 'react-i18next';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { useAnalyticsFormatters } from '../lib/use-analytics-formatters';

const isKnownMatchType = (value: string): value is (typeof MATCH_TYPES)[number] =>
  MATCH_TYPES.some((type) => type === value);

/** Per list and match type, the share of judged matches analysts marked relevant (match feedback). */
export function MatchPrecisionCard({ matchPrecision }: Pick<Analytics, 'matchPrecision'>) {
  const { t, i18n } = useTranslation('analytics');
  const format = useAnalyticsFormatters();
  const percent = new Intl.NumberFormat(i18n.language === 'ar' ? 'ar' : 'en-GB', {
    style: 'percent',
    maximumFractionDigits: 1,
  });
  return (
    <Card>
      <CardHeader>
        <CardTitle className="text-lg">{t('precision.title')}</CardTitle>
        <CardDescription>{t('precision.description')}</CardDescription>
      </CardHeader>
      <CardContent className="overflow-x-auto">
        {matchPrecision.length === 0 ? (
          <p className="text-sm text-muted-foreground">{t('precision.empty')}</p>
        ) : (
          <table className="w-full text-sm">
            <caption className="sr-only">{t('precision.title')}</caption>
            <thead className="text-muted-foreground">
              <tr>
                <th scope="col" className="pb-2 text-start font-medium">
                  {t('precision.list')}
                </th>
                <th scope="col" className="pb-2 text-start font-medium">
                  {t('precision.matchType')}
                </th>
                <th scope="col" className="pb-2 text-end font-medium">
                  {t('precision.judged')}
                </th>
                <th scope="col" className="pb-2 text-end font-medium">
                  {t('precision.relevant')}
                </th>
                <th scope="col" className="pb-2 text-end font-medium">
                  {t('precision.precision')}
                </th>
              </tr>
            </thead>
            <tbody>
              {matchPrecision.map((row) => (
                <tr key={`${row.sanctionList}-${row.matchType}`} className="border-t">
                  {/* List codes (OFAC, UN...) are codes, shown as such in both languages. */}
                  <td className="py-2 pe-4 font-medium uppercase">{row.sanctionList}</td>
                  <td className="py-2 pe-4">
                    {isKnownMatchType(row.matchType)
                      ? t(`precision.matchTypes.${row.matchType}`)
                      : row.matchType}
                  </td>
                  <td className="py-2 text-end tabular-nums">{format.number(row.judged)}</td>
                  <td className="py-2 text-end tabular-nums">{format.number(row.relevant)}</td>
                  <td className="py-2 text-end font-medium tabular-nums">
                    {row.precision === null ? '—' : percent.format(row.precision / 100)}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </CardContent>
    </Card>
  );
}
