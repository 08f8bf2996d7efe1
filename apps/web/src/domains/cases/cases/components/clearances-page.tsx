import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/components/page-header';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { paths } from '@/config/paths';
import { useLocaleFormatters } from '@/lib/use-locale-formatters';
import { useClearances } from '../api/clearances-api';
import type { ClearanceQuery } from '../api/clearances-api';
import { ClearanceCard } from './clearance-card';
import { ClearanceFiltersForm, NO_CLEARANCE_FILTERS } from './clearance-filters';
import type { ClearanceFilters } from './clearance-filters';

const PAGE_SIZE = 20;

function toQuery(filters: ClearanceFilters, page: number): ClearanceQuery {
  const q = filters.q.trim();
  return {
    page,
    limit: PAGE_SIZE,
    ...(q === '' ? {} : { q }),
    ...(filters.list === '' ? {} : { sanctionList: filters.list }),
    ...(filters.state === '' ? {} : { state: filters.state }),
  };
}

/** /cases/clearances (issue 23 §3): the whitelist of approved false positives, its expiry and revocation. */
export function ClearancesPage() {
  const { t } = useTranslation('cases');
  const { number } = useLocaleFormatters();
  const [filters, setFilters] = useState<ClearanceFilters>(NO_CLEARANCE_FILTERS);
  const [page, setPage] = useState(1);
  const clearances = useClearances(toQuery(filters, page));
  const data = clearances.data;
  return (
    <div className="mx-auto grid w-full max-w-7xl grid-cols-[minmax(0,1fr)] gap-6 px-4 py-8">
      <PageHeader
        title={t('clearances.title')}
        description={t('clearances.description')}
        actions={
          <Link to={paths.cases} className="text-sm font-medium underline underline-offset-4">
            {t('clearances.backToQueue')}
          </Link>
        }
      />
      <Card>
        <CardContent className="grid gap-4 pt-6">
          <ClearanceFiltersForm
            applied={filters}
            onApply={(next) => {
              setFilters(next);
              setPage(1);
            }}
          />
          {clearances.isError ? (
            <p role="alert" className="text-sm text-destructive">
              {t('clearances.loadFailed')}
            </p>
          ) : null}
          {data && data.clearances.length === 0 ? (
            <p className="rounded-md border border-dashed p-4 text-sm text-muted-foreground">
              {t('clearances.empty')}
            </p>
          ) : null}
          {data && data.clearances.length > 0 ? (
            <ul className="grid gap-3" aria-label={t('clearances.title')}>
              {data.clearances.map((clearance) => (
                <ClearanceCard key={clearance.id} clearance={clearance} />
              ))}
            </ul>
          ) : null}
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
              <span className="tabular-nums">
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
