import { Link } from '@tanstack/react-router';
import { CircleAlert } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { CenteredCard } from './centered-card';

/** A refused or missing reset link, with the way to a new one (spec 2). */
export function InvalidResetLink({ message }: { message: string }) {
  const { t } = useTranslation('password-reset');
  return (
    <CenteredCard
      icon={<CircleAlert className="size-10 text-destructive" aria-hidden="true" />}
      title={t('invalid.title')}
      description={<span role="alert">{message}</span>}
    >
      <Button asChild>
        <Link to={paths.passwordReset}>{t('invalid.requestNew')}</Link>
      </Button>
    </CenteredCard>
  );
}
