import type { AdminOrganization } from '@sanctions/contracts';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { knownPaymentMethod } from '../lib/payment-methods';
import { useBillingFormatters } from '../lib/use-billing-formatters';
import { usePlanName } from '../lib/use-plan-name';
import { BillingFact } from './billing-fact';
import { SubscriptionStatusBadge } from './subscription-status-badge';

interface OrganizationDetailsDialogProps {
  /** Null keeps the dialog closed. */
  organization: AdminOrganization | null;
  onClose: () => void;
}

/** View Details of the Organizations tab: contact, subscription, last payment and usage. */
export function OrganizationDetailsDialog({
  organization,
  onClose,
}: OrganizationDetailsDialogProps) {
  const { t } = useTranslation('billing');
  const format = useBillingFormatters();
  const planName = usePlanName();
  const subscription = organization?.subscription ?? null;
  const lastPayment = organization?.lastPayment ?? null;
  const method = lastPayment ? knownPaymentMethod(lastPayment.method) : null;
  return (
    <Dialog open={organization !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent className="sm:max-w-2xl">
        <DialogHeader>
          <DialogTitle>{organization?.name ?? ''}</DialogTitle>
          <DialogDescription>{t('admin.details.description')}</DialogDescription>
        </DialogHeader>
        <section className="grid gap-3">
          <h3 className="font-semibold">{t('admin.details.contact')}</h3>
          <dl className="grid gap-3 sm:grid-cols-2">
            <BillingFact label={t('admin.details.email')}>{organization?.email}</BillingFact>
            <BillingFact label={t('admin.details.phone')}>{organization?.phone ?? '—'}</BillingFact>
          </dl>
        </section>
        <section className="grid gap-3">
          <h3 className="font-semibold">{t('admin.details.subscription')}</h3>
          {subscription ? (
            <dl className="grid gap-3 sm:grid-cols-2">
              <BillingFact label={t('admin.details.plan')}>
                {planName(subscription.plan, subscription.planDisplayName)}
              </BillingFact>
              <BillingFact label={t('admin.details.status')}>
                <SubscriptionStatusBadge status={subscription.status} />
              </BillingFact>
              <BillingFact label={t('admin.details.billingCycle')}>
                {t(`cycle.${subscription.billingCycle}`)}
              </BillingFact>
              <BillingFact label={t('admin.details.monthlyAmount')}>
                {format.money(subscription.monthlyAmount)}
              </BillingFact>
              <BillingFact label={t('admin.details.periodEnd')}>
                {subscription.currentPeriodEnd ? format.date(subscription.currentPeriodEnd) : '—'}
              </BillingFact>
              <BillingFact label={t('admin.details.trialEnd')}>
                {subscription.trialEnd ? format.date(subscription.trialEnd) : '—'}
              </BillingFact>
            </dl>
          ) : (
            <p className="text-sm text-muted-foreground">
              {t('admin.organizations.noSubscription')}
            </p>
          )}
        </section>
        <section className="grid gap-3">
          <h3 className="font-semibold">{t('admin.details.lastPayment')}</h3>
          {lastPayment ? (
            <dl className="grid gap-3 sm:grid-cols-2">
              <BillingFact label={t('admin.details.amount')}>
                {format.money(lastPayment.amount)}
              </BillingFact>
              <BillingFact label={t('admin.details.date')}>
                {format.date(lastPayment.date)}
              </BillingFact>
              <BillingFact label={t('admin.details.method')}>
                {method === null ? lastPayment.method : t(`admin.paymentMethods.${method}`)}
              </BillingFact>
              <BillingFact label={t('admin.details.paymentStatus')}>
                {t(`admin.paymentStatus.${lastPayment.status}`)}
              </BillingFact>
            </dl>
          ) : (
            <p className="text-sm text-muted-foreground">{t('admin.organizations.noPayments')}</p>
          )}
        </section>
        <section className="grid gap-3">
          <h3 className="font-semibold">{t('admin.details.usage')}</h3>
          <dl className="grid gap-3 sm:grid-cols-2">
            <BillingFact label={t('admin.details.searches')}>
              {format.number(organization?.totalUsage.searches ?? 0)}
            </BillingFact>
            <BillingFact label={t('admin.details.activeUsers')}>
              {format.number(organization?.totalUsage.activeUsers ?? 0)}
            </BillingFact>
          </dl>
        </section>
        <div className="flex justify-end">
          <Button type="button" variant="outline" onClick={onClose}>
            {t('actions.close')}
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
