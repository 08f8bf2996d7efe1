import { SEARCH_HISTORY_DEFAULT_PAGE_SIZE } from '@sanctions/contracts';
import type { SearchHistoryRow } from '@sanctions/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { useApiErrorMessage } from '@/lib/api-error-message';
import { toast } from '@/lib/toast';
import { useDateTime } from '@/lib/use-date-time';
import { useDownloadSearchReport } from '../api/download-search-report';
import { useSearchHistory } from '../api/get-search-history';
import { useNumberFormat } from '../lib/use-number-format';
import { LoadError } from './load-error';
import { Pager } from './pager';
import { SearchHistoryFilters } from './search-history-filters';
import type { HistoryFilters } from './search-history-filters';
import { StoredSearchDialog } from './stored-search-dialog';

function searchedName(row: SearchHistoryRow): string {
  return [`${row.firstName} ${row.lastName}`.trim(), row.arabicName]
    .filter((part) => part !== '')
    .join(' · ');
}

/** Search History: every user's screenings with filters and paging; a row opens its evidence and PDF. */
export function SearchHistoryTab() {
  const { t, i18n } = useTranslation('super-admin');
  const { dateTime } = useDateTime('');
  const number = useNumberFormat();
  const errorMessage = useApiErrorMessage();
  const [filters, setFilters] = useState<HistoryFilters>({});
  const [page, setPage] = useState(1);
  const [opened, setOpened] = useState<SearchHistoryRow | null>(null);
  const history = useSearchHistory({
    ...filters,
    page,
    pageSize: SEARCH_HISTORY_DEFAULT_PAGE_SIZE,
  });
  const download = useDownloadSearchReport();

  const downloadPdf = (row: SearchHistoryRow) =>
    download.mutate(
      { searchId: row.id, language: i18n.language === 'ar' ? 'ar' : 'en' },
      {
        onError: (error) =>
          toast({
            title: t('history.downloadFailed'),
            description: errorMessage(error, t('history.downloadFailed')),
            variant: 'destructive',
          }),
      },
    );

  return (
    <section className="grid gap-4" aria-label={t('tabs.searchHistory')}>
      <SearchHistoryFilters
        onApply={(next) => {
          setFilters(next);
          setPage(1);
        }}
      />
      {history.isPending ? <Spinner className="mx-auto" /> : null}
      {history.isError ? (
        <LoadError
          title={t('history.loadFailed')}
          error={history.error}
          onRetry={() => void history.refetch()}
        />
      ) : null}
      {history.data ? (
        <>
          {history.data.history.length === 0 ? (
            <p className="py-6 text-center text-muted-foreground">{t('history.empty')}</p>
          ) : (
            <div className="overflow-x-auto rounded-lg border">
              <table className="w-full text-sm">
                <thead className="bg-muted/50">
                  <tr>
                    {(['time', 'user', 'name', 'nationality', 'result', 'actions'] as const).map(
                      (column) => (
                        <th key={column} scope="col" className="px-3 py-2 text-start font-medium">
                          {t(`history.columns.${column}`)}
                        </th>
                      ),
                    )}
                  </tr>
                </thead>
                <tbody>
                  {history.data.history.map((row) => {
                    const name = searchedName(row);
                    return (
                      <tr key={row.id} className="border-t align-top">
                        <td className="whitespace-nowrap px-3 py-2">{dateTime(row.searchTime)}</td>
                        <td className="px-3 py-2">
                          {row.userName === null ? (
                            <span className="text-muted-foreground">
                              {t('history.deletedUser')}
                            </span>
                          ) : (
                            <div className="grid">
                              <span>{row.userName}</span>
                              <span className="text-xs text-muted-foreground">{row.userEmail}</span>
                            </div>
                          )}
                        </td>
                        <td className="px-3 py-2" dir="auto">
                          {name}
                        </td>
                        <td className="px-3 py-2">{row.nationality ?? t('common.none')}</td>
                        <td className="px-3 py-2">
                          {row.matchFound ? (
                            <Badge variant="destructive">
                              {t('history.matchCount', { value: number(row.matchCount) })}
                            </Badge>
                          ) : (
                            <Badge variant="secondary">{t('history.clear_result')}</Badge>
                          )}
                        </td>
                        <td className="px-3 py-2">
                          {row.sessionId === null ? (
                            <span className="text-xs text-muted-foreground">
                              {t('history.noEvidence')}
                            </span>
                          ) : (
                            <div className="flex flex-wrap gap-2">
                              <Button
                                type="button"
                                size="sm"
                                variant="outline"
                                aria-label={t('history.openLabel', { name })}
                                onClick={() => setOpened(row)}
                              >
                                {t('history.open')}
                              </Button>
                              <Button
                                type="button"
                                size="sm"
                                variant="ghost"
                                aria-label={t('history.downloadLabel', { name })}
                                disabled={download.isPending}
                                onClick={() => downloadPdf(row)}
                              >
                                {t('history.downloadPdf')}
                              </Button>
                            </div>
                          )}
                        </td>
                      </tr>
                    );
                  })}
                </tbody>
              </table>
            </div>
          )}
          <Pager
            page={history.data.page}
            pageSize={history.data.pageSize}
            total={history.data.total}
            onPageChange={setPage}
          />
        </>
      ) : null}
      <StoredSearchDialog
        row={opened}
        onClose={() => setOpened(null)}
        onDownload={downloadPdf}
        isDownloading={download.isPending}
      />
    </section>
  );
}
