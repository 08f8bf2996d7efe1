import { canManageOrganization } from '@sanctions/contracts';
import type { SessionUser } from '@sanctions/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/components/page-header';
import { ApiError } from '@/lib/api-error';
import { useBillingSummary } from '../api/get-billing-summary';
import { BillingLoadError } from './billing-load-error';
import { BillingLoading } from './billing-loading';
import { BillingTiles } from './billing-tiles';
import { ChangePlanDialog } from './change-plan-dialog';
import { InvoicesDialog } from './invoices-dialog';
import { NoOrganizationBilling } from './no-organization-billing';
import { PaymentMethodDialog } from './payment-method-dialog';
import { QuickActionsCard } from './quick-actions-card';
import { RecentInvoicesCard } from './recent-invoices-card';
import { SubscriptionOverviewCard } from './subscription-overview-card';
import { UsageStatisticsCard } from './usage-statistics-card';

type OpenDialog = 'invoices' | 'changePlan' | 'paymentMethod' | null;

/** Spec 2, ordinary billing dashboard: the signed-in user's organisation. */
export function OrganizationBillingDashboard({ user }: { user: SessionUser | null }) {
  const { t } = useTranslation('billing');
  const hasOrganization = user !== null && user.organizationId !== null;
  const summary = useBillingSummary({ enabled: hasOrganization });
  // The server's 404 means the membership ended meanwhile: the same state as no organisation.
  const isGone = summary.error instanceof ApiError && summary.error.status === 404;
  const [dialog, setDialog] = useState<OpenDialog>(null);
  const canReadDocuments = canManageOrganization(user?.organizationRole ?? null);
  const openChange = (name: OpenDialog) => (open: boolean) => setDialog(open ? name : null);

  function body() {
    if (!hasOrganization || isGone) return <NoOrganizationBilling />;
    if (summary.isPending) return <BillingLoading />;
    if (summary.isError) return <BillingLoadError onRetry={() => void summary.refetch()} />;
    const { subscription } = summary.data;
    return (
      <>
        <BillingTiles summary={summary.data} />
        <div className="grid gap-6 lg:grid-cols-3">
          <div className="grid content-start gap-6 lg:col-span-2">
            <SubscriptionOverviewCard
              subscription={subscription}
              canChangePlan={user?.organizationRole === 'owner'}
              onUpgrade={() => setDialog('changePlan')}
              onUpdatePaymentMethod={() => setDialog('paymentMethod')}
            />
            <UsageStatisticsCard summary={summary.data} />
          </div>
          <div className="grid content-start gap-6">
            <QuickActionsCard
              canReadDocuments={canReadDocuments}
              onViewInvoices={() => setDialog('invoices')}
            />
            <RecentInvoicesCard invoices={summary.data.invoices} canDownload={canReadDocuments} />
          </div>
        </div>
        <InvoicesDialog open={dialog === 'invoices'} onOpenChange={openChange('invoices')} />
        <ChangePlanDialog
          // Remounted on each opening so the choice starts from the current plan.
          key={dialog === 'changePlan' ? 'open' : 'closed'}
          open={dialog === 'changePlan'}
          onOpenChange={openChange('changePlan')}
          current={
            subscription
              ? { planName: subscription.plan.name, billingCycle: subscription.billingCycle }
              : null
          }
        />
        <PaymentMethodDialog
          open={dialog === 'paymentMethod'}
          onOpenChange={openChange('paymentMethod')}
        />
      </>
    );
  }

  return (
    <div className="mx-auto grid w-full max-w-7xl grid-cols-[minmax(0,1fr)] gap-6 px-4 py-8">
      <PageHeader title={t('title')} description={t('description')} />
      {body()}
    </div>
  );
}
