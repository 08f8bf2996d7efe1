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
import { useMonitoringErrorMessage } from '@/domains/cases/shared/use-monitoring-error-message';
import { toast } from '@/lib/toast';
import { useRemoveSubject } from '../api/monitoring-api';

/** "Remove" with a confirmation: the subject stays on record, its open alerts are closed. */
export function RemoveSubjectDialog({ subjectId, name }: { subjectId: string; name: string }) {
  const { t } = useTranslation('monitoring');
  const [isOpen, setOpen] = useState(false);
  const remove = useRemoveSubject();
  const errorMessage = useMonitoringErrorMessage();

  const confirm = () =>
    remove.mutate(subjectId, {
      onSuccess: () => {
        setOpen(false);
        toast({ title: t('remove.done', { name }), variant: 'success' });
      },
      onError: (error) =>
        toast({
          title: t('remove.failed'),
          description: errorMessage(error, t('remove.failed')),
          variant: 'destructive',
        }),
    });

  return (
    <>
      <Button
        variant="outline"
        size="sm"
        onClick={() => setOpen(true)}
        aria-label={t('remove.buttonName', { name })}
      >
        {t('remove.button')}
      </Button>
      <Dialog open={isOpen} onOpenChange={setOpen}>
        <DialogContent className="sm:max-w-md">
          <DialogHeader>
            <DialogTitle>{t('remove.title')}</DialogTitle>
            <DialogDescription>{t('remove.description', { name })}</DialogDescription>
          </DialogHeader>
          <div className="flex flex-wrap justify-end gap-2">
            <Button variant="outline" onClick={() => setOpen(false)} disabled={remove.isPending}>
              {t('remove.cancel')}
            </Button>
            <Button variant="destructive" onClick={confirm} disabled={remove.isPending}>
              {t('remove.confirm')}
            </Button>
          </div>
        </DialogContent>
      </Dialog>
    </>
  );
}
