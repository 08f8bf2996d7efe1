import type { SavedSearch } from '@sanctions/contracts';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';

/** Confirms deleting a saved search (it cannot be undone). */
export function DeleteSavedSearchDialog({
  savedSearch,
  isPending,
  onConfirm,
  onClose,
}: {
  savedSearch: SavedSearch | null;
  isPending: boolean;
  onConfirm: (savedSearch: SavedSearch) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation('saved-searches');
  return (
    <Dialog open={savedSearch !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent className="sm:max-w-md">
        <DialogHeader>
          <DialogTitle>{t('delete.title')}</DialogTitle>
          <DialogDescription>
            {savedSearch ? t('delete.description', { name: savedSearch.name }) : null}
          </DialogDescription>
        </DialogHeader>
        <div className="flex flex-wrap justify-end gap-2">
          <Button type="button" variant="outline" onClick={onClose} disabled={isPending}>
            {t('actions.cancel')}
          </Button>
          <Button
            type="button"
            variant="destructive"
            disabled={isPending}
            onClick={() => (savedSearch ? onConfirm(savedSearch) : undefined)}
          >
            {isPending ? t('delete.deleting') : t('delete.confirm')}
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
