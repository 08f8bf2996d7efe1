import type { BulkRow, BulkRowsQuery } from '@sanctions/contracts';
import { Eye } from 'lucide-react';
import { Fragment, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { useBulkRows } from '../api/get-bulk-rows';
import { rowName, topMatchName } from '../lib/row-display';
import { useBulkFormatters } from '../lib/use-bulk-formatters';
import { useRowReason } from '../lib/use-row-reason';
import { RowRiskBadge, RowStatusBadge } from './row-badges';
import { RowFilters } from './row-filters';
import { RowMatchDialog } from './row-match-dialog';
import type { RenderMatchDetails } from './row-match-dialog';
import { RowWatchlistHits } from './row-watchlist-hits';
import type { RenderWatchlistAction } from './row-watchlist-hits';

export const ROWS_PAGE_SIZE = 25;

interface BulkRowsSectionProps {
  jobId: string;
  renderMatchDetails: RenderMatchDetails;
  renderWatchlistAction?: RenderWatchlistAction | undefined;
}

/**
 * The job's rows, filterable by status and risk, paged; a hit opens its match details, and a row's hits on
 * the organisation's own watchlists show under it, apart from its sanctions matches.
 */
export function BulkRowsSection({
  jobId,
  renderMatchDetails,
  renderWatchlistAction,
}: BulkRowsSectionProps) {
  const { t } = useTranslation('bulk');
  const { number } = useBulkFormatters();
  const [query, setQuery] = useState<BulkRowsQuery>({
    status: 'all',
    risk: 'all',
    page: 1,
    pageSize: ROWS_PAGE_SIZE,
  });
  const [openRow, setOpenRow] = useState<BulkRow | null>(null);
  const rows = useBulkRows(jobId, query);
  const pages = rows.data ? Math.max(1, Math.ceil(rows.data.total / rows.data.pageSize)) : 1;

  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('rows.title')}</CardTitle>
      </CardHeader>
      <CardContent className="grid gap-4">
        <RowFilters
          status={query.status}
          risk={query.risk}
          onChange={(filters) => setQuery({ ...query, ...filters, page: 1 })}
        />
        {rows.isError ? (
          <p role="alert" className="text-sm text-destructive">
            {t('rows.loadFailed')}
          </p>
        ) : null}
        {rows.data && rows.data.rows.length === 0 ? (
          <p className="text-sm text-muted-foreground">{t('rows.none')}</p>
        ) : null}
        {rows.data && rows.data.rows.length > 0 ? (
          <>
            <RowsTable
              rows={rows.data.rows}
              onOpen={setOpenRow}
              renderWatchlistAction={renderWatchlistAction}
            />
            <RowCards
              rows={rows.data.rows}
              onOpen={setOpenRow}
              renderWatchlistAction={renderWatchlistAction}
            />
            <nav className="flex flex-wrap items-center justify-between gap-2 text-sm">
              <span className="tabular-nums">
                {t('rows.page', { page: number(query.page), pages: number(pages) })}
              </span>
              <div className="flex gap-2">
                <Button
                  variant="outline"
                  size="sm"
                  disabled={query.page <= 1}
                  onClick={() => setQuery({ ...query, page: query.page - 1 })}
                >
                  {t('rows.previous')}
                </Button>
                <Button
                  variant="outline"
                  size="sm"
                  disabled={query.page >= pages}
                  onClick={() => setQuery({ ...query, page: query.page + 1 })}
                >
                  {t('rows.next')}
                </Button>
              </div>
            </nav>
          </>
        ) : null}
      </CardContent>
      <RowMatchDialog
        row={openRow}
        renderMatchDetails={renderMatchDetails}
        onClose={() => setOpenRow(null)}
      />
    </Card>
  );
}

interface RowsProps {
  rows: readonly BulkRow[];
  onOpen: (row: BulkRow) => void;
  renderWatchlistAction: RenderWatchlistAction | undefined;
}

function ViewButton({ row, onOpen }: { row: BulkRow; onOpen: (row: BulkRow) => void }) {
  const { t } = useTranslation('bulk');
  if (row.status !== 'hit' || row.matches.length === 0) return null;
  return (
    <Button
      variant="outline"
      size="sm"
      aria-label={t('rows.viewFor', { name: rowName(row, t('rows.noName')) })}
      onClick={() => onOpen(row)}
    >
      <Eye aria-hidden="true" />
      {t('rows.view')}
    </Button>
  );
}

