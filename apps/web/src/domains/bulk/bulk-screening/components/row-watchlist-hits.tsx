import type { BulkRow, WatchlistMatch } from '@sanctions/contracts';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge } from '@/components/ui/badge';
import { rowName } from '../lib/row-display';
import { useBulkFormatters } from '../lib/use-bulk-formatters';

/**
 * Renders an action on one watchlist hit of a row; the app passes the cases feature's "Decide this hit"
 * (features stay apart, as for the sanctions matches' details).
 */
export type RenderWatchlistAction = (match: WatchlistMatch, row: BulkRow) => ReactNode;

interface RowWatchlistHitsProps {
  row: BulkRow;
  renderAction?: RenderWatchlistAction | undefined;
}

/**
 * A row's hits on the organisation's own watchlists (ADR 042), apart from its sanctions matches as the
 * search results card shows them: each names the watchlist, the row of it that matched, the score and
 * the reference and reason the organisation wrote. Nothing for a row without any.
 */
export function RowWatchlistHits({ row, renderAction }: RowWatchlistHitsProps) {
  const { t } = useTranslation('bulk');
  const { number } = useBulkFormatters();
  const matches = row.watchlistMatches ?? [];
  if (matches.length === 0) return null;
  return (
    <div className="grid min-w-0 gap-2 rounded-md border border-dashed p-3 text-sm">
      <p className="font-medium">{t('watchlist.title', { formatted: number(matches.length) })}</p>
      <ul
        aria-label={t('watchlist.listFor', { name: rowName(row, t('rows.noName')) })}
        className="grid gap-2"
      >
        {matches.map((match) => (
          <li
            key={`${match.watchlist.id}:${match.entry.id}`}
            className="grid min-w-0 gap-1 rounded-md bg-muted/40 p-2"
          >
            <div className="flex flex-wrap items-center gap-2">
              <bdi className="min-w-0 break-words font-medium">{match.entry.name}</bdi>
              <Badge variant="secondary">
                <bdi>{t('watchlist.onList', { name: match.watchlist.name })}</bdi>
              </Badge>
              <Badge variant="outline">
                {t('watchlist.confidence', { formatted: number(match.confidence) })}
              </Badge>
            </div>
            {match.entry.reference !== null || match.entry.reason !== null ? (
              <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1">
                {match.entry.reference !== null ? (
                  <>
                    <dt className="text-muted-foreground">{t('watchlist.reference')}</dt>
                    <dd className="min-w-0 break-words">
                      <bdi>{match.entry.reference}</bdi>
                    </dd>
                  </>
                ) : null}
                {match.entry.reason !== null ? (
                  <>
                    <dt className="text-muted-foreground">{t('watchlist.reason')}</dt>
                    <dd className="min-w-0 break-words">
                      <bdi>{match.entry.reason}</bdi>
                    </dd>
                  </>
                ) : null}
              </dl>
            ) : null}
            {renderAction ? (
              <div className="flex flex-wrap justify-end gap-2">{renderAction(match, row)}</div>
            ) : null}
          </li>
        ))}
      </ul>
    </div>
  );
}
