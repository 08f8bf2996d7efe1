import { Link } from '@tanstack/react-router';
import { CircleCheck } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { CenteredCard } from './centered-card';

/** After a successful reset: every session has ended, so the way on is signing in again. */
export function ResetCompleteCard() {
  const { t } = useTranslation('password-reset');
  return (
    <CenteredCard
      icon={<CircleCheck className="size-10 text-primary" aria-hidden="true" />}
      title={t('complete.title')}
      description={t('complete.description')}
    >
      <Button asChild>
        <Link to={paths.login}>{t('complete.signIn')}</Link>
      </Button>
    </CenteredCard>
  );
}
