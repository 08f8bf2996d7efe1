import { Link } from '@tanstack/react-router';
import { ShieldAlert } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';

interface AccessDeniedProps {
  /** The spec's reason line, e.g. 'Admin privileges required'. */
  message: string;
  /** Heading; the analytics screen puts its whole sentence here instead. */
  title?: string;
}

export function AccessDenied({ message, title }: AccessDeniedProps) {
  const { t } = useTranslation();
  return (
    <div
      role="alert"
      className="mx-auto grid max-w-md justify-items-center gap-3 px-4 py-20 text-center"
    >
      <ShieldAlert className="size-12 text-destructive" aria-hidden="true" />
      <h1 className="text-2xl font-bold">{title ?? t('accessDenied.title')}</h1>
      {message === title ? null : <p className="text-muted-foreground">{message}</p>}
      <Button asChild variant="outline" className="mt-2">
        <Link to={paths.screening}>{t('accessDenied.goHome')}</Link>
      </Button>
    </div>
  );
}
