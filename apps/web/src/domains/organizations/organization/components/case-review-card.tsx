import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { paths } from '@/config/paths';
import { useCaseStatistics } from '@/domains/cases';
import { useLocaleFormatters } from '@/lib/use-locale-formatters';
import { CaseSourceRows } from './case-source-rows';

/**
 * The dashboard's "Case review" tile (issue 16): the alert queue's figures, false positives per official list
 * and, since issue 25, the alerts per source (official lists, PEP, own watchlists).
 */
export function CaseReviewCard() {
  const { t } = useTranslation('cases');
  const { number } = useLocaleFormatters();
  const statistics = useCaseStatistics();
  const data = statistics.data;
  const percent = (rate: number) => `${number(Math.round(rate * 100))}%`;

  return (
    <Card role="region" aria-label={t('statistics.title')}>
      <CardHeader>
        <CardTitle className="text-base">{t('statistics.title')}</CardTitle>
      </CardHeader>
      <CardContent className="grid gap-4 text-sm">
        {statistics.isError ? (
          <p role="alert" className="text-destructive">
            {t('statistics.loadFailed')}
          </p>
        ) : null}
        {data ? (
          <>
            <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
              <div>
                <dt className="text-xs text-muted-foreground">{t('statistics.open')}</dt>
                <dd className="text-xl font-bold tabular-nums">
                  {number(data.open + data.escalated)}
                </dd>
              </div>
              <div>
                <dt className="text-xs text-muted-foreground">{t('statistics.proposed')}</dt>
                <dd className="text-xl font-bold tabular-nums">{number(data.proposed)}</dd>
              </div>
              <div>
                <dt className="text-xs text-muted-foreground">{t('statistics.decided')}</dt>
                <dd className="text-xl font-bold tabular-nums">{number(data.decided)}</dd>
              </div>
              <div>
                <dt className="text-xs text-muted-foreground">{t('statistics.median')}</dt>
                <dd className="text-xl font-bold tabular-nums">
                  {data.medianHoursToDecision === null
                    ? t('statistics.noMedian')
                    : t('statistics.hours', {
                        hours: number(Math.round(data.medianHoursToDecision)),
                      })}
                </dd>
              </div>
            </dl>
            {data.perList.length > 0 ? (
              <div className="grid gap-1">
                <p className="font-medium">{t('statistics.perList')}</p>
                <ul className="grid gap-1">
                  {data.perList.map((row) => (
                    <li key={row.sanctionList} className="flex flex-wrap justify-between gap-2">
                      <span>{t(`lists.${row.sanctionList}`)}</span>
                      <span className="tabular-nums text-muted-foreground">
                        {row.falsePositiveRate === null
                          ? '—'
                          : t('statistics.rate', {
                              rate: percent(row.falsePositiveRate),
                              decided: number(row.decided),
                            })}
                      </span>
                    </li>
                  ))}
                </ul>
              </div>
            ) : null}
            <CaseSourceRows perSource={data.perSource} />
          </>
        ) : null}
        <Link to={paths.cases} className="font-medium underline underline-offset-4">
          {t('statistics.viewQueue')}
        </Link>
      </CardContent>
    </Card>
  );
}
