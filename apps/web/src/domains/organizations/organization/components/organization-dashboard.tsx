import type { OrganizationDetails } from '@sanctions/contracts';
import { Link } from '@tanstack/react-router';
import { ScrollText, Settings, UserPlus, Webhook } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/components/page-header';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { trialDaysRemaining } from '../lib/trial-days-remaining';
import { CaseReviewCard } from './case-review-card';
import { OverviewTiles } from './overview-tiles';
import { PlanFeaturesCard } from './plan-features-card';
import { QuickActionsCard } from './quick-actions-card';
import { TrialBanner } from './trial-banner';
import { UsageOverviewCard } from './usage-overview-card';

interface OrganizationDashboardProps {
  details: OrganizationDetails;
  now: Date;
}

/** Spec 2, Organization dashboard, once the details have loaded. */
export function OrganizationDashboard({ details, now }: OrganizationDashboardProps) {
  const { t } = useTranslation('organization');
  const { organization, subscription, plan, usage, viewer } = details;
  // Paying during the trial activates the subscription but keeps its trial end (ADR 009): from then on
  // the banner's "pay at our office" no longer applies.
  const trialEnd = subscription?.status === 'trial' ? subscription.trialEnd : null;
  const daysRemaining = trialDaysRemaining(trialEnd, now);
  const scheduled = subscription?.scheduledPlan ?? null;

  return (
    <div className="grid gap-6">
      <PageHeader
        title={organization.displayName}
        description={organization.description ?? t('title')}
        actions={
          viewer.canManage ? (
            <>
              <Button asChild>
                <Link to={paths.organizationMembers}>
                  <UserPlus aria-hidden="true" />
                  {t('actions.inviteUsers')}
                </Link>
              </Button>
              <Button asChild variant="outline">
                <Link to={paths.organizationSettings}>
                  <Settings aria-hidden="true" />
                  {t('actions.settings')}
                </Link>
              </Button>
              <Button asChild variant="outline">
                <Link to={paths.organizationWebhooks}>
                  <Webhook aria-hidden="true" />
                  {t('actions.webhooks')}
                </Link>
              </Button>
              {viewer.organizationRole === 'owner' ? (
                <Button asChild variant="outline">
                  <Link to={paths.auditTrail}>
                    <ScrollText aria-hidden="true" />
                    {t('actions.auditTrail')}
                  </Link>
                </Button>
              ) : null}
            </>
          ) : undefined
        }
      />
      {daysRemaining !== null && trialEnd !== null ? (
        <TrialBanner daysRemaining={daysRemaining} trialEnd={trialEnd} />
      ) : null}
      <OverviewTiles plan={plan} subscription={subscription} usage={usage} />
      {scheduled === null ? null : (
        <p className="text-sm text-muted-foreground">
          {t('scheduledChange', {
            plan: scheduled.displayName,
            cycle: t(`billingCycle.${scheduled.billingCycle}`),
          })}
        </p>
      )}
      <div className="grid gap-6 lg:grid-cols-3">
        <div className="grid content-start gap-6 lg:col-span-2">
          <UsageOverviewCard usage={usage} />
          <PlanFeaturesCard plan={plan} />
          <CaseReviewCard />
        </div>
        <QuickActionsCard canManage={viewer.canManage} />
      </div>
    </div>
  );
}
