import { Link } from '@tanstack/react-router';
import { ArrowLeft } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/components/page-header';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { paths } from '@/config/paths';
import { SessionPolicyCard } from '@/domains/identity';
import { IpAllowlistCard } from '@/domains/organizations/ip-allowlist/components/ip-allowlist-card';
import { SsoSettingsCard } from '@/domains/organizations/sso-settings/components/sso-settings-card';
import { OrganizationDetailsGate } from './organization-details-gate';
import { OrganizationSecurityCard } from './organization-security-card';
import { OrganizationSettingsForm } from './organization-settings-form';
import { OrganizationState } from './organization-state';

/** /organization/settings: owners and admins edit the details; others see why they cannot. */
export function OrganizationSettingsPage() {
  const { t } = useTranslation('organization');
  const content = (
    <OrganizationDetailsGate>
      {(details) =>
        details.viewer.canManage ? (
          <>
            <Card>
              <CardContent className="p-6">
                <OrganizationSettingsForm organization={details.organization} />
              </CardContent>
            </Card>
            <OrganizationSecurityCard
              organization={details.organization}
              isOwner={details.viewer.organizationRole === 'owner'}
            />
            {details.viewer.organizationRole === 'owner' ? (
              <>
                <SsoSettingsCard />
                <IpAllowlistCard />
                <SessionPolicyCard />
              </>
            ) : null}
          </>
        ) : (
          <OrganizationState
            kind="error"
            title={t('settings.accessDeniedTitle')}
            message={t('settings.accessDenied')}
          />
        )
      }
    </OrganizationDetailsGate>
  );

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