function useCells() {
  const { t } = useTranslation('bulk');
  const { number } = useBulkFormatters();
  const reasonText = useRowReason();
  return {
    confidence: (row: BulkRow) =>
      row.topConfidence === null ? '-' : `${number(row.topConfidence)}%`,
    matchType: (row: BulkRow) => (row.matchType === null ? '-' : t(`matchTypes.${row.matchType}`)),
    topMatch: (row: BulkRow) =>
      row.status === 'invalid' && row.invalidReason !== null
        ? reasonText(row.invalidReason)
        : (topMatchName(row) ?? '-'),
  };
}

/** From the sm breakpoint: one table row per file row. */
function RowsTable({ rows, onOpen, renderWatchlistAction }: RowsProps) {
  const { t } = useTranslation('bulk');
  const cells = useCells();
  const headers = [
    'reference',
    'name',
    'status',
    'topMatch',
    'confidence',
    'risk',
    'matchType',
    'details',
  ] as const;
  return (
    <div className="hidden overflow-x-auto sm:block">
      <table className="w-full text-sm">
        <thead className="border-b bg-muted/50 text-muted-foreground">
          <tr>
            {headers.map((header) => (
              <th key={header} scope="col" className="px-3 py-2 text-start font-medium">
                {t(`rows.${header}`)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <Fragment key={row.rowNumber}>
              <tr className="border-b align-top last:border-b-0">
                <td className="px-3 py-2">
                  <bdi>{row.reference}</bdi>
                </td>
                <td className="px-3 py-2 font-medium">
                  <bdi>{rowName(row, t('rows.noName'))}</bdi>
                </td>
                <td className="px-3 py-2">
                  <RowStatusBadge status={row.status} />
                </td>
                <td className="px-3 py-2">
                  <bdi>{cells.topMatch(row)}</bdi>
                </td>
                <td className="px-3 py-2 tabular-nums">{cells.confidence(row)}</td>
                <td className="px-3 py-2">
                  <RowRiskBadge risk={row.riskLevel} />
                </td>
                <td className="px-3 py-2">{cells.matchType(row)}</td>
                <td className="px-3 py-2">
                  <ViewButton row={row} onOpen={onOpen} />
                </td>
              </tr>
              {(row.watchlistMatches ?? []).length > 0 ? (
                // Under its row, across the columns: a watchlist hit is not a sanctions match.
                <tr className="border-b last:border-b-0">
                  <td colSpan={headers.length} className="px-3 pb-3">
                    <RowWatchlistHits row={row} renderAction={renderWatchlistAction} />
                  </td>
                </tr>
              ) : null}
            </Fragment>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** On a phone: one card per file row, nothing wider than the screen. */
function RowCards({ rows, onOpen, renderWatchlistAction }: RowsProps) {
  const { t } = useTranslation('bulk');
  const { number } = useBulkFormatters();
  const cells = useCells();
  return (
    <ul className="grid gap-3 sm:hidden" data-testid="bulk-row-cards">
      {rows.map((row) => (
        <li key={row.rowNumber} className="grid min-w-0 gap-2 rounded-lg border p-3 text-sm">
          <div className="flex flex-wrap items-center justify-between gap-2">
            <span className="min-w-0 break-words font-semibold">
              <bdi>{rowName(row, t('rows.noName'))}</bdi>
            </span>
            <RowStatusBadge status={row.status} />
          </div>
          <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1">
            <dt className="text-muted-foreground">{t('rows.reference')}</dt>
            <dd className="min-w-0 break-words">
              <bdi>
                {row.reference !== ''
                  ? row.reference
                  : t('rows.line', { line: number(row.lineNumber) })}
              </bdi>
            </dd>
            <dt className="text-muted-foreground">{t('rows.topMatch')}</dt>
            <dd className="min-w-0 break-words">
              <bdi>{cells.topMatch(row)}</bdi>
            </dd>
            <dt className="text-muted-foreground">{t('rows.confidence')}</dt>
            <dd className="tabular-nums">{cells.confidence(row)}</dd>
            <dt className="text-muted-foreground">{t('rows.risk')}</dt>
            <dd>
              <RowRiskBadge risk={row.riskLevel} />
            </dd>
            <dt className="text-muted-foreground">{t('rows.matchType')}</dt>
            <dd>{cells.matchType(row)}</dd>
          </dl>
          <RowWatchlistHits row={row} renderAction={renderWatchlistAction} />
          <div>
            <ViewButton row={row} onOpen={onOpen} />
          </div>
        </li>
      ))}
    </ul>
  );
}
