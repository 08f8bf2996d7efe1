import { useTranslation } from 'react-i18next';
import { OneTimeSecretDialog } from '@/components/one-time-secret-dialog';

/** The new endpoint's signing secret, shown this once (the server keeps it sealed and never returns it). */
export function WebhookSecretDialog({
  secret,
  onClose,
}: {
  secret: string | null;
  onClose: () => void;
}) {
  const { t } = useTranslation('webhooks');
  return (
    <OneTimeSecretDialog
      secret={secret}
      onClose={onClose}
      testId="webhook-secret"
      texts={{
        title: t('secretDialog.title'),
        description: t('secretDialog.description'),
        warning: t('secretDialog.warning'),
        label: t('secretDialog.label'),
        copy: t('secretDialog.copy'),
        copied: t('secretDialog.copied'),
        copyFailed: t('secretDialog.copyFailed'),
        done: t('secretDialog.done'),
      }}
    />
  );
}
