import type { Invoice } from '@sanctions/contracts';
import { Download } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { useBillingFormatters } from '../lib/use-billing-formatters';
import { useInvoiceDownload } from '../lib/use-invoice-download';
import { InvoiceStatusBadge } from './invoice-status-badge';

const CELL = 'px-3 py-2 text-start align-middle';

/** Invoices with their dates, totals, statuses and a PDF download per row. */
export function InvoicesTable({ invoices }: { invoices: Invoice[] }) {
  const { t } = useTranslation('billing');
  const format = useBillingFormatters();
  const download = useInvoiceDownload();
  // relative: sr-only cells are absolutely positioned; they must scroll with the table, not widen the page.
  return (
    <div className="relative overflow-x-auto">
      <table className="w-full text-sm">
        <caption className="sr-only">{t('invoices.title')}</caption>
        <thead className="border-b text-muted-foreground">
          <tr>
            <th className={CELL}>{t('invoices.number')}</th>
            <th className={CELL}>{t('invoices.date')}</th>
            <th className={CELL}>{t('invoices.dueDate')}</th>
            <th className={`${CELL} text-end`}>{t('invoices.amount')}</th>
            <th className={CELL}>{t('invoices.status')}</th>
            <th className={CELL}>
              <span className="sr-only">{t('invoices.actions')}</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {invoices.map((invoice) => (
            <tr key={invoice.id} className="border-b last:border-0">
              <td className={`${CELL} font-medium`}>{invoice.invoiceNumber}</td>
              <td className={CELL}>{format.date(invoice.createdAt)}</td>
              <td className={CELL}>{invoice.dueDate ? format.date(invoice.dueDate) : '—'}</td>
              <td className={`${CELL} text-end tabular-nums`}>{format.money(invoice.total)}</td>
              <td className={CELL}>
                <InvoiceStatusBadge status={invoice.status} />
                {invoice.receiptNumber === null ? null : (
                  <span className="mt-1 block text-xs text-muted-foreground">
                    {t('invoices.receipt')} <bdi dir="ltr">{invoice.receiptNumber}</bdi>
                  </span>
                )}
              </td>
              <td className={`${CELL} text-end`}>
                <Button
                  type="button"
                  variant="ghost"
                  size="icon"
                  aria-label={t('invoices.downloadOne', { number: invoice.invoiceNumber })}
                  disabled={download.downloadingId === invoice.id}
                  onClick={() => download.start(invoice)}
                >
                  <Download aria-hidden="true" />
                </Button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
