import { AlertTriangle } from 'lucide-react';
import type { Match, SanctionList, SearchRequest, WatchlistMatch } from '@sanctions/contracts';
import { useEffect, useRef, useState } from 'react';
import type { ReactNode } from 'react';
import type { UseFormSetError } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { ApiError } from '@/lib/api-error';
import { useApiErrorMessage } from '@/lib/api-error-message';
import { toast } from '@/lib/toast';
import { useSearchDefaults } from '../api/get-search-defaults';
import { useRunSearch } from '../api/run-search';
import { useUserUsage } from '../api/get-user-usage';
import { isSearchFormField } from '../lib/search-form-schema';
import type { SearchFormInput, SearchFormValues } from '../lib/search-form-schema';
import { useFormatters } from '../lib/use-formatters';
import type { ResultExporter, ScreeningOutcome } from '../result-exporter';
import { FeatureHighlights } from './feature-highlights';
import { MatchDetailDialog } from './match-detail-dialog';
import { ResultsCard } from './results-card';
import { SearchForm } from './search-form';
import { SearchHero } from './search-hero';
import { SearchLoadingCard } from './search-loading-card';
import { UsageStrip } from './usage-strip';

interface SearchPageProps {
  exporter: ResultExporter;
  /** Saved searches beside the form; `run` fills the form with a query and submits it. */
  renderSavedSearches?: (run: (query: SearchRequest) => void) => ReactNode;
  /** "Save search" on the form and on a result, given how to read the query to save. */
  renderSaveSearch?: (getQuery: () => Promise<SearchRequest | null>) => ReactNode;
  /** Match feedback on each result row (`withDetails` false) and in the detail dialog (true). */
  renderMatchFeedback?: (target: {
    searchId: string;
    matchIndex: number;
    match: Match;
    withDetails: boolean;
  }) => ReactNode;
  /** An action on each hit of the organisation's own watchlist (ADR 042). */
  renderWatchlistAction?: (searchId: string, match: WatchlistMatch) => ReactNode;
  /** More Export menu entries for the result (the user's export templates). */
  renderExportItems?: (outcome: ScreeningOutcome) => ReactNode;
  /** Lists not loaded yet (the freshness data): Search is disabled with the reason when they block it. */
  missingLists?: readonly SanctionList[];
  /** Lists served right now (the freshness data): the list filter offers these. */
  servedLists?: readonly SanctionList[];
}

