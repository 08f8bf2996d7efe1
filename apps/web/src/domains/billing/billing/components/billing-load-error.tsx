import { AlertCircle } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';

/** Spec 8: "Error Loading Billing Data" with the failure text and Try Again. */
export function BillingLoadError({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation('billing');
  return (
    <Alert variant="destructive">
      <AlertCircle aria-hidden="true" />
      <AlertTitle>{t('loadError.title')}</AlertTitle>
      <AlertDescription className="grid justify-items-start gap-3">
        <p>{t('loadError.message')}</p>
        <Button type="button" variant="outline" size="sm" onClick={onRetry}>
          {t('loadError.retry')}
        </Button>
      </AlertDescription>
    </Alert>
  );
}
