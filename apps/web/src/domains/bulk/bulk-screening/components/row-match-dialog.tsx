import type { BulkRow, Match } from '@sanctions/contracts';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useState } from 'react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent } from '@/components/ui/dialog';
import { useBulkFormatters } from '../lib/use-bulk-formatters';

/**
 * Renders one match's details of a row; the app passes the single search's view and the "Decide this hit"
 * button of the cases feature (features stay apart).
 */
export type RenderMatchDetails = (match: Match, row: BulkRow) => ReactNode;

interface RowMatchDialogProps {
  row: BulkRow | null;
  renderMatchDetails: RenderMatchDetails;
  onClose: () => void;
}

/** A hit row's matches, best first, in the same detail view as a single search. */
export function RowMatchDialog({ row, renderMatchDetails, onClose }: RowMatchDialogProps) {
  return (
    <Dialog open={row !== null} onOpenChange={(isOpen) => (isOpen ? undefined : onClose())}>
      {row && row.matches.length > 0 ? (
        <DialogContent className="max-w-3xl">
          {/* Keyed by row so the shown match starts at the best one for every row opened. */}
          <RowMatches key={row.rowNumber} row={row} renderMatchDetails={renderMatchDetails} />
        </DialogContent>
      ) : null}
    </Dialog>
  );
}

function RowMatches({
  row,
  renderMatchDetails,
}: {
  row: BulkRow;
  renderMatchDetails: RenderMatchDetails;
}) {
  const { t } = useTranslation('bulk');
  const { number } = useBulkFormatters();
  const [index, setIndex] = useState(0);
  const match = row.matches[index];
  if (match === undefined) return null;
  const count = row.matches.length;
  return (
    <>
      {renderMatchDetails(match, row)}
      {count > 1 ? (
        <div className="flex items-center justify-end gap-2 text-sm">
          <Button
            variant="outline"
            size="icon"
            aria-label={t('detail.previous')}
            disabled={index === 0}
            onClick={() => setIndex(index - 1)}
          >
            <ChevronLeft aria-hidden="true" className="rtl:rotate-180" />
          </Button>
          <span className="tabular-nums">
            {t('detail.matchOf', { index: number(index + 1), count: number(count) })}
          </span>
          <Button
            variant="outline"
            size="icon"
            aria-label={t('detail.next')}
            disabled={index === count - 1}
            onClick={() => setIndex(index + 1)}
          >
            <ChevronRight aria-hidden="true" className="rtl:rotate-180" />
          </Button>
        </div>
      ) : null}
    </>
  );
}
