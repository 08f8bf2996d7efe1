import { Link } from '@tanstack/react-router';
import { ArrowLeft } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/components/page-header';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { paths } from '@/config/paths';
import { ApiError } from '@/lib/api-error';
import { useAuth } from '@/lib/auth';
import { useOrganizationDetails } from '../api/get-organization-details';
import { IpAllowlistCard } from '@/domains/organizations/ip-allowlist/components/ip-allowlist-card';
import { SsoSettingsCard } from '@/domains/organizations/sso-settings/components/sso-settings-card';
import { OrganizationSecurityCard } from './organization-security-card';
import { OrganizationSettingsForm } from './organization-settings-form';
import { OrganizationState } from './organization-state';

/** /organization/settings: owners and admins edit the details; others see why they cannot. */
export function OrganizationSettingsPage() {
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
  } else if (!details.data.viewer.canManage) {
    content = (
      <OrganizationState
        kind="error"
        title={t('settings.accessDeniedTitle')}
        message={t('settings.accessDenied')}
      />
    );
  } else {
    content = (
      <>
        <Card>
          <CardContent className="p-6">
            <OrganizationSettingsForm organization={details.data.organization} />
          </CardContent>
        </Card>
        <OrganizationSecurityCard
          organization={details.data.organization}
          isOwner={details.data.viewer.organizationRole === 'owner'}
        />
        {details.data.viewer.organizationRole === 'owner' ? (
          <>
            <SsoSettingsCard />
            <IpAllowlistCard />
          </>
        ) : null}
      </>
    );
  }

  return (
    <div className="mx-auto grid w-full max-w-3xl grid-cols-[minmax(0,1fr)] gap-6 px-4 py-8">
      <PageHeader
        title={t('settings.title')}
        description={t('settings.description')}
        actions={
          <Button asChild variant="ghost">
            <Link to={paths.organization}>
              <ArrowLeft aria-hidden="true" className="rtl:rotate-180" />
              {t('settings.back')}
            </Link>
          </Button>
        }
      />
      {content}
    </div>
  );
}
