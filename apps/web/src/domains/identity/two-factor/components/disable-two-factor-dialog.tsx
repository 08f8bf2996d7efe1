import { useTranslation } from 'react-i18next';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { toast } from '@/lib/toast';
import { useDisableTwoFactor } from '../api/two-factor';
import { useFailureToast } from '../lib/use-failure-toast';
import { PasswordCodeForm } from './password-code-form';

interface DisableTwoFactorDialogProps {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
}

/** Disable flow (spec 2.11): password and code. */
export function DisableTwoFactorDialog({ isOpen, onOpenChange }: DisableTwoFactorDialogProps) {
  const { t } = useTranslation('two-factor');
  const failed = useFailureToast();
  const disable = useDisableTwoFactor();
  return (
    <Dialog open={isOpen} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{t('disable.title')}</DialogTitle>
          <DialogDescription>{t('disable.description')}</DialogDescription>
        </DialogHeader>
        <PasswordCodeForm
          idPrefix="disable"
          submitLabel={t('disable.submit')}
          isDestructive
          isPending={disable.isPending}
          onSubmit={(values) =>
            disable.mutate(values, {
              onSuccess: () => {
                toast({
                  title: t('toasts.disabled'),
                  description: t('toasts.disabledDescription'),
                  variant: 'success',
                });
                onOpenChange(false);
              },
              onError: (error) => failed('disableFailed', error),
            })
          }
        />
      </DialogContent>
    </Dialog>
  );
}
