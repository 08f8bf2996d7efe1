import { INVOICE_STATUS_VALUES, invoiceStatusSchema } from '@sanctions/contracts';
import type { InvoiceStatus } from '@sanctions/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import { Spinner } from '@/components/ui/spinner';
import { useInvoices } from '../api/get-invoices';
import { useBillingFormatters } from '../lib/use-billing-formatters';
import { InvoicesTable } from './invoices-table';

/** Rows per page of the full invoice list. */
export const INVOICES_DIALOG_PAGE_SIZE = 10;

interface InvoicesDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** View All Invoices: every invoice of the organisation, filtered by status, a page at a time. */
export function InvoicesDialog({ open, onOpenChange }: InvoicesDialogProps) {
  const { t } = useTranslation('billing');
  const format = useBillingFormatters();
  const [status, setStatus] = useState<InvoiceStatus | undefined>(undefined);
  const [page, setPage] = useState(1);
  const invoices = useInvoices(
    { status, page, pageSize: INVOICES_DIALOG_PAGE_SIZE },
    { enabled: open },
  );
  const pages = Math.max(1, Math.ceil((invoices.data?.total ?? 0) / INVOICES_DIALOG_PAGE_SIZE));

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="sm:max-w-3xl">
        <DialogHeader>
          <DialogTitle>{t('invoices.title')}</DialogTitle>
          <DialogDescription>{t('invoices.description')}</DialogDescription>
        </DialogHeader>
        <div className="grid max-w-xs gap-2">
          <Label htmlFor="invoices-status-filter">{t('invoices.statusFilter')}</Label>
          <NativeSelect
            id="invoices-status-filter"
            value={status ?? 'all'}
            onChange={(event) => {
              const parsed = invoiceStatusSchema.safeParse(event.target.value);
              setStatus(parsed.success ? parsed.data : undefined);
              setPage(1);
            }}
          >
            <option value="all">{t('invoices.allStatuses')}</option>
            {INVOICE_STATUS_VALUES.map((value) => (
              <option key={value} value={value}>
                {t(`invoiceStatus.${value}`)}
              </option>
            ))}
          </NativeSelect>
        </div>
        {invoices.isPending ? (
          <div role="status" className="flex justify-center py-8">
            <Spinner />
            <span className="sr-only">{t('loading')}</span>
          </div>
        ) : invoices.isError ? (
          <div role="alert" className="grid justify-items-start gap-2 text-sm text-destructive">
            <p>{t('invoices.loadFailed')}</p>
            <Button
              type="button"
              variant="outline"
              size="sm"
              onClick={() => void invoices.refetch()}
            >
              {t('loadError.retry')}
            </Button>
          </div>
        ) : invoices.data.invoices.length === 0 ? (
          <p className="py-6 text-center text-sm text-muted-foreground">{t('invoices.empty')}</p>
        ) : (
          <InvoicesTable invoices={invoices.data.invoices} />
        )}
        <div className="flex items-center justify-between gap-2">
          <span className="text-sm text-muted-foreground">
            {t('invoices.pageOf', { page: format.number(page), pages: format.number(pages) })}
          </span>
          <div className="flex gap-2">
            <Button
              type="button"
              variant="outline"
              size="sm"
              disabled={page <= 1}
              onClick={() => setPage((current) => current - 1)}
            >
              {t('invoices.previous')}
            </Button>
            <Button
              type="button"
              variant="outline"
              size="sm"
              disabled={page >= pages}
              onClick={() => setPage((current) => current + 1)}
            >
              {t('invoices.next')}
            </Button>
          </div>
        </div>
      </DialogContent>
    </Dialog>
  );
}
