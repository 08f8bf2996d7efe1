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
import { toast } from '@/lib/toast';
import { useRegenerateBackupCodes } from '../api/two-factor';
import { useFailureToast } from '../lib/use-failure-toast';
import { BackupCodesList } from './backup-codes-list';
import { PasswordCodeForm } from './password-code-form';

interface RegenerateCodesDialogProps {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
}

/** Regenerate backup codes: the form, then the new codes, which cannot be shown again (spec 4). */
export function RegenerateCodesDialog({ isOpen, onOpenChange }: RegenerateCodesDialogProps) {
  const { t } = useTranslation('two-factor');
  const failed = useFailureToast();
  const regenerate = useRegenerateBackupCodes();
  const [codes, setCodes] = useState<string[] | null>(null);
  const change = (open: boolean) => {
    onOpenChange(open);
    if (!open) setCodes(null);
  };
  return (
    <Dialog open={isOpen} onOpenChange={change}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{codes ? t('backupCodes.newTitle') : t('regenerate.title')}</DialogTitle>
          <DialogDescription>
            {codes ? t('backupCodes.once') : t('regenerate.description')}
          </DialogDescription>
        </DialogHeader>
        {codes ? (
          <>
            <BackupCodesList codes={codes} />
            <div>
              <Button onClick={() => change(false)}>{t('backupCodes.done')}</Button>
            </div>
          </>
        ) : (
          <PasswordCodeForm
            idPrefix="regenerate"
            submitLabel={t('regenerate.submit')}
            isPending={regenerate.isPending}
            onSubmit={(values) =>
              regenerate.mutate(values, {
                onSuccess: (reply) => {
                  toast({ title: t('toasts.regenerated'), variant: 'success' });
                  setCodes(reply.data.backupCodes);
                },
                onError: (error) => failed('regenerateFailed', error),
              })
            }
          />
        )}
      </DialogContent>
    </Dialog>
  );
}
