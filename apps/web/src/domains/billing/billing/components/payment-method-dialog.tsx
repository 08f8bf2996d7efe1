import { Banknote } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';

interface PaymentMethodDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** Payment is cash only (spec 1): the dialog explains how paying at the office works. */
export function PaymentMethodDialog({ open, onOpenChange }: PaymentMethodDialogProps) {
  const { t } = useTranslation('billing');
  const steps = ['bring', 'receipt', 'verified'] as const;
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="sm:max-w-md">
        <DialogHeader>
          <DialogTitle>{t('paymentMethod.title')}</DialogTitle>
          <DialogDescription>{t('paymentMethod.description')}</DialogDescription>
        </DialogHeader>
        <div className="flex items-start gap-3 rounded-md border bg-muted/40 p-4">
          <Banknote aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-green-600" />
          <div className="grid gap-1">
            <p className="font-medium">{t('paymentMethod.cash')}</p>
            <p className="text-sm text-muted-foreground">{t('paymentMethod.cashOnly')}</p>
          </div>
        </div>
        <ol className="grid list-decimal gap-2 ps-5 text-sm">
          {steps.map((step) => (
            <li key={step}>{t(`paymentMethod.steps.${step}`)}</li>
          ))}
        </ol>
        <div className="flex justify-end">
          <Button type="button" onClick={() => onOpenChange(false)}>
            {t('paymentMethod.close')}
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
