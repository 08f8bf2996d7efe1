import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';

/** The signed-in fallback for unknown paths. */
export function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <div className="mx-auto grid max-w-md justify-items-center gap-3 px-4 py-24 text-center">
      <h1 className="text-3xl font-bold">{t('notFound.title')}</h1>
      <p className="text-muted-foreground">{t('notFound.description')}</p>
      <Button asChild className="mt-2">
        <Link to={paths.screening}>{t('notFound.goHome')}</Link>
      </Button>
    </div>
  );
}
