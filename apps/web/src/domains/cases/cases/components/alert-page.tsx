import type { Match } from '@sanctions/contracts';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/components/page-header';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { paths } from '@/config/paths';
import { ApiError } from '@/lib/api-error';
import { languageSchema } from '@/lib/language';
import { saveFile } from '@/lib/save-file';
import { useLocaleFormatters } from '@/lib/use-locale-formatters';
import { fetchAlertReport, useAlert } from '../api/cases-api';
import { useCaseErrorMessage } from '../lib/use-case-error-message';
import { AlertHistory } from './alert-history';
import { AlertKindBadge, RiskBadge, StatusBadge, subjectName } from './alert-labels';
import { AlertParties } from './alert-parties';
import { AssignControl } from './assign-control';
import { DecisionsPanel } from './decisions-panel';

interface AlertPageProps {
  alertId: string;
  /** The match's token-by-token explanation, composed by the route (features do not import each other). */
  renderMatchDetails: (match: Match) => ReactNode;
}

/** /cases/$alertId (issue 16): one alert's case, its decisions and its history. */
export function AlertPage({ alertId, renderMatchDetails }: AlertPageProps) {
  const { t, i18n } = useTranslation('cases');
  const { number, dateTime } = useLocaleFormatters();
  const errorMessage = useCaseErrorMessage();
  const query = useAlert(alertId);
  const [downloading, setDownloading] = useState(false);
  const [downloadError, setDownloadError] = useState<string | null>(null);
  const alert = query.data;

  if (query.isError) {
    const notFound = query.error instanceof ApiError && query.error.status === 404;
    return (
      <div className="mx-auto grid w-full max-w-7xl gap-4 px-4 py-8">
        <p role="alert" className="text-destructive">
          {notFound ? t('detail.notFound') : t('detail.loadFailed')}
        </p>
        <Link to={paths.cases} className="underline underline-offset-4">
          {t('detail.back')}
        </Link>
      </div>
    );
  }
  if (!alert) {
    return (
      <p className="mx-auto max-w-7xl px-4 py-8 text-muted-foreground">{t('detail.loading')}</p>
    );
  }

  const download = async () => {
    setDownloading(true);
    setDownloadError(null);
    try {
      const language = languageSchema.catch('en').parse(i18n.language);
      const pdf = await fetchAlertReport(alert.id, language);
      saveFile(pdf, `alert-${alert.id}-${language}.pdf`);
    } catch (error) {
      setDownloadError(errorMessage(error, t('detail.reportFailed')));
    } finally {
      setDownloading(false);
    }
  };
  const raisedBy = alert.raisedByListVersion;
  // A PEP hit has no match type of its own; a sanctions match and a watchlist hit have the engine's.
  const matchType = (alert.match ?? alert.watchlistMatch)?.matchType;

  return (
    <div className="mx-auto grid w-full max-w-7xl grid-cols-[minmax(0,1fr)] gap-6 px-4 py-8">
      <Link to={paths.cases} className="text-sm underline underline-offset-4">
        {t('detail.back')}
      </Link>
      <PageHeader title={subjectName(alert.subject)} description={t('detail.description')} />
      <Card>
        <CardHeader>
          <CardTitle className="flex flex-wrap items-center gap-2 text-base">
            <StatusBadge alert={alert} />
            <RiskBadge risk={alert.riskLevel} />
            <AlertKindBadge alert={alert} />
          </CardTitle>
        </CardHeader>
        <CardContent className="grid gap-4">
          <dl className="grid gap-3 text-sm sm:grid-cols-2 lg:grid-cols-4">
            <div>
              <dt className="text-xs text-muted-foreground">{t('detail.confidence')}</dt>
              <dd className="tabular-nums">{number(alert.confidence)}%</dd>
            </div>
            <div>
              <dt className="text-xs text-muted-foreground">{t('detail.matchType')}</dt>
              <dd>{matchType ? t(`matchTypes.${matchType}`) : t('detail.none')}</dd>
            </div>
            <div>
              <dt className="text-xs text-muted-foreground">{t('detail.raisedBy')}</dt>
              <dd>
                {t(`triggers.${alert.trigger}`)}
                {raisedBy ? (
                  <span className="block text-xs text-muted-foreground">
                    {raisedBy.listSource}
                    {raisedBy.publishedAt ? ` · ${dateTime(raisedBy.publishedAt)}` : null}
                  </span>
                ) : null}
              </dd>
            </div>
            <div>
              <dt className="text-xs text-muted-foreground">{t('detail.raisedAt')}</dt>
              <dd>{dateTime(alert.raisedAt)}</dd>
            </div>
          </dl>
          <AssignControl alert={alert} />
          <div className="flex flex-wrap items-center gap-2">
            <Button
              type="button"
              variant="outline"
              disabled={downloading}
              onClick={() => void download()}
            >
              {t('detail.downloadReport')}
            </Button>
            {downloadError ? (
              <p role="alert" className="text-sm text-destructive">
                {downloadError}
              </p>
            ) : null}
          </div>
        </CardContent>
      </Card>
      <AlertParties alert={alert} />
      <section aria-label={t('detail.explanation')} className="grid min-w-0 gap-2">
        <h2 className="text-lg font-semibold">{t('detail.explanation')}</h2>
        {alert.match ? (
          renderMatchDetails(alert.match)
        ) : (
          <p className="text-sm break-words">
            {
              (alert.pepMatch ?? alert.watchlistMatch)?.analysis[
                languageSchema.catch('en').parse(i18n.language)
              ]
            }
          </p>
        )}
      </section>
      <DecisionsPanel alert={alert} />
      <AlertHistory alertId={alert.id} events={alert.events} />
    </div>
  );
}
