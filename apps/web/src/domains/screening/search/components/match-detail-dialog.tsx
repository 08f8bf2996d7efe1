import type { Match } from '@sanctions/contracts';
import { FileDown } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent } from '@/components/ui/dialog';
import { MatchDetails } from './match-details';

interface MatchDetailDialogProps {
  match: Match | null;
  isPdfPending: boolean;
  onDownloadReport: () => void;
  onClose: () => void;
  /** Feedback on this match, shown under its details. */
  feedback?: ReactNode;
}

/** Spec 2.6 match detail dialog with the match's own PDF report. */
export function MatchDetailDialog({
  match,
  isPdfPending,
  onDownloadReport,
  onClose,
  feedback,
}: MatchDetailDialogProps) {
  const { t } = useTranslation('search');
  return (
    <Dialog open={match !== null} onOpenChange={(isOpen) => (isOpen ? undefined : onClose())}>
      {match ? (
        <DialogContent className="max-w-3xl">
          <MatchDetails match={match} />
          {feedback}
          <div className="flex justify-end">
            <Button variant="outline" disabled={isPdfPending} onClick={onDownloadReport}>
              <FileDown aria-hidden="true" />
              {t('results.matchReport')}
            </Button>
          </div>
        </DialogContent>
      ) : null}
    </Dialog>
  );
}
