import type { PendingOrganization } from '@sanctions/contracts';
import { rejectOrganizationBodySchema } from '@sanctions/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { Label } from '@/components/ui/label';
import { Textarea } from '@/components/ui/textarea';

interface RejectOrganizationDialogProps {
  /** The application being rejected; null keeps the dialog closed. */
  organization: PendingOrganization | null;
  isPending: boolean;
  onConfirm: (organization: PendingOrganization, reason: string) => void;
  onClose: () => void;
}

const REASON_MAX_LENGTH = 1000;

/** Asks for the reason the owner is e-mailed; Reject stays disabled while it is blank (spec 2). */
export function RejectOrganizationDialog({
  organization,
  isPending,
  onConfirm,
  onClose,
}: RejectOrganizationDialogProps) {
  const { t } = useTranslation('admin');
  const [reason, setReason] = useState('');
  const parsed = rejectOrganizationBodySchema.safeParse({ reason });

  function close() {
    setReason('');
    onClose();
  }

  return (
    <Dialog open={organization !== null} onOpenChange={(open) => (open ? undefined : close())}>
      <DialogContent className="sm:max-w-md">
        <DialogHeader>
          <DialogTitle>{t('pending.rejectTitle')}</DialogTitle>
          <DialogDescription>
            {t('pending.rejectDescription', { name: organization?.displayName ?? '' })}
          </DialogDescription>
        </DialogHeader>
        <form
          className="grid gap-4"
          onSubmit={(event) => {
            event.preventDefault();
            if (organization && parsed.success) onConfirm(organization, parsed.data.reason);
          }}
        >
          <div className="grid gap-2">
            <Label htmlFor="reject-organization-reason">{t('pending.reason')}</Label>
            <Textarea
              id="reject-organization-reason"
              rows={4}
              required
              maxLength={REASON_MAX_LENGTH}
              placeholder={t('pending.reasonPlaceholder')}
              value={reason}
              onChange={(event) => setReason(event.target.value)}
            />
          </div>
          <div className="flex flex-wrap justify-end gap-2">
            <Button type="button" variant="outline" onClick={close} disabled={isPending}>
              {t('pending.cancel')}
            </Button>
            <Button type="submit" variant="destructive" disabled={!parsed.success || isPending}>
              {isPending ? t('pending.rejecting') : t('pending.confirmReject')}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