/** The search screen of /sanctions-screening and /dashboard (spec 2.4-2.6). */
export function SearchPage({
  exporter,
  renderSavedSearches,
  renderSaveSearch,
  renderMatchFeedback,
  renderWatchlistAction,
  renderExportItems,
  missingLists,
  servedLists,
}: SearchPageProps) {
  const { t } = useTranslation('search');
  const { language, number, duration } = useFormatters();
  const errorMessage = useApiErrorMessage();
  const search = useRunSearch();
  const searchDefaults = useSearchDefaults();
  const [outcome, setOutcome] = useState<ScreeningOutcome | null>(null);
  const [detailIndex, setDetailIndex] = useState<number | null>(null);
  const [fill, setFill] = useState<{ query: SearchRequest; nonce: number } | null>(null);
  // The query behind the result on screen, for "Save search" on the result.
  const [resultQuery, setResultQuery] = useState<SearchRequest | null>(null);
  // Why searching is blocked: a used-up quota or an inactive subscription, with the server's reason.
  const [limitReason, setLimitReason] = useState<{
    isSubscription: boolean;
    message: string;
  } | null>(null);

  const handleSearch = (values: SearchFormValues, setError: UseFormSetError<SearchFormInput>) => {
    // Spec 2.4: a new search clears the previous result.
    setOutcome(null);
    setDetailIndex(null);
    setLimitReason(null);
    search.mutate(values, {
      onSuccess: (reply) => {
        setOutcome({ result: reply.data, meta: reply.meta });
        setResultQuery(values);
        toast({
          title: t('toasts.completedTitle'),
          description: t('toasts.completed', {
            count: number(reply.data.totalMatches),
            duration: duration(reply.data.searchTime),
          }),
          variant: 'success',
        });
      },
      onError: (error) => {
        if (error instanceof ApiError) {
          for (const issue of error.issues) {
            const field = issue.path[0];
            if (isSearchFormField(field)) setError(field, { message: issue.message });
          }
          // A suspended or cancelled subscription blocks like a used-up quota: same banner, server's reason.
          if (error.code === 'SEARCH_LIMIT_REACHED' || error.code === 'SUBSCRIPTION_INACTIVE')
            setLimitReason({
              isSubscription: error.code === 'SUBSCRIPTION_INACTIVE',
              // The reason in the interface language from its message key (ADR 005).
              message: errorMessage(error, error.message),
            });
        }
        const isListMissing = error instanceof ApiError && error.code === 'LIST_UNAVAILABLE';
        toast({
          title: t('toasts.failedTitle'),
          // The server's words are English; this code has a translation the Arabic screen can show.
          description:
            isListMissing && language !== 'en'
              ? t('toasts.listUnavailable')
              : errorMessage(error, t('toasts.unknownError')),
          variant: 'destructive',
        });
      },
    });
  };

  // Searching is blocked by a used-up allowance (the usage the strip shows) or a refused subscription.
  const usage = useUserUsage().data?.usage;
  const blockedReason = limitReason?.isSubscription
    ? t('form.blocked.subscription')
    : usage && usage.today >= usage.dailyLimit
      ? t('form.blocked.daily', { count: usage.dailyLimit, limit: number(usage.dailyLimit) })
      : usage && usage.thisMonth >= usage.monthlyLimit
        ? t('form.blocked.monthly', {
            count: usage.monthlyLimit,
            limit: number(usage.monthlyLimit),
          })
        : null;

  // A new result scrolls into view: on a laptop or phone it starts below the form.
  const resultsRef = useRef<HTMLDivElement>(null);
  const shownSearchId = outcome?.result.searchId;
  useEffect(() => {
    const element = resultsRef.current;
    // jsdom has no scrollIntoView.
    if (shownSearchId !== undefined && element && 'scrollIntoView' in element)
      element.scrollIntoView({ behavior: 'smooth', block: 'start' });
  }, [shownSearchId]);

  const isIdle = outcome === null && !search.isPending;
  const detailMatch = detailIndex === null ? null : (outcome?.result.matches[detailIndex] ?? null);

  return (
    <div className="mx-auto grid w-full max-w-7xl grid-cols-[minmax(0,1fr)] gap-8 px-4 py-8">
      <SearchHero />
      <UsageStrip />
      <Card>
        <CardHeader>
          <CardTitle>{t('form.title')}</CardTitle>
          <CardDescription>{t('form.description')}</CardDescription>
        </CardHeader>
        <CardContent className="grid gap-4">
          {limitReason !== null ? (
            <div
              role="alert"
              className="flex items-start gap-3 rounded-md border border-destructive/50 bg-destructive/5 p-4 text-sm"
            >
              <AlertTriangle aria-hidden="true" className="size-5 shrink-0 text-destructive" />
              <div className="grid gap-1">
                <p className="font-semibold text-destructive">
                  {limitReason.isSubscription
                    ? t('form.subscriptionInactive')
                    : t('form.limitReached')}
                </p>
                <p>{limitReason.message}</p>
              </div>
            </div>
          ) : null}
          <SearchForm
            isSearching={search.isPending}
            blockedReason={blockedReason}
            missingLists={missingLists}
            servedLists={servedLists}
            defaults={searchDefaults.isSuccess ? searchDefaults.data : undefined}
            onSearch={handleSearch}
            fill={fill}
            renderExtraAction={renderSaveSearch}
          />
        </CardContent>
      </Card>
      {renderSavedSearches?.((query) =>
        setFill((previous) => ({ query, nonce: (previous?.nonce ?? 0) + 1 })),
      )}
      {search.isPending ? <SearchLoadingCard /> : null}
      {outcome ? (
        <div ref={resultsRef} className="min-w-0 scroll-mt-4">
          <ResultsCard
            outcome={outcome}
            exporter={exporter}
            onViewDetails={setDetailIndex}
            renderExportItems={renderExportItems}
            renderWatchlistAction={renderWatchlistAction}
            renderMatchFeedback={
              renderMatchFeedback
                ? (searchId, matchIndex, match) =>
                    renderMatchFeedback({ searchId, matchIndex, match, withDetails: false })
                : undefined
            }
          />
        </div>
      ) : null}
      {outcome && resultQuery && renderSaveSearch ? (
        <div className="-mt-4 flex justify-end">{renderSaveSearch(async () => resultQuery)}</div>
      ) : null}
      {isIdle ? <FeatureHighlights /> : null}
      <MatchDetailDialog
        match={detailMatch}
        isPdfPending={exporter.isPdfPending}
        onDownloadReport={() => {
          if (outcome && detailIndex !== null) void exporter.exportPdf(outcome, detailIndex);
        }}
        onClose={() => setDetailIndex(null)}
        feedback={
          outcome && detailMatch && detailIndex !== null && renderMatchFeedback
            ? renderMatchFeedback({
                searchId: outcome.result.searchId,
                matchIndex: detailIndex,
                match: detailMatch,
                withDetails: true,
              })
            : null
        }
      />
    </div>
  );
}
