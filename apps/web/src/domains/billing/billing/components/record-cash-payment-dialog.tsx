import {
  BILLING_CURRENCY,
  RECEIPT_NUMBER_MAX_LENGTH,
  formatCentsAsDecimal,
} from '@sanctions/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormField } from '@/components/form-field';
import { Alert, AlertDescription } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { ApiError } from '@/lib/api-error';
import { useApiErrorMessage } from '@/lib/api-error-message';
import { toast } from '@/lib/toast';
import { useRecordCashPayment } from '../api/record-cash-payment';
import { emptyCashPaymentForm, validateCashPaymentForm } from '../lib/cash-payment-form';
import { withoutErrorsOfFilled } from '../lib/clear-filled-errors';
import type { CashPaymentErrors, CashPaymentFormValues } from '../lib/cash-payment-form';
import { InvoiceSelect } from './invoice-select';
import { OrganizationSelect } from './organization-select';

interface RecordCashPaymentDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** Spec 5: Record Cash Payment. Mounted afresh on each opening, so it starts empty with today's date. */
export function RecordCashPaymentDialog({ open, onOpenChange }: RecordCashPaymentDialogProps) {
  const { t } = useTranslation('billing');
  const errorMessage = useApiErrorMessage();
  const record = useRecordCashPayment();
  const [values, setValues] = useState<CashPaymentFormValues>(() => emptyCashPaymentForm());
  const [errors, setErrors] = useState<CashPaymentErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const set = (patch: Partial<CashPaymentFormValues>) => {
    setValues((current) => ({ ...current, ...patch }));
    // A field filled in after a refused submit drops its message at once (issue 23 §6); it is judged
    // again on the next submit. A field emptied by another choice keeps its message.
    setErrors((current) => withoutErrorsOfFilled(current, patch));
  };
  const error = (field: keyof CashPaymentFormValues) => {
    const key = errors[field];
    return key === undefined ? undefined : t(`admin.record.errors.${key}`);
  };

  function submit() {
    const result = validateCashPaymentForm(values);
    setErrors(result.errors ?? {});
    if (result.body === null) return;
    setFailure(null);
    record.mutate(result.body, {
      onSuccess: () => {
        onOpenChange(false);
        toast({ title: t('admin.record.success'), variant: 'success' });
      },
      onError: (cause) => {
        const text = errorMessage(cause, t('admin.record.failedGeneric'));
        setFailure(t('admin.record.failed', { error: text }));
        if (cause instanceof ApiError && cause.status === 409) {
          setErrors({ receiptNumber: 'invalid' });
        }
      },
    });
  }

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="sm:max-w-xl">
        <DialogHeader>
          <DialogTitle>{t('admin.record.title')}</DialogTitle>
          <DialogDescription>{t('admin.record.description')}</DialogDescription>
        </DialogHeader>
        <form
          noValidate
          className="grid gap-4"
          onSubmit={(event) => {
            event.preventDefault();
            submit();
          }}
        >
          {failure ? (
            <Alert variant="destructive">
              <AlertDescription>{failure}</AlertDescription>
            </Alert>
          ) : null}
          <FormField
            id="cash-organization"
            label={t('admin.record.organization')}
            error={error('organizationId')}
          >
            {(describedBy) => (
              <OrganizationSelect
                id="cash-organization"
                value={values.organizationId}
                describedBy={describedBy}
                isInvalid={errors.organizationId !== undefined}
                onChange={(organizationId) => set({ organizationId, invoiceId: '', amount: '' })}
              />
            )}
          </FormField>
          <FormField id="cash-invoice" label={t('admin.record.invoice')} error={error('invoiceId')}>
            {(describedBy) => (
              <InvoiceSelect
                id="cash-invoice"
                organizationId={values.organizationId}
                value={values.invoiceId}
                describedBy={describedBy}
                isInvalid={errors.invoiceId !== undefined}
                // One payment settles one invoice: the amount owed is the likely amount.
                onChange={(invoice) =>
                  set({
                    invoiceId: invoice?.id ?? '',
                    amount: invoice ? formatCentsAsDecimal(invoice.total) : '',
                  })
                }
              />
            )}
          </FormField>
          <div className="grid gap-4 sm:grid-cols-2">
            <FormField
              id="cash-amount"
              label={t('admin.record.amount')}
              error={error('amount')}
              hint={t('admin.record.currency', { currency: BILLING_CURRENCY })}
            >
              {(describedBy) => (
                <Input
                  id="cash-amount"
                  type="number"
                  inputMode="decimal"
                  step="0.01"
                  min="0.01"
                  dir="ltr"
                  value={values.amount}
                  aria-describedby={describedBy}
                  aria-invalid={errors.amount !== undefined}
                  onChange={(event) => set({ amount: event.target.value })}
                />
              )}
            </FormField>
            <FormField
              id="cash-date"
              label={t('admin.record.paymentDate')}
              error={error('paymentDate')}
            >
              {(describedBy) => (
                <Input
                  id="cash-date"
                  type="date"
                  value={values.paymentDate}
                  aria-describedby={describedBy}
                  aria-invalid={errors.paymentDate !== undefined}
                  onChange={(event) => set({ paymentDate: event.target.value })}
                />
              )}
            </FormField>
            <FormField
              id="cash-received-by"
              label={t('admin.record.receivedBy')}
              error={error('receivedBy')}
            >
              {(describedBy) => (
                <Input
                  id="cash-received-by"
                  value={values.receivedBy}
                  maxLength={200}
                  aria-describedby={describedBy}
                  aria-invalid={errors.receivedBy !== undefined}
                  onChange={(event) => set({ receivedBy: event.target.value })}
                />
              )}
            </FormField>
            <FormField
              id="cash-receipt"
              label={t('admin.record.receiptNumber')}
              error={error('receiptNumber')}
            >
              {(describedBy) => (
                <Input
                  id="cash-receipt"
                  value={values.receiptNumber}
                  maxLength={RECEIPT_NUMBER_MAX_LENGTH}
                  aria-describedby={describedBy}
                  aria-invalid={errors.receiptNumber !== undefined}
                  onChange={(event) => set({ receiptNumber: event.target.value })}
                />
              )}
            </FormField>
          </div>
          <FormField id="cash-notes" label={t('admin.record.notes')} error={error('notes')}>
            {(describedBy) => (
              <Textarea
                id="cash-notes"
                rows={3}
                maxLength={2000}
                placeholder={t('admin.record.notesPlaceholder')}
                value={values.notes}
                aria-describedby={describedBy}
                onChange={(event) => set({ notes: event.target.value })}
              />
            )}
          </FormField>
          <div className="flex flex-wrap justify-end gap-2">
            <Button type="button" variant="outline" onClick={() => onOpenChange(false)}>
              {t('actions.cancel')}
            </Button>
            <Button type="submit" disabled={record.isPending}>
              {record.isPending ? t('admin.record.submitting') : t('admin.record.submit')}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
