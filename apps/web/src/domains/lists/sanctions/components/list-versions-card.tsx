import { useTranslation } from 'react-i18next';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { useApiErrorMessage } from '@/lib/api-error-message';
import { cn } from '@/lib/utils';
import { useListVersions } from '../api/get-list-versions';
import { useLocaleFormatters } from '@/lib/use-locale-formatters';
import { VersionStatusBadge } from './version-status-badge';

const CELL = 'px-3 py-2 text-start align-top';

/** Import history: every version with its counts, delta against the previous one and failure reason. */
export function ListVersionsCard() {
  const { t } = useTranslation('admin');
  const errorMessage = useApiErrorMessage();
  const format = useLocaleFormatters();
  const versions = useListVersions();

  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('versions.title')}</CardTitle>
        <CardDescription>{t('versions.description')}</CardDescription>
      </CardHeader>
      <CardContent>
        {versions.isPending ? (
          <Spinner className="text-muted-foreground" />
        ) : versions.isError ? (
          <p role="alert" className="text-sm text-destructive">
            {t('versions.loadFailed')} {errorMessage(versions.error, '')}
          </p>
        ) : versions.data.length === 0 ? (
          <p className="text-sm text-muted-foreground">{t('versions.empty')}</p>
        ) : (
          <div className="overflow-x-auto">
            <table className="w-full text-sm">
              <caption className="sr-only">{t('versions.title')}</caption>
              <thead className="border-b text-muted-foreground">
                <tr>
                  <th className={CELL}>{t('columns.list')}</th>
                  <th className={CELL}>{t('columns.version')}</th>
                  <th className={CELL}>{t('columns.status')}</th>
                  <th className={CELL}>{t('columns.published')}</th>
                  <th className={CELL}>{t('columns.imported')}</th>
                  <th className={`${CELL} text-end`}>{t('columns.entries')}</th>
                  <th className={`${CELL} text-end`}>{t('columns.delta')}</th>
                  <th className={CELL}>{t('columns.failureReason')}</th>
                </tr>
              </thead>
              <tbody>
                {versions.data.map((version) => (
                  <tr
                    key={version.id}
                    data-status={version.status}
                    className={cn(
                      'border-b last:border-0',
                      version.status === 'failed' && 'bg-destructive/5',
                    )}
                  >
                    <td className={CELL}>
                      <span className="font-medium">{t(`lists.${version.sanctionList}`)}</span>
                      <span className="block text-xs text-muted-foreground">
                        {version.listSource}
                      </span>
                    </td>
                    <td className={`${CELL} font-mono text-xs`} title={version.id}>
                      <bdi translate="no">{version.id.slice(0, 8)}</bdi>
                    </td>
                    <td className={CELL}>
                      <VersionStatusBadge status={version.status} />
                    </td>
                    <td className={CELL}>
                      {version.publishedAt ? format.date(version.publishedAt) : t('notStated')}
                    </td>
                    <td className={CELL}>
                      {format.dateTime(version.importedAt ?? version.createdAt)}
                    </td>
                    <td className={`${CELL} text-end tabular-nums`}>
                      {format.number(version.entryCount)}
                    </td>
                    <td className={`${CELL} whitespace-nowrap text-end tabular-nums`}>
                      {t('versions.delta', {
                        added: format.number(version.addedCount),
                        removed: format.number(version.removedCount),
                        changed: format.number(version.changedCount),
                      })}
                    </td>
                    <td className={cn(CELL, 'max-w-xs break-words text-destructive')}>
                      {version.failureReason ?? ''}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </CardContent>
    </Card>
  );
}
