import type { TrustedDevice } from '@sanctions/contracts';
import { useTranslation } from 'react-i18next';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { toast } from '@/lib/toast';
import { useRemoveDevice } from '../api/two-factor';
import { useFailureToast } from '../lib/use-failure-toast';
import { PasswordCodeForm } from './password-code-form';

interface RemoveDeviceDialogProps {
  device: TrustedDevice | null;
  onClose: () => void;
}

/** Remove a trusted device with password and code (spec 4). */
export function RemoveDeviceDialog({ device, onClose }: RemoveDeviceDialogProps) {
  const { t } = useTranslation('two-factor');
  const failed = useFailureToast();
  const remove = useRemoveDevice();
  return (
    <Dialog open={device !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{t('devices.removeTitle')}</DialogTitle>
          <DialogDescription>
            {t('devices.removeDescription', { name: device?.name ?? '' })}
          </DialogDescription>
        </DialogHeader>
        {device ? (
          <PasswordCodeForm
            key={device.id}
            idPrefix="remove-device"
            submitLabel={t('devices.remove')}
            isDestructive
            isPending={remove.isPending}
            onSubmit={(values) =>
              remove.mutate(
                { id: device.id, ...values },
                {
                  onSuccess: () => {
                    toast({ title: t('toasts.removed'), variant: 'success' });
                    onClose();
                  },
                  onError: (error) => failed('removeFailed', error),
                },
              )
            }
          />
        ) : null}
      </DialogContent>
    </Dialog>
  );
}
