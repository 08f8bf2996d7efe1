import type { AlertDetail } from '@sanctions/contracts';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { AlertPepEntry } from './alert-pep-entry';
import { AlertWatchlistEntry } from './alert-watchlist-entry';

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="grid gap-0.5">
      <dt className="text-xs text-muted-foreground">{label}</dt>
      <dd className="break-words">{children}</dd>
    </div>
  );
}

/** The monitored subject and the listed entry side by side (stacked on a phone). */
export function AlertParties({ alert }: { alert: AlertDetail }) {
  const { t } = useTranslation('cases');
  const subject = alert.subject;
  const entry = alert.match?.sanctionEntry;
  const none = t('detail.none');
  const latin = `${subject.firstName} ${subject.lastName}`.trim();

  return (
    <div className="grid gap-4 md:grid-cols-2">
      <Card>
        <CardHeader>
          <CardTitle className="text-base">{t('detail.subject')}</CardTitle>
        </CardHeader>
        <CardContent>
          <dl className="grid gap-3 text-sm">
            <Fact label={t('detail.latinName')}>{latin === '' ? none : <bdi>{latin}</bdi>}</Fact>
            <Fact label={t('detail.arabicName')}>
              {subject.arabicName === '' ? none : <bdi dir="rtl">{subject.arabicName}</bdi>}
            </Fact>
            <Fact label={t('detail.dateOfBirth')}>
              {subject.dateOfBirth ? <bdi dir="ltr">{subject.dateOfBirth}</bdi> : none}
            </Fact>
            <Fact label={t('detail.nationality')}>
              {subject.nationality ? <bdi>{subject.nationality}</bdi> : none}
            </Fact>
            <Fact label={t('detail.reference')}>
              {subject.reference ? <bdi>{subject.reference}</bdi> : none}
            </Fact>
          </dl>
        </CardContent>
      </Card>
      {entry === undefined ? (
        alert.pepMatch ? (
          <AlertPepEntry pep={alert.pepMatch} />
        ) : alert.watchlistMatch ? (
          <AlertWatchlistEntry hit={alert.watchlistMatch} />
        ) : null
      ) : (
        <Card>
          <CardHeader>
            <CardTitle className="text-base">{t('detail.entry')}</CardTitle>
          </CardHeader>
          <CardContent>
            <dl className="grid gap-3 text-sm">
              <Fact label={t('detail.latinName')}>
                <bdi>{entry.fullName}</bdi>
              </Fact>
              <Fact label={t('detail.arabicName')}>
                {entry.arabicName === '' ? none : <bdi dir="rtl">{entry.arabicName}</bdi>}
              </Fact>
              <Fact label={t('detail.dateOfBirth')}>
                {entry.dateOfBirth ? <bdi dir="ltr">{entry.dateOfBirth}</bdi> : none}
              </Fact>
              <Fact label={t('detail.nationality')}>
                {entry.nationality === '' ? none : <bdi>{entry.nationality}</bdi>}
              </Fact>
              <Fact label={t('detail.list')}>
                {t(`lists.${entry.sanctionList}`)} ({entry.listSource})
              </Fact>
              <Fact label={t('detail.sourceId')}>
                <bdi dir="ltr">{entry.sourceId}</bdi>
              </Fact>
              <Fact label={t('detail.aliases')}>
                {entry.aliases.length === 0 ? (
                  none
                ) : (
                  <ul className="grid gap-0.5">
                    {entry.aliases.map((alias) => (
                      <li key={`${alias.kind}:${alias.name}`}>
                        <bdi dir="auto">{alias.name}</bdi>
                      </li>
                    ))}
                  </ul>
                )}
              </Fact>
            </dl>
          </CardContent>
        </Card>
      )}
    </div>
  );
}
