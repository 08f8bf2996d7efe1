import { useTranslation } from 'react-i18next';
import { Card, CardContent } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';

/** Shown while a search runs (spec 2.4). */
export function SearchLoadingCard() {
  const { t } = useTranslation('search');
  return (
    <Card role="status" aria-live="polite">
      <CardContent className="flex flex-col items-center gap-3 p-10 text-center">
        <Spinner className="size-10 text-primary" />
        <p className="text-lg font-semibold">{t('loading.title')}</p>
        <p className="text-sm text-muted-foreground">{t('loading.description')}</p>
      </CardContent>
    </Card>
  );
}
