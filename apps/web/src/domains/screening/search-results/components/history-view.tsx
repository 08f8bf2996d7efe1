import { SCREENING_HISTORY_PAGE_SIZE } from '@sanctions/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/components/page-header';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { useDateTime } from '@/lib/use-date-time';
import { useSearchHistory } from '../api/search-history';
import { EMPTY_HISTORY_FILTERS } from '../lib/history-params';
import type { HistoryFilterState } from '../lib/history-params';
import { HistoryFilters } from './history-filters';
import { HistoryList } from './history-list';

const isEmptyFilter = (filters: HistoryFilterState) =>
  Object.values(filters).every((value) => value === '');

/** The screening history: filters, the paged rows, each opening its stored result. */
export function HistoryView() {
  const { t, i18n } = useTranslation('search-history');
  const { dateTime } = useDateTime(t('justNow'));
  const [draft, setDraft] = useState<HistoryFilterState>(EMPTY_HISTORY_FILTERS);
  const [applied, setApplied] = useState<HistoryFilterState>(EMPTY_HISTORY_FILTERS);
  const [page, setPage] = useState(1);
  const history = useSearchHistory(applied, page);
  const number = new Intl.NumberFormat(i18n.language);

  const apply = (filters: HistoryFilterState) => {
    setApplied(filters);
    setPage(1);
  };

  const data = history.data;
  const searches = data?.searches ?? [];
  const total = data?.total ?? 0;
  const from = searches.length === 0 ? 0 : (page - 1) * SCREENING_HISTORY_PAGE_SIZE + 1;
  const to = from === 0 ? 0 : from + searches.length - 1;
  const isOrganization = data?.scope === 'organization';

  return (
    <div className="grid grid-cols-[minmax(0,1fr)] gap-6">
      <PageHeader
        title={t('title')}
        description={isOrganization ? t('descriptionOrganization') : t('description')}
      />
      <HistoryFilters
        draft={draft}
        members={data?.members ?? []}
        onChange={setDraft}
        onApply={() => apply(draft)}
        onClear={() => {
          setDraft(EMPTY_HISTORY_FILTERS);
          apply(EMPTY_HISTORY_FILTERS);
        }}
      />
      <div aria-busy={history.isFetching}>
        {history.isPending ? (
          <p
            role="status"
            className="flex items-center justify-center gap-2 p-6 text-sm text-muted-foreground"
          >
            <Spinner className="size-4" />
            {t('loading')}
          </p>
        ) : history.isError ? (
          <p role="alert" className="p-6 text-center text-sm text-destructive">
            {t('failed')}
          </p>
        ) : searches.length === 0 ? (
          <p className="rounded-md border p-6 text-center text-sm text-muted-foreground">
            {isEmptyFilter(applied) ? t('emptyAll') : t('empty')}
          </p>
        ) : (
          <HistoryList searches={searches} showUser={isOrganization} dateTime={dateTime} />
        )}
      </div>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm text-muted-foreground" aria-live="polite">
          {t('paging.showing', {
            from: number.format(from),
            to: number.format(to),
            total: number.format(total),
          })}
        </p>
        <div className="flex gap-2">
          <Button
            variant="outline"
            size="sm"
            disabled={page === 1 || history.isFetching}
            onClick={() => setPage(page - 1)}
          >
            {t('paging.previous')}
          </Button>
          <Button
            variant="outline"
            size="sm"
            disabled={to >= total || history.isFetching}
            onClick={() => setPage(page + 1)}
          >
            {t('paging.next')}
          </Button>
        </div>
      </div>
    </div>
  );
}
