import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { ApiError } from '@/lib/api-error';
import { useAuth } from '@/lib/auth';
import { useOrganizationDetails } from '../api/get-organization-details';
import { OrganizationDashboard } from './organization-dashboard';
import { OrganizationState } from './organization-state';

/**
 * /organization (spec 2): the details are requested only when the user belongs to an organisation; the
 * server's 404 (the membership ended meanwhile) reads as "No Organization" too.
 */
export function OrganizationPage() {
  const { t } = useTranslation('organization');
  const { user } = useAuth();
  const hasOrganization = user !== null && user.organizationId !== null;
  const details = useOrganizationDetails({ isEnabled: hasOrganization });
  const isGone = details.error instanceof ApiError && details.error.status === 404;

  let content;
  if (!hasOrganization || isGone) {
    content = (
      <OrganizationState
        kind="empty"
        title={t('states.noOrganizationTitle')}
        message={t('states.noOrganization')}
      />
    );
  } else if (details.isPending) {
    content = <OrganizationState kind="loading" message={t('states.loading')} />;
  } else if (details.isError) {
    content = (
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
  } else {
    content = <OrganizationDashboard details={details.data} now={new Date()} />;
  }

  return <div className="mx-auto w-full max-w-7xl px-4 py-8">{content}</div>;
}
