import type { ErrorComponentProps } from '@tanstack/react-router';
import { TriangleAlert } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';

/** Shown in place of a screen that failed to render; the header and footer stay usable. */
export function RouteError({ reset }: ErrorComponentProps) {
  const { t } = useTranslation();
  return (
    <div
      role="alert"
      className="mx-auto grid max-w-md justify-items-center gap-3 px-4 py-20 text-center"
    >
      <TriangleAlert className="size-10 text-destructive" aria-hidden="true" />
      <h1 className="text-2xl font-bold">{t('routeError.title')}</h1>
      <p className="text-muted-foreground">{t('routeError.description')}</p>
      <Button variant="outline" onClick={reset}>
        {t('actions.tryAgain')}
      </Button>
    </div>
  );
}
