import { Link } from '@tanstack/react-router';
import { Clock } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { useOrganizationFormatters } from '../lib/use-organization-formatters';

interface TrialBannerProps {
  daysRemaining: number;
  trialEnd: string;
}

/** Spec 2: "Trial Active - N days remaining" with Upgrade Now, while the trial end is in the future. */
export function TrialBanner({ daysRemaining, trialEnd }: TrialBannerProps) {
  const { t } = useTranslation('organization');
  const format = useOrganizationFormatters();
  return (
    <Alert variant="info" role="status" className="flex flex-wrap items-center gap-4">
      <Clock aria-hidden="true" />
      <div className="grid min-w-0 flex-1 gap-1">
        <AlertTitle>{t('trial.title', { days: format.count(daysRemaining) })}</AlertTitle>
        <AlertDescription>
          {t('trial.description', { date: format.date(trialEnd) })}
        </AlertDescription>
      </div>
      <Button asChild size="sm">
        <Link to={paths.billing}>{t('trial.upgrade')}</Link>
      </Button>
    </Alert>
  );
}
