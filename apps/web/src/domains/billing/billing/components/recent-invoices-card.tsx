import type { Invoice } from '@sanctions/contracts';
import { Download } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { useBillingFormatters } from '../lib/use-billing-formatters';
import { useInvoiceDownload } from '../lib/use-invoice-download';
import { InvoiceStatusBadge } from './invoice-status-badge';

/** Spec 2: the latest 3 invoices (date, number, amount, status) and Download Invoice for the newest. */
interface RecentInvoicesCardProps {
  invoices: Invoice[];
  /** Owners and admins download invoices; members see the list only. */
  canDownload: boolean;
}

export function RecentInvoicesCard({ invoices, canDownload }: RecentInvoicesCardProps) {
  const { t } = useTranslation('billing');
  const format = useBillingFormatters();
  const download = useInvoiceDownload();
  const latest = invoices[0];

  return (
    <Card>
      <CardHeader>
        <CardTitle className="text-lg">{t('recentInvoices.title')}</CardTitle>
      </CardHeader>
      <CardContent className="grid gap-4">
        {invoices.length === 0 ? (
          <p className="text-sm text-muted-foreground">{t('recentInvoices.empty')}</p>
        ) : (
          <ul aria-label={t('recentInvoices.title')} className="grid gap-3">
            {invoices.map((invoice) => (
              <li
                key={invoice.id}
                className="flex items-center justify-between gap-2 border-b pb-3 last:border-b-0 last:pb-0"
              >
                <div className="grid gap-0.5">
                  <span className="font-medium">{invoice.invoiceNumber}</span>
                  <span className="text-xs text-muted-foreground">
                    {format.date(invoice.createdAt)}
                  </span>
                </div>
                <div className="grid justify-items-end gap-1">
                  <span className="font-medium">{format.money(invoice.total)}</span>
                  <InvoiceStatusBadge status={invoice.status} />
                </div>
              </li>
            ))}
          </ul>
        )}
        {latest && canDownload ? (
          <Button
            type="button"
            variant="outline"
            className="print:hidden"
            onClick={() => download.start(latest)}
            disabled={download.isPending}
          >
            <Download aria-hidden="true" />
            {t('recentInvoices.download')}
          </Button>
        ) : null}
      </CardContent>
    </Card>
  );
}
