import type { CashPayment } from '@sanctions/contracts';
import { Check, X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { useBillingFormatters } from '../lib/use-billing-formatters';

const CELL = 'px-3 py-2 text-start align-middle';

interface PendingPaymentsTableProps {
  payments: CashPayment[];
  /** The payment being decided; its buttons are disabled meanwhile. */
  busyId: string | null;
  onVerify: (payment: CashPayment) => void;
  onReject: (payment: CashPayment) => void;
}

/** Cash payments awaiting the super admin's decision, with Verify and Reject. */
export function PendingPaymentsTable({
  payments,
  busyId,
  onVerify,
  onReject,
}: PendingPaymentsTableProps) {
  const { t } = useTranslation('billing');
  const format = useBillingFormatters();
  // relative: sr-only cells are absolutely positioned; they must scroll with the table, not widen the page.
  return (
    <div className="relative overflow-x-auto">
      <table className="w-full text-sm">
        <caption className="sr-only">{t('admin.payments.pendingTitle')}</caption>
        <thead className="border-b text-muted-foreground">
          <tr>
            <th className={CELL}>{t('admin.payments.columns.organization')}</th>
            <th className={CELL}>{t('admin.payments.columns.invoice')}</th>
            <th className={`${CELL} text-end`}>{t('admin.payments.columns.amount')}</th>
            <th className={CELL}>{t('admin.payments.columns.paymentDate')}</th>
            <th className={CELL}>{t('admin.payments.columns.receivedBy')}</th>
            <th className={CELL}>{t('admin.payments.columns.receipt')}</th>
            <th className={`${CELL} print:hidden`}>
              <span className="sr-only">{t('admin.payments.columns.actions')}</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {payments.map((payment) => (
            <tr key={payment.id} className="border-b last:border-0">
              <td className={CELL}>
                <span className="block font-medium">{payment.organizationName}</span>
                {payment.notes ? (
                  <span className="block text-xs text-muted-foreground">{payment.notes}</span>
                ) : null}
              </td>
              <td className={CELL}>{payment.invoiceNumber ?? '—'}</td>
              <td className={`${CELL} text-end tabular-nums`}>{format.money(payment.amount)}</td>
              <td className={CELL}>{format.day(payment.paymentDate)}</td>
              <td className={CELL}>{payment.receivedBy}</td>
              <td className={CELL}>{payment.receiptNumber}</td>
              <td className={`${CELL} print:hidden`}>
                <div className="flex justify-end gap-2">
                  <Button
                    type="button"
                    size="sm"
                    aria-label={t('admin.payments.verifyLabel', { receipt: payment.receiptNumber })}
                    disabled={busyId === payment.id}
                    onClick={() => onVerify(payment)}
                  >
                    <Check aria-hidden="true" />
                    {t('admin.payments.verify')}
                  </Button>
                  <Button
                    type="button"
                    size="sm"
                    variant="destructive"
                    aria-label={t('admin.payments.rejectLabel', { receipt: payment.receiptNumber })}
                    disabled={busyId === payment.id}
                    onClick={() => onReject(payment)}
                  >
                    <X aria-hidden="true" />
                    {t('admin.payments.reject')}
                  </Button>
                </div>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
