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

/** Delete User (spec 2): a soft delete; sessions end, search history stays. */
export function DeleteUserDialog({
  user,
  isPending,
  onConfirm,
  onClose,
}: {
  user: AdminUser | null;
  isPending: boolean;
  onConfirm: (user: AdminUser) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation('super-admin');
  return (
    <Dialog open={user !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent className="sm:max-w-md">
        <DialogHeader>
          <DialogTitle>{t('delete.title')}</DialogTitle>
          <DialogDescription>
            {user
              ? t('delete.description', {
                  name: `${user.firstName} ${user.lastName}`,
                  email: user.email,
                })
              : null}
          </DialogDescription>
        </DialogHeader>
        <div className="flex flex-wrap justify-end gap-2">
          <Button type="button" variant="outline" onClick={onClose} disabled={isPending}>
            {t('common.cancel')}
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
