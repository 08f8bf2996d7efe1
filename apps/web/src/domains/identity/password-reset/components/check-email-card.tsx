import { Link } from '@tanstack/react-router';
import { MailCheck } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { CenteredCard } from './centered-card';

/** After a request (spec 2): the link lasts 1 hour, check spam, back to sign-in or try another address. */
export function CheckEmailCard({ email, onReset }: { email: string; onReset: () => void }) {
  const { t } = useTranslation('password-reset');
  return (
    <CenteredCard
      icon={<MailCheck className="size-10 text-primary" aria-hidden="true" />}
      title={t('sent.title')}
      description={<bdi>{t('sent.description', { email })}</bdi>}
    >
      <p className="text-sm">{t('sent.expiry')}</p>
      <p className="text-sm text-muted-foreground">{t('sent.spam')}</p>
      <Button asChild>
        <Link to={paths.login}>{t('backToSignIn')}</Link>
      </Button>
      <Button type="button" variant="outline" onClick={onReset}>
        {t('sent.tryAnother')}
      </Button>
    </CenteredCard>
  );
}
