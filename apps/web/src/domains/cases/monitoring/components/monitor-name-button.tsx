import { Eye } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { useAddMonitoredSubject } from '@/domains/cases/shared/add-subject';
import { useMonitoringErrorMessage } from '@/domains/cases/shared/use-monitoring-error-message';
import { toast } from '@/lib/toast';

export interface MonitorNameTarget {
  /** The search the name comes from (stored as the subject's source). */
  searchId: string;
  firstName: string;
  lastName: string;
  arabicName: string;
  dateOfBirth?: string | undefined;
  nationality?: string | undefined;
}

/**
 * "Monitor this name" on a search result (issue 16): puts the searched name under monitoring with the
 * search as its source, and says how many alerts its first screening raised.
 */
export function MonitorNameButton({ target }: { target: MonitorNameTarget }) {
  const { t } = useTranslation('monitoring');
  const add = useAddMonitoredSubject();
  const errorMessage = useMonitoringErrorMessage();
  const name =
    [`${target.firstName} ${target.lastName}`.trim(), target.arabicName.trim()]
      .filter((part) => part !== '')
      .join(' / ') || target.searchId;

  const monitor = () =>
    add.mutate(
      {
        firstName: target.firstName,
        lastName: target.lastName,
        arabicName: target.arabicName,
        ...(target.dateOfBirth ? { dateOfBirth: target.dateOfBirth } : {}),
        ...(target.nationality ? { nationality: target.nationality } : {}),
        source: 'search',
        sourceRef: target.searchId,
      },
      {
        onSuccess: (result) =>
          toast({
            title: t('monitorName.added', { name }),
            description: t('form.alertsRaised', { count: result.alertsRaised }),
            variant: result.alertsRaised > 0 ? 'destructive' : 'success',
          }),
        onError: (error) =>
          toast({
            title: t('monitorName.failed'),
            description: errorMessage(error, t('monitorName.failed')),
            variant: 'destructive',
          }),
      },
    );

  return (
    <Button size="sm" variant="outline" disabled={add.isPending || add.isSuccess} onClick={monitor}>
      <Eye aria-hidden="true" />
      {t('monitorName.button')}
    </Button>
  );
}
