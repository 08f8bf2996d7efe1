import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/components/page-header';

/** Placeholder until the reset issue lands: will verify the link's token, then set a new password. */
export function PasswordResetConfirmPage() {
  const { t } = useTranslation('password-reset');
  return (
    <div className="mx-auto w-full max-w-7xl px-4 py-8">
      <PageHeader title={t('confirmTitle')} description={t('confirmDescription')} />
    </div>
  );
}
