import type { OrganizationDetails } from '@sanctions/contracts';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { ApiError } from '@/lib/api-error';
import { useAuth } from '@/lib/auth';
import { useOrganizationDetails } from '../api/get-organization-details';
import { OrganizationState } from './organization-state';

/**
 * The states every organisation page shares before its content: the details are requested only when the user
 * belongs to an organisation, and the server's 404 (the membership ended meanwhile) reads as "No Organization"
 * too; loading; a failure with a retry. `children` renders the loaded details.
 */
export function OrganizationDetailsGate({
  children,
}: {
  children: (details: OrganizationDetails) => ReactNode;
}) {
  const { t } = useTranslation('organization');
  const { user } = useAuth();
  const hasOrganization = user !== null && user.organizationId !== null;
  const details = useOrganizationDetails({ isEnabled: hasOrganization });
  const isGone = details.error instanceof ApiError && details.error.status === 404;

  if (!hasOrganization || isGone) {
    return (
      <OrganizationState
        kind="empty"
        title={t('states.noOrganizationTitle')}
        message={t('states.noOrganization')}
      />
    );
  }
  if (details.isPending) {
    return <OrganizationState kind="loading" message={t('states.loading')} />;
  }
  if (details.isError) {
    return (
      <OrganizationState
        kind="error"
        title={t('states.errorTitle')}
        message={t('states.error')}
        action={
          <Button variant="outline" onClick={() => void details.refetch()}>
            {t('states.retry')}
          </Button>
        }
      />
    );
  }
  return children(details.data);
}
