import { Ban } from 'lucide-react';
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
import { useApiErrorMessage } from '@/lib/api-error-message';
import { toast } from '@/lib/toast';
import { useCancelBulkJob } from '../api/cancel-bulk-job';

/** Cancel, after a confirmation: a cancelled job cannot be resumed. */
export function CancelJobButton({ jobId }: { jobId: string }) {
  const { t } = useTranslation('bulk');
  const errorMessage = useApiErrorMessage();
  const cancel = useCancelBulkJob(jobId);
  const [isOpen, setIsOpen] = useState(false);

  const confirm = () =>
    cancel.mutate(undefined, {
      onSuccess: () => setIsOpen(false),
      onError: (error) =>
        toast({
          title: t('cancel.failed'),
          description: errorMessage(error, t('errors.unknown')),
          variant: 'destructive',
        }),
    });

  return (
    <>
      <Button variant="outline" onClick={() => setIsOpen(true)}>
        <Ban aria-hidden="true" />
        {t('cancel.button')}
      </Button>
      <Dialog open={isOpen} onOpenChange={setIsOpen}>
        <DialogContent>
          <DialogHeader>
            <DialogTitle>{t('cancel.title')}</DialogTitle>
            <DialogDescription>{t('cancel.description')}</DialogDescription>
          </DialogHeader>
          <div className="flex flex-wrap justify-end gap-2">
            <Button variant="outline" onClick={() => setIsOpen(false)}>
              {t('cancel.keep')}
            </Button>
            <Button variant="destructive" disabled={cancel.isPending} onClick={confirm}>
              {t('cancel.confirm')}
            </Button>
          </div>
        </DialogContent>
      </Dialog>
    </>
  );
}
