import type { SearchHistoryRow } from '@sanctions/contracts';
import { useTranslation } from 'react-i18next';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { Spinner } from '@/components/ui/spinner';
import { useDateTime } from '@/lib/use-date-time';
import { useStoredSearch } from '../api/get-stored-search';
import { useNumberFormat } from '../lib/use-number-format';
import { LoadError } from './load-error';

function Fact({ label, value }: { label: string; value: string }) {
  return (
    <div className="grid gap-0.5">
      <dt className="text-xs text-muted-foreground">{label}</dt>
      <dd className="text-sm">{value}</dd>
    </div>
  );
}

/** The stored search of a history row as it was answered: query, versions, algorithm and matches; PDF download. */
export function StoredSearchDialog({
  row,
  onClose,
  onDownload,
  isDownloading,
}: {
  row: SearchHistoryRow | null;
  onClose: () => void;
  onDownload: (row: SearchHistoryRow) => void;
  isDownloading: boolean;
}) {
  const { t } = useTranslation('super-admin');
  const { dateTime } = useDateTime('');
  const number = useNumberFormat();
  const stored = useStoredSearch(row?.sessionId ?? null);
  const evidence = stored.data;

  return (
    <Dialog open={row !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent className="sm:max-w-2xl">
        <DialogHeader>
          <DialogTitle>{t('history.dialogTitle')}</DialogTitle>
          <DialogDescription>
            {row
              ? t('history.dialogDescription', {
                  time: dateTime(row.searchTime),
                  user: row.userName ?? t('history.deletedUser'),
                })
              : null}
          </DialogDescription>
        </DialogHeader>
        {stored.isPending ? <Spinner className="mx-auto" /> : null}
        {stored.isError ? (
          <LoadError
            title={t('history.storedLoadFailed')}
            error={stored.error}
            onRetry={() => void stored.refetch()}
          />
        ) : null}
        {evidence ? (
          <div className="grid gap-4">
            <dl className="grid gap-3 sm:grid-cols-2">
              <Fact
                label={t('history.query')}
                value={[
                  evidence.query.firstName,
                  evidence.query.lastName,
                  evidence.query.arabicName,
                ]
                  .filter((part) => part.trim() !== '')
                  .join(' ')}
              />
              <Fact label={t('history.searchType')} value={evidence.query.searchType} />
              <Fact label={t('history.lists')} value={evidence.query.sanctionLists} />
              <Fact label={t('history.algorithm')} value={evidence.algorithm} />
              <Fact
                label={t('history.listVersions')}
                value={
                  evidence.listVersions
                    .map((version) =>
                      `${version.sanctionList.toUpperCase()} ${version.publishedAt ?? ''}`.trim(),
                    )
                    .join(', ') || t('common.none')
                }
              />
              <Fact
                label={t('history.matchesFound')}
                value={number(evidence.result.totalMatches)}
              />
            </dl>
            {evidence.result.matches.length === 0 ? (
              <p className="text-sm text-muted-foreground">{t('history.noMatches')}</p>
            ) : (
              <div className="overflow-x-auto">
                <table className="w-full text-sm">
                  <thead>
                    <tr className="border-b text-start text-muted-foreground">
                      <th className="py-2 text-start font-medium">{t('history.matchName')}</th>
                      <th className="py-2 text-start font-medium">{t('history.list')}</th>
                      <th className="py-2 text-start font-medium">{t('history.confidence')}</th>
                      <th className="py-2 text-start font-medium">{t('history.risk')}</th>
                    </tr>
                  </thead>
                  <tbody>
                    {evidence.result.matches.map((match, index) => (
                      <tr key={`${match.matchedName}-${index}`} className="border-b last:border-0">
                        <td className="py-2">{match.matchedName}</td>
                        <td className="py-2">{match.sanctionEntry.sanctionList.toUpperCase()}</td>
                        <td className="py-2 tabular-nums">{number(match.confidence)}</td>
                        <td className="py-2">
                          <Badge variant={match.riskLevel === 'high' ? 'destructive' : 'secondary'}>
                            {match.riskLevel}
                          </Badge>
                        </td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            )}
          </div>
        ) : null}
        <div className="flex flex-wrap justify-end gap-2">
          <Button
            type="button"
            variant="outline"
            disabled={row === null || isDownloading}
            onClick={() => (row ? onDownload(row) : undefined)}
          >
            {t('history.downloadPdf')}
          </Button>
          <Button type="button" onClick={onClose}>
            {t('common.close')}
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
