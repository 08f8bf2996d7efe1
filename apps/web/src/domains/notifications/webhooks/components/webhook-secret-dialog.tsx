import { Copy, TriangleAlert } from 'lucide-react';
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
import { toast } from '@/lib/toast';

/**
 * The new endpoint's signing secret, shown this once: the page keeps it only in this dialog's props and
 * drops it on close, so it cannot be shown again (the server keeps it sealed and never returns it).
 */
export function WebhookSecretDialog({
  secret,
  onClose,
}: {
  secret: string | null;
  onClose: () => void;
}) {
  const { t } = useTranslation('webhooks');
  const copy = async () => {
    if (secret === null) return;
    try {
      await navigator.clipboard.writeText(secret);
      toast({ title: t('secretDialog.copied'), variant: 'success' });
    } catch {
      toast({ title: t('secretDialog.copyFailed'), variant: 'destructive' });
    }
  };
  return (
    <Dialog open={secret !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent className="sm:max-w-xl">
        <DialogHeader>
          <DialogTitle>{t('secretDialog.title')}</DialogTitle>
          <DialogDescription>{t('secretDialog.description')}</DialogDescription>
        </DialogHeader>
        <Alert variant="info">
          <TriangleAlert aria-hidden="true" />
          <AlertDescription>{t('secretDialog.warning')}</AlertDescription>
        </Alert>
        <div className="grid gap-2">
          <p id="webhook-secret-label" className="text-sm font-medium">
            {t('secretDialog.label')}
          </p>
          <code
            dir="ltr"
            aria-labelledby="webhook-secret-label"
            data-testid="webhook-secret"
            className="block select-all break-all rounded-md bg-muted p-3 text-start font-mono text-sm"
          >
            {secret}
          </code>
        </div>
        <div className="flex flex-wrap justify-end gap-2">
          <Button variant="outline" onClick={() => void copy()}>
            <Copy aria-hidden="true" />
            {t('secretDialog.copy')}
          </Button>
          <Button onClick={onClose}>{t('secretDialog.done')}</Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
