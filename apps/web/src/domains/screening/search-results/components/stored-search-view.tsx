import { Link } from '@tanstack/react-router';
import { ArrowLeft, RefreshCw } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/components/page-header';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { ApiError } from '@/lib/api-error';
import { useReproduceSearch, useStoredSearch } from '../api/search-history';
import { searchedName } from '../lib/searched-name';
import { toStoredOutcome } from '../lib/stored-outcome';
import type { StoredOutcome } from '../lib/stored-outcome';
import { ReproductionSummary } from './reproduction-summary';
import { StoredSearchContext } from './stored-search-context';

interface StoredSearchViewProps {
  id: string;
  renderStoredResult: (outcome: StoredOutcome) => ReactNode;
}

/** One past screening exactly as it was shown, with its context, a re-run on today's lists and its evidence. */
export function StoredSearchView({ id, renderStoredResult }: StoredSearchViewProps) {
  const { t } = useTranslation('search-history');
  const stored = useStoredSearch(id);
  const reproduce = useReproduceSearch(id);
  const back = (
    <Button asChild variant="ghost" size="sm" className="justify-self-start">
      <Link to={paths.searchResults} search={{}}>
        <ArrowLeft aria-hidden="true" className="rtl:rotate-180" />
        {t('stored.back')}
      </Link>
    </Button>
  );

  if (stored.isPending) {
    return (
      <div className="grid gap-4">
        {back}
        <p role="status" className="flex items-center gap-2 text-sm text-muted-foreground">
          <Spinner className="size-4" />
          {t('stored.loading')}
        </p>
      </div>
    );
  }
  if (stored.isError) {
    const isNotFound = stored.error instanceof ApiError && stored.error.status === 404;
    return (
      <div className="grid gap-4">
        {back}
        <p role="alert" className="text-sm text-destructive">
          {isNotFound ? t('stored.notFound') : t('stored.failed')}
        </p>
      </div>
    );
  }

  const evidence = stored.data;
  return (
    <div className="grid grid-cols-[minmax(0,1fr)] gap-6">
      {back}
      <PageHeader
        title={t('stored.title', { name: searchedName(evidence.query) })}
        description={t('rerun.note')}
      />
      <StoredSearchContext evidence={evidence} />
      <div className="grid gap-3">
        <Button
          variant="outline"
          className="justify-self-start"
          disabled={reproduce.isPending}
          onClick={() => reproduce.mutate()}
        >
          {reproduce.isPending ? <Spinner className="size-4" /> : <RefreshCw aria-hidden="true" />}
          {reproduce.isPending ? t('rerun.running') : t('rerun.action')}
        </Button>
        {reproduce.isError ? (
          <p role="alert" className="text-sm text-destructive">
            {t('rerun.failed')}
          </p>
        ) : null}
        {reproduce.data ? <ReproductionSummary reproduction={reproduce.data} /> : null}
      </div>
      {renderStoredResult(toStoredOutcome(evidence))}
    </div>
  );
}
