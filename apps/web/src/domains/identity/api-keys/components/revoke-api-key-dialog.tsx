import type { ApiKey } from '@sanctions/contracts';
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
import { useRevokeApiKey } from '../api/revoke-api-key';
import { maskedKey } from '../lib/masked-key';
import { useApiKeyErrorMessage } from '../lib/use-api-key-error-message';

/** Confirms revoking a key: it stops working at once, for good. */
export function RevokeApiKeyDialog({
  apiKey,
  onClose,
}: {
  apiKey: ApiKey | null;
  onClose: () => void;
}) {
  const { t } = useTranslation('api-keys');
  const errorMessage = useApiKeyErrorMessage();
  const revoke = useRevokeApiKey();

  function close() {
    revoke.reset();
    onClose();
  }

  function confirm() {
    if (!apiKey) return;
    revoke.mutate(apiKey.id, {
      onSuccess: () => {
        toast({ title: t('revokeDialog.success'), variant: 'success' });
        close();
      },
    });
  }

  return (
    <Dialog open={apiKey !== null} onOpenChange={(open) => (open ? undefined : close())}>
      <DialogContent className="sm:max-w-md">
        <DialogHeader>
          <DialogTitle>{t('revokeDialog.title')}</DialogTitle>
          <DialogDescription>
            {t('revokeDialog.description', {
              name: apiKey?.name ?? '',
              key: apiKey ? `\u2066${maskedKey(apiKey)}\u2069` : '',
            })}
          </DialogDescription>
        </DialogHeader>
        {revoke.isError ? (
          <Alert variant="destructive">
            <AlertDescription>
              {errorMessage(revoke.error, t('revokeDialog.failed'))}
            </AlertDescription>
          </Alert>
        ) : null}
        <div className="flex flex-wrap justify-end gap-2">
          <Button type="button" variant="outline" onClick={close} disabled={revoke.isPending}>
            {t('revokeDialog.cancel')}
          </Button>
          <Button type="button" variant="destructive" onClick={confirm} disabled={revoke.isPending}>
            {revoke.isPending ? t('revokeDialog.revoking') : t('revokeDialog.confirm')}
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
