import type { PendingOrganization } from '@sanctions/contracts';
import { TRIAL_DAYS } from '@sanctions/contracts';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';

interface ApproveOrganizationDialogProps {
  /** The application being approved; null keeps the dialog closed. */
  organization: PendingOrganization | null;
  isPending: boolean;
  onConfirm: (organization: PendingOrganization) => void;
  onClose: () => void;
}

/** Confirms an approval: the organisation becomes active, its trial starts and the owner is e-mailed. */
export function ApproveOrganizationDialog({
  organization,
  isPending,
  onConfirm,
  onClose,
}: ApproveOrganizationDialogProps) {
  const { t } = useTranslation('admin');
  return (
    <Dialog open={organization !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent className="sm:max-w-md">
        <DialogHeader>
          <DialogTitle>{t('pending.approveTitle')}</DialogTitle>
          <DialogDescription>
            {t('pending.approveDescription', {
              name: organization?.displayName ?? '',
              days: TRIAL_DAYS,
            })}
          </DialogDescription>
        </DialogHeader>
        <div className="flex flex-wrap justify-end gap-2">
          <Button type="button" variant="outline" onClick={onClose} disabled={isPending}>
            {t('pending.cancel')}
          </Button>
          <Button
            type="button"
            disabled={isPending}
            onClick={() => (organization ? onConfirm(organization) : undefined)}
          >
            {isPending ? t('pending.approving') : t('pending.confirmApprove')}
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
