import type { SanctionList } from '@sanctions/contracts';
import { useNavigate } from '@tanstack/react-router';
import { Gavel } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { toast } from '@/lib/toast';
import {
  useOpenBulkRowHitCase,
  useOpenBulkRowWatchlistHitCase,
  useOpenSearchHitCase,
  useOpenSearchWatchlistHitCase,
} from '../api/cases-api';
import { useCaseErrorMessage } from '../lib/use-case-error-message';

interface HitEntry {
  sanctionList: SanctionList;
  sourceId: string;
  /** The listed entry's name, for the button's accessible name. */
  name: string;
}

/** A row of the organisation's own watchlist (ADR 042), as the stored hit names it. */
interface WatchlistHitEntry {
  watchlistId: string;
  entryId: string;
  name: string;
}

/** A hit of a stored single search (results card or history). */
export interface SearchHit extends HitEntry {
  searchId: string;
}

/** A hit of one bulk screening row. */
export interface BulkRowHit extends HitEntry {
  jobId: string;
  rowNumber: number;
}

/** A watchlist hit of a stored single search. */
export interface WatchlistSearchHit extends WatchlistHitEntry {
  searchId: string;
}

/** A watchlist hit of one bulk screening row. */
export interface WatchlistBulkRowHit extends WatchlistHitEntry {
  jobId: string;
  rowNumber: number;
}

type DecidableHit = SearchHit | BulkRowHit | WatchlistSearchHit | WatchlistBulkRowHit;

/**
 * "Decide this hit" on a result row (ADR 024): opens the hit's case (or the undecided one already open) and
 * goes to the case page, where the decision and its four-eyes review are the same as for an alert. A single
 * search's hit and a bulk row's hit open the same kind of case, and so does a hit on the organisation's own
 * watchlist (ADR 042), as a case of that kind.
 */
export function DecideHitButton({ hit }: { hit: DecidableHit }) {
  const { t } = useTranslation('cases');
  const openSearch = useOpenSearchHitCase();
  const openBulkRow = useOpenBulkRowHitCase();
  const openSearchWatchlist = useOpenSearchWatchlistHitCase();
  const openBulkRowWatchlist = useOpenBulkRowWatchlistHitCase();
  const navigate = useNavigate();
  const errorMessage = useCaseErrorMessage();
  const handlers = {
    onSuccess: ({ alertId }: { alertId: string }) =>
      void navigate({ to: paths.caseAlert, params: { alertId } }),
    onError: (error: unknown) =>
      toast({
        title: t('searchHit.failed'),
        description: errorMessage(error, t('searchHit.failed')),
        variant: 'destructive',
      }),
  };
  const decide = () => {
    if ('watchlistId' in hit) {
      const row = { watchlistId: hit.watchlistId, entryId: hit.entryId };
      if ('jobId' in hit)
        openBulkRowWatchlist.mutate(
          { jobId: hit.jobId, rowNumber: hit.rowNumber, ...row },
          handlers,
        );
      else openSearchWatchlist.mutate({ searchId: hit.searchId, ...row }, handlers);
      return;
    }
    const pair = { sanctionList: hit.sanctionList, sourceId: hit.sourceId };
    if ('jobId' in hit)
      openBulkRow.mutate({ jobId: hit.jobId, rowNumber: hit.rowNumber, ...pair }, handlers);
    else openSearch.mutate({ searchId: hit.searchId, ...pair }, handlers);
  };
  const pending =
    openSearch.isPending ||
    openBulkRow.isPending ||
    openSearchWatchlist.isPending ||
    openBulkRowWatchlist.isPending;
  return (
    <Button
      size="sm"
      variant="outline"
      title={t('searchHit.hint')}
      aria-label={`${t('searchHit.button')}: ${hit.name}`}
      disabled={pending}
      onClick={decide}
    >
      <Gavel aria-hidden="true" />
      {t('searchHit.button')}
    </Button>
  );
}
