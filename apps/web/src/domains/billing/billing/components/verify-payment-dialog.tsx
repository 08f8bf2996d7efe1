import type { CashPayment } from '@sanctions/contracts';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { useBillingFormatters } from '../lib/use-billing-formatters';

interface VerifyPaymentDialogProps {
  /** The payment to confirm; null keeps the dialog closed. */
  payment: CashPayment | null;
  onConfirm: (payment: CashPayment) => void;
  onClose: () => void;
}

/**
 * Verifying marks the invoice paid and activates the subscription, which cannot be undone from the
 * dashboard: the super admin confirms the organisation, amount and receipt first.
 */
export function VerifyPaymentDialog({ payment, onConfirm, onClose }: VerifyPaymentDialogProps) {
  const { t } = useTranslation('billing');
  const format = useBillingFormatters();
  return (
    <Dialog open={payment !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{t('admin.payments.confirmTitle')}</DialogTitle>
          <DialogDescription>
            {payment
              ? t('admin.payments.confirmDescription', {
                  organization: payment.organizationName,
                  amount: format.money(payment.amount),
                  receipt: payment.receiptNumber,
                })
              : null}
          </DialogDescription>
        </DialogHeader>
        <div className="flex flex-wrap justify-end gap-2">
          <Button type="button" variant="outline" onClick={onClose}>
            {t('admin.payments.confirmCancel')}
          </Button>
          <Button
            type="button"
            onClick={() => {
              if (payment) onConfirm(payment);
              onClose();
            }}
          >
            {t('admin.payments.confirmVerify')}
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
