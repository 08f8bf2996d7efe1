import type { AdminOrganization } from '@sanctions/contracts';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { useBillingFormatters } from '../lib/use-billing-formatters';
import { usePlanName } from '../lib/use-plan-name';
import { SubscriptionStatusBadge } from './subscription-status-badge';

const CELL = 'px-3 py-2 text-start align-middle';

interface AdminOrganizationsTableProps {
  organizations: AdminOrganization[];
  onViewDetails: (organization: AdminOrganization) => void;
}

/** The Organizations tab's list: contact, plan, status, monthly amount, period end, last payment, usage. */
export function AdminOrganizationsTable({
  organizations,
  onViewDetails,
}: AdminOrganizationsTableProps) {
  const { t } = useTranslation('billing');
  const format = useBillingFormatters();
  const planName = usePlanName();
  // relative: sr-only cells are absolutely positioned; they must scroll with the table, not widen the page.
  return (
    <div className="relative overflow-x-auto">
      <table className="w-full text-sm">
        <caption className="sr-only">{t('admin.tabs.organizations')}</caption>
        <thead className="border-b text-muted-foreground">
          <tr>
            <th className={CELL}>{t('admin.organizations.columns.organization')}</th>
            <th className={CELL}>{t('admin.organizations.columns.plan')}</th>
            <th className={CELL}>{t('admin.organizations.columns.status')}</th>
            <th className={`${CELL} text-end`}>{t('admin.organizations.columns.monthlyAmount')}</th>
            <th className={CELL}>{t('admin.organizations.columns.periodEnd')}</th>
            <th className={CELL}>{t('admin.organizations.columns.lastPayment')}</th>
            <th className={`${CELL} text-end`}>{t('admin.organizations.columns.searches')}</th>
            <th className={`${CELL} print:hidden`}>
              <span className="sr-only">{t('admin.organizations.columns.actions')}</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {organizations.map((organization) => {
            const { subscription, lastPayment } = organization;
            return (
              <tr key={organization.id} className="border-b last:border-0">
                <td className={CELL}>
                  <span className="block font-medium">{organization.name}</span>
                  <span className="block text-xs text-muted-foreground">{organization.email}</span>
                </td>
                <td className={CELL}>
                  {subscription
                    ? `${planName(subscription.plan, subscription.planDisplayName)} · ${t(`cycle.${subscription.billingCycle}`)}`
                    : t('admin.organizations.noSubscription')}
                </td>
                <td className={CELL}>
                  {subscription ? <SubscriptionStatusBadge status={subscription.status} /> : '—'}
                </td>
                <td className={`${CELL} text-end tabular-nums`}>
                  {subscription ? format.money(subscription.monthlyAmount) : '—'}
                </td>
                <td className={CELL}>
                  {subscription?.currentPeriodEnd
                    ? format.date(subscription.currentPeriodEnd)
                    : '—'}
                </td>
                <td className={CELL}>
                  {lastPayment
                    ? `${format.money(lastPayment.amount)} · ${format.date(lastPayment.date)}`
                    : t('admin.organizations.noPayments')}
                </td>
                <td className={`${CELL} text-end tabular-nums`}>
                  {format.number(organization.totalUsage.searches)}
                </td>
                <td className={`${CELL} text-end print:hidden`}>
                  <Button
                    type="button"
                    variant="outline"
                    size="sm"
                    aria-label={t('admin.organizations.viewDetailsOf', { name: organization.name })}
                    onClick={() => onViewDetails(organization)}
                  >
                    {t('admin.organizations.viewDetails')}
                  </Button>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
