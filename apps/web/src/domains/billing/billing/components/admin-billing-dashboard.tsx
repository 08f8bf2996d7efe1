import { Link } from '@tanstack/react-router';
import { Layers, Plus } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/components/page-header';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { useAdminBillingSummary } from '../api/get-admin-billing-summary';
import type { AdminOrganizationsFilter } from '../api/get-admin-organizations';
import { useAdminOrganizations } from '../api/get-admin-organizations';
import { AdminBillingTiles } from './admin-billing-tiles';
import { AdminOrganizationsTab } from './admin-organizations-tab';
import { BillingAnalyticsTab } from './billing-analytics-tab';
import { BillingLoadError } from './billing-load-error';
import { BillingLoading } from './billing-loading';
import { CashPaymentsTab } from './cash-payments-tab';
import { ExportReportButton } from './export-report-button';
import { RecordCashPaymentDialog } from './record-cash-payment-dialog';

const TABS = ['organizations', 'cashPayments', 'analytics'] as const;
type AdminBillingTab = (typeof TABS)[number];

/** Spec 2, super admin billing dashboard: five tiles, three tabs, Record Cash Payment and Export Report. */
export function AdminBillingDashboard() {
  const { t } = useTranslation('billing');
  const summary = useAdminBillingSummary();
  const [tab, setTab] = useState<AdminBillingTab>('organizations');
  const [filter, setFilter] = useState<AdminOrganizationsFilter>({
    search: '',
    status: 'all',
    plan: 'all',
  });
  const organizations = useAdminOrganizations(filter);
  const [isRecording, setIsRecording] = useState(false);

  return (
    <div className="mx-auto grid w-full max-w-7xl grid-cols-1 gap-6 px-4 py-8">
      <PageHeader
        title={t('admin.title')}
        description={t('admin.description')}
        actions={
          <div className="flex flex-wrap gap-2 print:hidden">
            <Button type="button" onClick={() => setIsRecording(true)}>
              <Plus aria-hidden="true" />
              {t('admin.recordPayment')}
            </Button>
            <ExportReportButton organizations={organizations.data?.organizations ?? []} />
            <Button type="button" variant="outline" asChild>
              <Link to={paths.billingPlans}>
                <Layers aria-hidden="true" />
                {t('admin.managePlans')}
              </Link>
            </Button>
          </div>
        }
      />
      {summary.isPending ? (
        <BillingLoading />
      ) : summary.isError ? (
        <BillingLoadError onRetry={() => void summary.refetch()} />
      ) : (
        <AdminBillingTiles summary={summary.data} />
      )}
      <Tabs
        value={tab}
        onValueChange={(next) => setTab(TABS.find((name) => name === next) ?? 'organizations')}
      >
        <TabsList className="flex h-auto w-full justify-start overflow-x-auto print:hidden">
          {TABS.map((name) => (
            <TabsTrigger key={name} value={name}>
              {t(`admin.tabs.${name}`)}
            </TabsTrigger>
          ))}
        </TabsList>
        <TabsContent value="organizations" className="mt-6">
          <AdminOrganizationsTab filter={filter} onFilterChange={setFilter} />
        </TabsContent>
        <TabsContent value="cashPayments" className="mt-6">
          <CashPaymentsTab />
        </TabsContent>
        <TabsContent value="analytics" className="mt-6">
          {summary.data ? <BillingAnalyticsTab summary={summary.data} /> : null}
        </TabsContent>
      </Tabs>
      {isRecording ? <RecordCashPaymentDialog open onOpenChange={setIsRecording} /> : null}
    </div>
  );
}
