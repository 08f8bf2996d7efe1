import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/components/page-header';

/** Placeholder until this screen's issue lands: title and one sentence. */
export function BillingPage() {
  const { t } = useTranslation('billing');
  return (
    <div className="mx-auto w-full max-w-7xl px-4 py-8">
      <PageHeader title={t('title')} description={t('description')} />
    </div>
  );
}
