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
 * The freshly created key, shown this once: the page keeps it only in this dialog's props and drops it
 * when the dialog closes, so it cannot be shown again (the server stores only its hash).
 */
export function NewApiKeyDialog({
  secret,
  onClose,
}: {
  secret: string | null;
  onClose: () => void;
}) {
  const { t } = useTranslation('api-keys');
  const copy = async () => {
    if (secret === null) return;
    try {
      await navigator.clipboard.writeText(secret);
      toast({ title: t('createdDialog.copied'), variant: 'success' });
    } catch {
      toast({ title: t('createdDialog.copyFailed'), variant: 'destructive' });
    }
  };
  return (
    <Dialog open={secret !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent className="sm:max-w-xl">
        <DialogHeader>
          <DialogTitle>{t('createdDialog.title')}</DialogTitle>
          <DialogDescription>{t('createdDialog.description')}</DialogDescription>
        </DialogHeader>
        <Alert variant="info">
          <TriangleAlert aria-hidden="true" />
          <AlertDescription>{t('createdDialog.warning')}</AlertDescription>
        </Alert>
        <div className="grid gap-2">
          <p id="new-api-key-label" className="text-sm font-medium">
            {t('createdDialog.keyLabel')}
          </p>
          <code
            dir="ltr"
            aria-labelledby="new-api-key-label"
            data-testid="new-api-key"
            className="block select-all break-all rounded-md bg-muted p-3 text-start font-mono text-sm"
          >
            {secret}
          </code>
        </div>
        <div className="flex flex-wrap justify-end gap-2">
          <Button variant="outline" onClick={() => void copy()}>
            <Copy aria-hidden="true" />
            {t('createdDialog.copy')}
          </Button>
          <Button onClick={onClose}>{t('createdDialog.done')}</Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
