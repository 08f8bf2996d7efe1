import type { Match, Preferences } from '@sanctions/contracts';
import { Eye, FileDown } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ClearedBeforeBadge } from '@/components/cleared-before-badge';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { formatCalendarDate } from '@/lib/date-time-format';
import { cn } from '@/lib/utils';
import { expandNationality } from '../lib/country-name';
import type { MatchRow } from '../lib/group-match-rows';
import { useFormatters } from '../lib/use-formatters';
import { ConfidenceBar } from './confidence-bar';
import { MatchStatusBadge, RiskLevelBadge } from './match-badges';
import { PartyListings } from './party-listings';

interface ResultsTableProps {
  /** The rows of the page on screen, one per party; callbacks get the index of its match in the result. */
  rows: readonly MatchRow[];
  /** Density, score visibility and date pattern (spec 2.12). */
  display: Preferences['display'];
  isPdfPending: boolean;
  onViewDetails: (index: number) => void;
  onDownloadReport: (index: number) => void;
  /** Extra per-row actions (e.g. match feedback), given the index of the row's match in the result. */
  renderRowActions?: (index: number, match: Match) => ReactNode;
}

/**
 * Spec 2.5 columns: match details, list, confidence, status, actions; one row per party (issue 25 §3)
 * with every list it is on, the best score of its records and that record's explanation.
 */
export function ResultsTable({
  rows,
  display,
  isPdfPending,
  onViewDetails,
  onDownloadReport,
  renderRowActions,
}: ResultsTableProps) {
  const { t } = useTranslation('search');
  const { language } = useFormatters();
  // Below sm the same rows read as cards (a block per row, cells stacked two by two, no header row),
  // so a phone never scrolls the table sideways and tests and screen readers see one set of rows.
  const cell = cn(display.compactView ? 'px-3 py-1.5' : 'px-4 py-3', 'max-sm:block max-sm:py-1.5');
  return (
    <div className="overflow-x-auto">
      <table
        className="w-full text-sm max-sm:block"
        data-density={display.compactView ? 'compact' : 'comfortable'}
      >
        <thead className="border-b bg-muted/50 text-muted-foreground max-sm:hidden">
          <tr>
            <th scope="col" className={cn(cell, 'text-start font-medium')}>
              {t('results.columns.details')}
            </th>
            <th scope="col" className={cn(cell, 'text-start font-medium')}>
              {t('results.columns.list')}
            </th>
            <th scope="col" className={cn(cell, 'text-start font-medium')}>
              {t('results.columns.confidence')}
            </th>
            <th scope="col" className={cn(cell, 'text-start font-medium')}>
              {t('results.columns.status')}
            </th>
            <th scope="col" className={cn(cell, 'text-end font-medium')}>
              {t('results.columns.actions')}
            </th>
          </tr>
        </thead>
        <tbody className="max-sm:block">
          {rows.map(({ match, index, listings }) => {
            const entry = match.sanctionEntry;
            const nationality = expandNationality(entry.nationality, language);
            return (
              <tr
                key={match.groupId ?? `${entry.sanctionList}:${entry.sourceId}`}
                className="border-b align-top last:border-b-0 max-sm:grid max-sm:grid-cols-2 max-sm:py-2"
              >
                <td className={cn(cell, 'max-sm:col-span-2 max-sm:min-w-0 max-sm:break-words')}>
                  <div className={cn('grid', display.compactView ? 'gap-0.5' : 'gap-1')}>
                    <span className="font-semibold">{entry.fullName}</span>
                    {entry.arabicName !== '' ? (
                      <span lang="ar" className="font-arabic">
                        <bdi>{entry.arabicName}</bdi>
                      </span>
                    ) : null}
                    <span className="text-xs text-muted-foreground">
                      {[
                        entry.dateOfBirth
                          ? `${t('fields.dateOfBirth')}: ${formatCalendarDate(entry.dateOfBirth, display.dateFormat)}`
                          : null,
                        nationality !== '' ? `${t('fields.nationality')}: ${nationality}` : null,
                      ]
                        .filter((part) => part !== null)
                        .join(' · ')}
                    </span>
                    {match.matchedName !== entry.fullName ? (
                      <span className="text-xs text-muted-foreground">
                        {t('results.matchedOn', { name: match.matchedName })}
                      </span>
                    ) : null}
                  </div>
                </td>
                <td className={cell}>
                  {listings.length > 1 ? (
                    <PartyListings listings={listings} dateFormat={display.dateFormat} />
                  ) : (
                    <div className="grid justify-items-start gap-1">
                      <Badge variant="outline">{t(`listFilters.${entry.sanctionList}`)}</Badge>
                      <span className="text-xs text-muted-foreground">{entry.listSource}</span>
                    </div>
                  )}
                </td>
                <td className={cell}>
                  <div className="grid gap-1">
                    <ConfidenceBar
                      confidence={match.confidence}
                      label={t('fields.confidence')}
                      showValue={display.showConfidenceScores}
                    />
                    <span className="text-xs text-muted-foreground">
                      {t(`matchTypes.${match.matchType}`)}
                    </span>
                  </div>
                </td>
                <td className={cell}>
                  <div className="grid justify-items-start gap-1">
                    <MatchStatusBadge status={match.status} />
                    <RiskLevelBadge riskLevel={match.riskLevel} />
                    <ClearedBeforeBadge clearedBefore={match.clearedBefore} />
                  </div>
                </td>
                <td className={cn(cell, 'max-sm:col-span-2')}>
                  <div className="flex flex-wrap justify-end gap-1 max-sm:justify-start">
                    <Button
                      variant="ghost"
                      size="icon"
                      title={t('results.viewDetails')}
                      aria-label={t('results.viewDetailsOf', { name: entry.fullName })}
                      onClick={() => onViewDetails(index)}
                    >
                      <Eye aria-hidden="true" />
                    </Button>
                    <Button
                      variant="ghost"
                      size="icon"
                      title={t('results.matchReport')}
                      aria-label={t('results.matchReportOf', { name: entry.fullName })}
                      disabled={isPdfPending}
                      onClick={() => onDownloadReport(index)}
                    >
                      <FileDown aria-hidden="true" />
                    </Button>
                    {renderRowActions?.(index, match)}
                  </div>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
