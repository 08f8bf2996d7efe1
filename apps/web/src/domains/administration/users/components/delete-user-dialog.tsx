import type { AdminUser } from '@sanctions/contracts';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';

interface DeleteUserDialogProps {
  user: AdminUser | null;
  isPending: boolean;
  onConfirm: (user: AdminUser) => void;
  onClose: () => void;
}

/** Delete User (spec 2, 4): a confirmation; the account is deactivated and its history kept. */
export function DeleteUserDialog({ user, isPending, onConfirm, onClose }: DeleteUserDialogProps) {
  const { t } = useTranslation('users');
  const name = user ? `${user.firstName} ${user.lastName}` : '';
  return (
    <Dialog open={user !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent className="sm:max-w-md">
        <DialogHeader>
          <DialogTitle>{t('delete.title')}</DialogTitle>
          <DialogDescription>{t('delete.description', { name })}</DialogDescription>
        </DialogHeader>
        <div className="flex flex-wrap justify-end gap-2">
          <Button type="button" variant="outline" onClick={onClose} disabled={isPending}>
            {t('delete.cancel')}
          </Button>
          <Button
            type="button"
            variant="destructive"
            disabled={isPending}
            onClick={() => (user ? onConfirm(user) : undefined)}
          >
            {isPending ? t('delete.deleting') : t('delete.confirm')}
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
