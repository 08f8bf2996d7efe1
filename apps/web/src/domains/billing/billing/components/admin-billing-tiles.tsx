import type { AdminBillingSummary } from '@sanctions/contracts';
import { AlertTriangle, Building2, Clock, DollarSign, TrendingUp } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useBillingFormatters } from '../lib/use-billing-formatters';
import { StatTile } from './stat-tile';

/** Spec 2, super admin billing: total revenue, active subscriptions, pending, overdue, organisations. */
export function AdminBillingTiles({ summary }: { summary: AdminBillingSummary }) {
  const { t } = useTranslation('billing');
  const format = useBillingFormatters();
  return (
    <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-5">
      <StatTile
        title={t('admin.tiles.totalRevenue')}
        icon={DollarSign}
        value={format.money(summary.totalRevenue)}
        detail={t('admin.tiles.totalRevenueDetail')}
      />
      <StatTile
        title={t('admin.tiles.activeSubscriptions')}
        icon={TrendingUp}
        value={format.number(summary.activeSubscriptions)}
      />
      <StatTile
        title={t('admin.tiles.pendingPayments')}
        icon={Clock}
        value={format.number(summary.pendingPayments.count)}
        detail={t('admin.tiles.pendingDetail', {
          amount: format.money(summary.pendingPayments.amount),
        })}
      />
      <StatTile
        title={t('admin.tiles.overdue')}
        icon={AlertTriangle}
        value={format.number(summary.overduePayments.count)}
        detail={t('admin.tiles.overdueDetail', {
          amount: format.money(summary.overduePayments.amount),
        })}
      />
      <StatTile
        title={t('admin.tiles.organizations')}
        icon={Building2}
        value={format.number(summary.totalOrganizations)}
      />
    </div>
  );
}
