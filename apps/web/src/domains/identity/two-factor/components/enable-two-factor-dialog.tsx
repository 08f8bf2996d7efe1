import type { TwoFactorSetup } from '@sanctions/contracts';
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
import { BackupCodesList } from './backup-codes-list';
import { PasswordStep, VerifyStep } from './enable-two-factor-steps';

type Step =
  | { name: 'password' }
  | { name: 'verify'; setup: TwoFactorSetup }
  | { name: 'codes'; codes: string[] };

interface EnableTwoFactorDialogProps {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
}

/** Enable flow (spec 2.11): password, then QR code and secret, then a 6-digit code, then backup codes. */
export function EnableTwoFactorDialog({ isOpen, onOpenChange }: EnableTwoFactorDialogProps) {
  const { t } = useTranslation('two-factor');
  const [step, setStep] = useState<Step>({ name: 'password' });
  const close = (open: boolean) => {
    onOpenChange(open);
    if (!open) setStep({ name: 'password' });
  };
  return (
    <Dialog open={isOpen} onOpenChange={close}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>
            {step.name === 'codes' ? t('backupCodes.newTitle') : t('enable.title')}
          </DialogTitle>
          <DialogDescription>{t(`enable.${step.name}Description`)}</DialogDescription>
        </DialogHeader>
        {step.name === 'password' ? (
          <PasswordStep onDone={(setup) => setStep({ name: 'verify', setup })} />
        ) : step.name === 'verify' ? (
          <VerifyStep
            setup={step.setup}
            onDone={() => setStep({ name: 'codes', codes: step.setup.backupCodes })}
          />
        ) : (
          <>
            <BackupCodesList codes={step.codes} />
            <div>
              <Button onClick={() => close(false)}>{t('backupCodes.done')}</Button>
            </div>
          </>
        )}
      </DialogContent>
    </Dialog>
  );
}
