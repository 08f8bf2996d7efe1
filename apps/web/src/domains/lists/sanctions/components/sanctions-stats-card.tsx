import { useTranslation } from 'react-i18next';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { useApiErrorMessage } from '@/lib/api-error-message';
import { useSanctionsStats } from '../api/get-sanctions-stats';
import { useLocaleFormatters } from '@/lib/use-locale-formatters';
import { VersionStatusBadge } from './version-status-badge';

const CELL = 'px-3 py-2 text-start align-top';

/** Sanctions database statistics (spec 2): total entries, last update and the active version of each list. */
export function SanctionsStatsCard() {
  const { t } = useTranslation('admin');
  const errorMessage = useApiErrorMessage();
  const format = useLocaleFormatters();
  const stats = useSanctionsStats();

  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('stats.title')}</CardTitle>
        <CardDescription>{t('stats.description')}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-6">
        {stats.isPending ? (
          <Spinner className="text-muted-foreground" />
        ) : stats.isError ? (
          <p role="alert" className="text-sm text-destructive">
            {t('stats.loadFailed')} {errorMessage(stats.error, '')}
          </p>
        ) : (
          <>
            <dl className="grid gap-4 sm:grid-cols-3">
              <Tile
                label={t('stats.totalEntries')}
                value={format.number(stats.data.totalEntries)}
              />
              <Tile
                label={t('stats.lastUpdate')}
                value={stats.data.lastUpdate ? format.dateTime(stats.data.lastUpdate) : t('never')}
              />
              <Tile
                label={t('stats.publications')}
                value={format.number(stats.data.listBreakdown.length)}
              />
            </dl>
            {stats.data.listBreakdown.length === 0 ? (
              <p className="text-sm text-muted-foreground">{t('stats.empty')}</p>
            ) : (
              <div className="overflow-x-auto">
                <table className="w-full text-sm">
                  <caption className="sr-only">{t('stats.breakdown')}</caption>
                  <thead className="border-b text-muted-foreground">
                    <tr>
                      <th className={CELL}>{t('columns.list')}</th>
                      <th className={CELL}>{t('columns.publication')}</th>
                      <th className={CELL}>{t('columns.version')}</th>
                      <th className={CELL}>{t('columns.published')}</th>
                      <th className={CELL}>{t('columns.imported')}</th>
                      <th className={`${CELL} text-end`}>{t('columns.entries')}</th>
                      <th className={CELL}>{t('columns.status')}</th>
                    </tr>
                  </thead>
                  <tbody>
                    {stats.data.listBreakdown.map((item) => (
                      <tr key={item.versionId} className="border-b last:border-0">
                        <td className={`${CELL} font-medium`}>{t(`lists.${item.sanctionList}`)}</td>
                        <td className={CELL}>{item.listSource}</td>
                        <td className={`${CELL} font-mono text-xs`} title={item.versionId}>
                          <bdi translate="no">{item.versionId.slice(0, 8)}</bdi>
                        </td>
                        <td className={CELL}>
                          {item.publishedAt ? format.date(item.publishedAt) : t('notStated')}
                        </td>
                        <td className={CELL}>
                          {item.importedAt ? format.dateTime(item.importedAt) : t('never')}
                        </td>
                        <td className={`${CELL} text-end tabular-nums`}>
                          {format.number(item.count)}
                        </td>
                        <td className={CELL}>
                          <VersionStatusBadge status={item.status} />
                        </td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            )}
          </>
        )}
      </CardContent>
    </Card>
  );
}

function Tile({ label, value }: { label: string; value: string }) {
  return (
    <div className="grid gap-1 rounded-md border p-4">
      <dt className="text-sm text-muted-foreground">{label}</dt>
      <dd className="text-2xl font-semibold tabular-nums">{value}</dd>
    </div>
  );
}
