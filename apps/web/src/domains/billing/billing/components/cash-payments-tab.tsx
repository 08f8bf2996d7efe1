import { REJECTION_DEFAULT_NOTE } from '@sanctions/contracts';
import type { CashPayment, VerifyCashPaymentBody } from '@sanctions/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { useApiErrorMessage } from '@/lib/api-error-message';
import { toast } from '@/lib/toast';
import { useCashPayments } from '../api/get-cash-payments';
import { useVerifyCashPayment } from '../api/verify-cash-payment';
import { splitCashPayments } from '../lib/split-cash-payments';
import { PendingPaymentsTable } from './pending-payments-table';
import { VerifiedPaymentsList } from './verified-payments-list';
import { VerifyPaymentDialog } from './verify-payment-dialog';

/** Cash Payments tab: pending payments to verify or reject, then the latest verified (spec 2, 4). */
export function CashPaymentsTab() {
  const { t } = useTranslation('billing');
  const errorMessage = useApiErrorMessage();
  const payments = useCashPayments();
  const verify = useVerifyCashPayment();
  const [confirming, setConfirming] = useState<CashPayment | null>(null);

  function decide(payment: CashPayment, body: VerifyCashPaymentBody) {
    verify.mutate(
      { id: payment.id, body },
      {
        onSuccess: () => toast({ title: t('admin.payments.updated'), variant: 'success' }),
        onError: (error) =>
          toast({
            title: t('admin.payments.updateFailed', {
              error: errorMessage(error, t('admin.payments.updateFailedGeneric')),
            }),
            variant: 'destructive',
          }),
      },
    );
  }

  if (payments.isPending) {
    return (
      <div role="status" className="flex justify-center py-8">
        <Spinner />
        <span className="sr-only">{t('loading')}</span>
      </div>
    );
  }
  if (payments.isError) {
    return (
      <div role="alert" className="grid justify-items-start gap-2 text-sm text-destructive">
        <p>{t('admin.payments.loadFailed')}</p>
        <Button type="button" variant="outline" size="sm" onClick={() => void payments.refetch()}>
          {t('loadError.retry')}
        </Button>
      </div>
    );
  }

  const { pending, verified } = splitCashPayments(payments.data);
  return (
    <div className="grid grid-cols-1 gap-6">
      <Card>
        <CardHeader>
          <CardTitle className="text-lg">{t('admin.payments.pendingTitle')}</CardTitle>
          <CardDescription>{t('admin.payments.pendingDescription')}</CardDescription>
        </CardHeader>
        <CardContent>
          {pending.length === 0 ? (
            <p className="text-sm text-muted-foreground">{t('admin.payments.pendingEmpty')}</p>
          ) : (
            <PendingPaymentsTable
              payments={pending}
              busyId={verify.isPending ? verify.variables.id : null}
              onVerify={setConfirming}
              onReject={(payment) =>
                decide(payment, { status: 'rejected', notes: REJECTION_DEFAULT_NOTE })
              }
            />
          )}
        </CardContent>
      </Card>
      <VerifyPaymentDialog
        payment={confirming}
        onConfirm={(payment) => decide(payment, { status: 'verified' })}
        onClose={() => setConfirming(null)}
      />
      <Card>
        <CardHeader>
          <CardTitle className="text-lg">{t('admin.payments.verifiedTitle')}</CardTitle>
          <CardDescription>{t('admin.payments.verifiedDescription')}</CardDescription>
        </CardHeader>
        <CardContent>
          <VerifiedPaymentsList payments={verified} />
        </CardContent>
      </Card>
    </div>
  );
}
