import { useTranslation } from 'react-i18next';
import { Spinner } from '@/components/ui/spinner';

export function BillingLoading() {
  const { t } = useTranslation('billing');
  return (
    <div role="status" className="flex items-center justify-center gap-2 py-16">
      <Spinner />
      <span className="text-sm text-muted-foreground">{t('loading')}</span>
    </div>
  );
}
