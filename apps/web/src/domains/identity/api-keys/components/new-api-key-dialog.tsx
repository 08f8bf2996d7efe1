import { useTranslation } from 'react-i18next';
import { OneTimeSecretDialog } from '@/components/one-time-secret-dialog';

/** The freshly created key, shown this once (the server stores only its hash). */
export function NewApiKeyDialog({
  secret,
  onClose,
}: {
  secret: string | null;
  onClose: () => void;
}) {
  const { t } = useTranslation('api-keys');
  return (
    <OneTimeSecretDialog
      secret={secret}
      onClose={onClose}
      testId="new-api-key"
      texts={{
        title: t('createdDialog.title'),
        description: t('createdDialog.description'),
        warning: t('createdDialog.warning'),
        label: t('createdDialog.keyLabel'),
        copy: t('createdDialog.copy'),
        copied: t('createdDialog.copied'),
        copyFailed: t('createdDialog.copyFailed'),
        done: t('createdDialog.done'),
      }}
    />
  );
}
