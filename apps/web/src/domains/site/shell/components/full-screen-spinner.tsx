import { useTranslation } from 'react-i18next';
import { Spinner } from '@/components/ui/spinner';

/** Shown while the session loads (spec 2.1). */
export function FullScreenSpinner() {
  const { t } = useTranslation();
  return (
    <div role="status" className="flex min-h-screen flex-col items-center justify-center gap-3">
      <Spinner className="size-10 text-primary" />
      <p className="text-sm text-muted-foreground">{t('loading')}</p>
    </div>
  );
}
