import { DEFAULT_PREFERENCES } from '@sanctions/contracts';
import type { Match, WatchlistMatch } from '@sanctions/contracts';
import { BadgeCheck, ChevronLeft, ChevronRight, FileText } from 'lucide-react';
import { useState } from 'react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardFooter, CardHeader, CardTitle } from '@/components/ui/card';
import { MonitorNameButton } from '@/domains/cases';
import { usePreferences } from '@/lib/preferences-query';
import type { ResultExporter, ScreeningOutcome } from '../result-exporter';
import { groupMatchRows } from '../lib/group-match-rows';
import { useFormatters } from '../lib/use-formatters';
import { ExportMenu } from './export-menu';
import { NoMatches } from './no-matches';
import { PartialNameNotice } from './partial-name-notice';
import { PepSection } from './pep-section';
import { WatchlistSection } from './watchlist-section';
import { ResultsTable } from './results-table';

interface ResultsCardProps {
  outcome: ScreeningOutcome;
  exporter: ResultExporter;
  onViewDetails: (index: number) => void;
  /** Feedback controls on a match (the match-feedback feature); `matchIndex` counts in the whole result. */
  renderMatchFeedback?: (searchId: string, matchIndex: number, match: Match) => ReactNode;
  /** An action on a hit of the organisation's own watchlist (ADR 042): the cases feature's "Decide this hit". */
  renderWatchlistAction?: ((searchId: string, match: WatchlistMatch) => ReactNode) | undefined;
  /** More Export menu entries for this result (the user's export templates). */
  renderExportItems?: (outcome: ScreeningOutcome) => ReactNode;
}

function queryLabel({
  firstName,
  lastName,
  arabicName,
}: ScreeningOutcome['result']['query']): string {
  const latin = [firstName, lastName].filter((part) => part.trim() !== '').join(' ');
  return [latin, arabicName.trim()].filter((part) => part !== '').join(' / ');
}

interface PagerProps {
  page: number;
  pageCount: number;
  onPageChange: (page: number) => void;
}

/** Previous/Next between pages of `display.resultsPerPage` rows; the arrows follow the reading direction. */
function Pager({ page, pageCount, onPageChange }: PagerProps) {
  const { t } = useTranslation('search');
  const { number } = useFormatters();
  return (
    <nav
      aria-label={t('results.pages')}
      className="flex flex-wrap items-center justify-between gap-2 border-t px-4 py-3 text-sm"
    >
      <Button
        variant="outline"
        size="sm"
        disabled={page === 0}
        onClick={() => onPageChange(page - 1)}
      >
        <ChevronLeft aria-hidden="true" className="rtl:rotate-180" />
        {t('results.previous')}
      </Button>
      <span className="text-muted-foreground" aria-live="polite">
        {t('results.page', { page: number(page + 1), pages: number(pageCount) })}
      </span>
      <Button
        variant="outline"
        size="sm"
        disabled={page >= pageCount - 1}
        onClick={() => onPageChange(page + 1)}
      >
        {t('results.next')}
        <ChevronRight aria-hidden="true" className="rtl:rotate-180" />
      </Button>
    </nav>
  );
}

/**
 * Spec 2.5: query and count, Export menu and Report, the matches table, and the footer. The signed-in
 * user's display preferences (spec 2.12) set the page size, row density, score visibility and date
 * pattern; exports and reports always cover every match, not only the page on screen.
 */
