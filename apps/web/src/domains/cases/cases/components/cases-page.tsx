import { ALERT_STATUS_FILTERS } from '@sanctions/contracts';
import type { AlertStatusFilter } from '@sanctions/contracts';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/components/page-header';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { paths } from '@/config/paths';
import { useAlertCounts } from '@/domains/cases/shared/alert-counts';
import { useLocaleFormatters } from '@/lib/use-locale-formatters';
import { cn } from '@/lib/utils';
import { useAlerts } from '../api/cases-api';
import type { AlertQuery } from '../api/cases-api';
import { AlertQueueFilters, NO_FILTERS } from './alert-queue-filters';
import type { QueueFilters } from './alert-queue-filters';
import { AlertQueueList } from './alert-queue-list';

const PAGE_SIZE = 20;

function toQuery(
  status: AlertStatusFilter,
  filters: QueueFilters,
  page: number,
  subjectId: string | undefined,
): AlertQuery {
  const search = filters.search.trim();
  return {
    status,
    page,
    limit: PAGE_SIZE,
    ...(search === '' ? {} : { search }),
    ...(filters.risk === '' ? {} : { risk: filters.risk }),
    ...(filters.list === '' ? {} : { list: filters.list }),
    ...(filters.assignee === '' ? {} : { assignee: filters.assignee }),
    ...(filters.age === '' ? {} : { age: filters.age }),
    ...(subjectId === undefined ? {} : { subjectId }),
  };
}

/** /cases (issue 16): the alert queue with its status tabs, filters and pages. */
export function CasesPage({ subjectId }: { subjectId?: string }) {
  const { t } = useTranslation('cases');
  const { number } = useLocaleFormatters();
  // A link from /monitoring asks for one subject's alerts, whatever their status.
  const [status, setStatus] = useState<AlertStatusFilter>(subjectId ? 'all' : 'open');
  const [filters, setFilters] = useState<QueueFilters>(NO_FILTERS);
  const [page, setPage] = useState(1);
  const counts = useAlertCounts();
  const alerts = useAlerts(toQuery(status, filters, page, subjectId));
  const data = alerts.data;
  const awaiting = counts.data?.awaitingMyApproval ?? 0;
  const tabCount: Partial<Record<AlertStatusFilter, number>> = counts.data
    ? {
        open: counts.data.open + counts.data.escalated,
        escalated: counts.data.escalated,
        proposed: counts.data.proposed,
      }
    : {};

  return (
    <div className="mx-auto grid w-full max-w-7xl grid-cols-[minmax(0,1fr)] gap-6 px-4 py-8">
      <PageHeader
        title={t('queue.title')}
        description={t('queue.description')}
        actions={
          <Link
            to={paths.caseClearances}
            className="text-sm font-medium underline underline-offset-4"
          >
            {t('clearances.link')}
          </Link>
        }
      />
      {awaiting > 0 ? (
        <button
          type="button"
          onClick={() => {
            setStatus('proposed');
            setPage(1);
          }}
          className="rounded-md border border-amber-400 bg-amber-50 p-3 text-start text-sm font-medium text-amber-900 dark:bg-amber-950 dark:text-amber-100"
        >
          {t('queue.awaitingMyApproval', { count: awaiting })}
        </button>
      ) : null}
      {subjectId ? (
        <p className="flex flex-wrap items-center gap-2 text-sm">
          {t('queue.oneSubject')}
          <Link to={paths.cases} className="font-medium underline underline-offset-4">
            {t('queue.allSubjects')}
          </Link>
        </p>
      ) : null}
      <div role="group" aria-label={t('queue.statusGroup')} className="flex flex-wrap gap-2">
        {ALERT_STATUS_FILTERS.map((value) => (
          <Button
            key={value}
            type="button"
            size="sm"
            variant={status === value ? 'default' : 'outline'}
            aria-pressed={status === value}
            onClick={() => {
              setStatus(value);
              setPage(1);
            }}
          >
            {t(`tabs.${value}`)}
            {tabCount[value] !== undefined ? (
              <span className="ms-1 tabular-nums">({number(tabCount[value])})</span>
            ) : null}
          </Button>
        ))}
      </div>
      <Card>
        <CardContent className="grid gap-4 pt-6">
          <AlertQueueFilters
            applied={filters}
            onApply={(next) => {
              setFilters(next);
              setPage(1);
            }}
          />
          {alerts.isError ? (
            <p role="alert" className="text-sm text-destructive">
              {t('queue.loadFailed')}
            </p>
          ) : null}
          {data && data.alerts.length === 0 ? (
            <p className="rounded-md border border-dashed p-4 text-sm text-muted-foreground">
              {t('queue.empty')}
            </p>
          ) : null}
          {data && data.alerts.length > 0 ? <AlertQueueList alerts={data.alerts} /> : null}
          {data && data.pagination.totalPages > 1 ? (
            <nav
              aria-label={t('queue.pages')}
              className="flex flex-wrap items-center gap-3 text-sm"
            >
              <Button
                variant="outline"
                size="sm"
                disabled={page <= 1}
                onClick={() => setPage((p) => Math.max(1, p - 1))}
              >
                {t('queue.previous')}
              </Button>
              <span className={cn('tabular-nums')}>
                {t('queue.pageOf', {
                  page: number(page),
                  pages: number(data.pagination.totalPages),
                })}
              </span>
              <Button
                variant="outline"
                size="sm"
                disabled={page >= data.pagination.totalPages}
                onClick={() => setPage((p) => p + 1)}
              >
                {t('queue.next')}
              </Button>
            </nav>
          ) : null}
        </CardContent>
      </Card>
    </div>
  );
}
