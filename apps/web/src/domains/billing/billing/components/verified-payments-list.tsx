import type { CashPayment } from '@sanctions/contracts';
import { useTranslation } from 'react-i18next';
import { Badge } from '@/components/ui/badge';
import { useBillingFormatters } from '../lib/use-billing-formatters';

/** The latest verified cash payments (spec 9: 10), newest first. */
export function VerifiedPaymentsList({ payments }: { payments: CashPayment[] }) {
  const { t } = useTranslation('billing');
  const format = useBillingFormatters();
  if (payments.length === 0) {
    return <p className="text-sm text-muted-foreground">{t('admin.payments.verifiedEmpty')}</p>;
  }
  return (
    <ul aria-label={t('admin.payments.verifiedTitle')} className="grid gap-3">
      {payments.map((payment) => (
        <li
          key={payment.id}
          className="flex flex-wrap items-center justify-between gap-2 border-b pb-3 last:border-b-0"
        >
          <div className="grid gap-0.5">
            <span className="font-medium">{payment.organizationName}</span>
            <span className="text-xs text-muted-foreground">
              {t('admin.payments.receiptLine', {
                receipt: payment.receiptNumber,
                date: format.day(payment.paymentDate),
              })}
            </span>
          </div>
          <div className="flex items-center gap-2">
            <span className="font-medium tabular-nums">{format.money(payment.amount)}</span>
            <Badge>{t('admin.payments.status.verified')}</Badge>
          </div>
        </li>
      ))}
    </ul>
  );
}
