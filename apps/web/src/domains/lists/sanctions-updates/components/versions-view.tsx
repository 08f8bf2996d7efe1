import { LIST_UPDATES_PAGE_SIZE } from '@sanctions/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/components/page-header';
import { Spinner } from '@/components/ui/spinner';
import { useDateTime } from '@/lib/use-date-time';
import { EMPTY_UPDATES_FILTERS, useListUpdates } from '../api/list-updates';
import type { UpdatesFilterState } from '../api/list-updates';
import { Pager } from './pager';
import { UpdatesFilters } from './updates-filters';
import { VersionList } from './version-list';

const isEmptyFilter = (filters: UpdatesFilterState) =>
  Object.values(filters).every((value) => value === '');

/** Every activated list version, newest first, filterable by list and publication date. */
export function VersionsView() {
  const { t } = useTranslation('sanctions-updates');
  const { dateTime } = useDateTime(t('justNow'));
  const [draft, setDraft] = useState<UpdatesFilterState>(EMPTY_UPDATES_FILTERS);
  const [applied, setApplied] = useState<UpdatesFilterState>(EMPTY_UPDATES_FILTERS);
  const [page, setPage] = useState(1);
  const updates = useListUpdates(applied, page);
  const apply = (filters: UpdatesFilterState) => {
    setApplied(filters);
    setPage(1);
  };
  const versions = updates.data?.versions ?? [];

  return (
    <div className="grid gap-6">
      <PageHeader title={t('title')} description={t('description')} />
      <UpdatesFilters
        draft={draft}
        onChange={setDraft}
        onApply={() => apply(draft)}
        onClear={() => {
          setDraft(EMPTY_UPDATES_FILTERS);
          apply(EMPTY_UPDATES_FILTERS);
        }}
      />
      <div aria-busy={updates.isFetching}>
        {updates.isPending ? (
          <p
            role="status"
            className="flex items-center justify-center gap-2 p-6 text-sm text-muted-foreground"
          >
            <Spinner className="size-4" />
            {t('loading')}
          </p>
        ) : updates.isError ? (
          <p role="alert" className="p-6 text-center text-sm text-destructive">
            {t('failed')}
          </p>
        ) : versions.length === 0 ? (
          <p className="rounded-md border p-6 text-center text-sm text-muted-foreground">
            {isEmptyFilter(applied) ? t('emptyAll') : t('empty')}
          </p>
        ) : (
          <VersionList versions={versions} dateTime={dateTime} />
        )}
      </div>
      <Pager
        page={page}
        pageSize={LIST_UPDATES_PAGE_SIZE}
        shown={versions.length}
        total={updates.data?.total ?? 0}
        busy={updates.isFetching}
        onPage={setPage}
      />
    </div>
  );
}
