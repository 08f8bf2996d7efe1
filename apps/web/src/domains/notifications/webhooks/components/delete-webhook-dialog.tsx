import type { Webhook } from '@sanctions/contracts';
import { useTranslation } from 'react-i18next';
import { Alert, AlertDescription } from '@/components/ui/alert';
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
import { useDeleteWebhook } from '../api/delete-webhook';

/** Confirms removing an endpoint: no further deliveries go to it; its log stays. */
export function DeleteWebhookDialog({
  webhook,
  onClose,
}: {
  webhook: Webhook | null;
  onClose: () => void;
}) {
  const { t } = useTranslation('webhooks');
  const errorMessage = useApiErrorMessage();
  const remove = useDeleteWebhook();

  function close() {
    remove.reset();
    onClose();
  }

  function confirm() {
    if (!webhook) return;
    remove.mutate(webhook.id, {
      onSuccess: () => {
        toast({ title: t('deleteDialog.success'), variant: 'success' });
        close();
      },
    });
  }

  return (
    <Dialog open={webhook !== null} onOpenChange={(open) => (open ? undefined : close())}>
      <DialogContent className="sm:max-w-md">
        <DialogHeader>
          <DialogTitle>{t('deleteDialog.title')}</DialogTitle>
          <DialogDescription className="break-all">
            {t('deleteDialog.description', { url: webhook ? `\u2066${webhook.url}\u2069` : '' })}
          </DialogDescription>
        </DialogHeader>
        {remove.isError ? (
          <Alert variant="destructive">
            <AlertDescription>
              {errorMessage(remove.error, t('deleteDialog.failed'))}
            </AlertDescription>
          </Alert>
        ) : null}
        <div className="flex flex-wrap justify-end gap-2">
          <Button type="button" variant="outline" onClick={close} disabled={remove.isPending}>
            {t('deleteDialog.cancel')}
          </Button>
          <Button type="button" variant="destructive" onClick={confirm} disabled={remove.isPending}>
            {remove.isPending ? t('deleteDialog.deleting') : t('deleteDialog.confirm')}
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