export function ResultsCard({
  outcome,
  exporter,
  onViewDetails,
  renderMatchFeedback,
  renderWatchlistAction,
  renderExportItems,
}: ResultsCardProps) {
  const { t } = useTranslation('search');
  const { number, duration } = useFormatters();
  const { data: preferences } = usePreferences();
  const display = preferences?.display ?? DEFAULT_PREFERENCES.display;
  const [requestedPage, setRequestedPage] = useState(0);
  const { result } = outcome;
  // Sanctions hits only: a PEP hit (shown in its own section) calls for due diligence, not a refusal.
  const hasMatches = result.matches.length > 0;
  // A one-name query with candidates is never "Safe to Proceed", even when none of them alerts.
  const partialName = result.partialName === true;
  const candidateCount = Math.max(result.candidateCount ?? 0, result.totalMatches);
  // A hit on the organisation's own watchlist is not "safe to proceed" either (ADR 042).
  const hasWatchlistHits = (result.watchlistMatches ?? []).length > 0;
  const clear = !hasMatches && !hasWatchlistHits && !(partialName && candidateCount > 0);
  // One row per party: the records of one person on several lists read as one row (issue 25 §3).
  const rows = groupMatchRows(result.matches);
  const pageSize = display.resultsPerPage;
  const pageCount = Math.max(1, Math.ceil(rows.length / pageSize));
  // A larger page size chosen meanwhile may leave fewer pages than the one last opened.
  const page = Math.min(requestedPage, pageCount - 1);
  const firstIndex = page * pageSize;
  const pageRows = rows.slice(firstIndex, firstIndex + pageSize);
  return (
    <Card role="region" aria-labelledby="search-results-title">
      <CardHeader className="flex-row flex-wrap items-start justify-between gap-4">
        <div className="grid gap-1">
          <CardTitle id="search-results-title">{t('results.title')}</CardTitle>
          <p className="text-sm text-muted-foreground">
            {t('results.query')}:{' '}
            <bdi className="font-medium text-foreground">{queryLabel(result.query)}</bdi>{' '}
            <Badge variant={hasMatches ? 'red' : 'secondary'} className="ms-1">
              {t('results.matchCount', { formatted: number(result.totalMatches) })}
            </Badge>
          </p>
        </div>
        <div className="flex flex-wrap items-center gap-2">
          <MonitorNameButton target={{ searchId: result.searchId, ...result.query }} />
          {/* A clean result is evidence too (issue 23 §2): it is exported and reported like any other. */}
          <ExportMenu
            outcome={outcome}
            exporter={exporter}
            extraItems={renderExportItems?.(outcome)}
          />
          <Button
            size="sm"
            disabled={exporter.isPdfPending}
            onClick={() => void exporter.exportPdf(outcome)}
          >
            <FileText aria-hidden="true" />
            {t('results.report')}
          </Button>
          <Button
            size="sm"
            variant="outline"
            disabled={exporter.isPdfPending}
            onClick={() => void exporter.exportCertificate(outcome)}
          >
            <BadgeCheck aria-hidden="true" />
            {t('results.certificate')}
          </Button>
        </div>
      </CardHeader>
      <CardContent className="p-0">
        {partialName && candidateCount > 0 ? (
          <PartialNameNotice candidateCount={candidateCount} alertCount={result.totalMatches} />
        ) : null}
        {result.truncated === true ? (
          <p role="note" className="border-b bg-muted/50 px-4 py-2 text-sm text-muted-foreground">
            {t('results.truncated', {
              shown: number(result.matches.length),
              total: number(result.totalMatches),
            })}
          </p>
        ) : null}
        {hasMatches ? (
          <ResultsTable
            rows={pageRows}
            display={display}
            isPdfPending={exporter.isPdfPending}
            onViewDetails={onViewDetails}
            onDownloadReport={(index) => void exporter.exportPdf(outcome, index)}
            renderRowActions={
              renderMatchFeedback
                ? (index, match) => renderMatchFeedback(result.searchId, index, match)
                : undefined
            }
          />
        ) : clear ? (
          <NoMatches />
        ) : null}
        {pageCount > 1 ? (
          <Pager page={page} pageCount={pageCount} onPageChange={setRequestedPage} />
        ) : null}
        {/* PEP hits never decide the verdict above (sanctions only); they are shown apart (issue 25). */}
        <PepSection matches={result.pepMatches ?? []} />
        <WatchlistSection
          matches={result.watchlistMatches ?? []}
          renderAction={
            renderWatchlistAction
              ? (match) => renderWatchlistAction(result.searchId, match)
              : undefined
          }
        />
      </CardContent>
      <CardFooter className="flex-wrap justify-between gap-2 border-t pt-4 text-sm text-muted-foreground">
        <span>
          {pageCount > 1
            ? t('results.showingRange', {
                from: number(firstIndex + 1),
                to: number(firstIndex + pageRows.length),
                total: number(result.totalMatches),
              })
            : t('results.showing', {
                shown: number(result.matches.length),
                total: number(result.totalMatches),
              })}
          {' · '}
          {t('results.searchTime', { duration: duration(result.searchTime) })}
        </span>
        <Button
          variant="outline"
          size="sm"
          disabled={exporter.isPdfPending}
          onClick={() => void exporter.exportPdf(outcome)}
        >
          <FileText aria-hidden="true" />
          {exporter.isPdfPending ? t('results.generating') : t('results.generateFullReport')}
        </Button>
      </CardFooter>
    </Card>
  );
}
