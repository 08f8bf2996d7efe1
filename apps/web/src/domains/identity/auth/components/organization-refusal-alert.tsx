import { Clock, XCircle } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import type { OrganizationRefusal } from '../lib/organization-refusal';

/** Stays above the sign-in form (a toast would vanish) so the owner can read why sign-in was refused. */
export function OrganizationRefusalAlert({ refusal }: { refusal: OrganizationRefusal }) {
  const { t } = useTranslation('auth');
  if (refusal.kind === 'pending') {
    return (
      <Alert variant="info">
        <Clock aria-hidden="true" />
        <AlertTitle>{t('organizationRefusal.pendingTitle')}</AlertTitle>
        <AlertDescription>{t('organizationRefusal.pendingMessage')}</AlertDescription>
      </Alert>
    );
  }
  return (
    <Alert variant="destructive">
      <XCircle aria-hidden="true" />
      <AlertTitle>{t('organizationRefusal.rejectedTitle')}</AlertTitle>
      <AlertDescription>
        <p>{t('organizationRefusal.rejectedMessage')}</p>
        {refusal.reason === null ? null : (
          <p>{t('organizationRefusal.rejectedReason', { reason: refusal.reason })}</p>
        )}
      </AlertDescription>
    </Alert>
  );
}
