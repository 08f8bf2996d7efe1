import type { Invoice } from '@sanctions/contracts';
import { useTranslation } from 'react-i18next';
import { useApiErrorMessage } from '@/lib/api-error-message';
import { languageSchema } from '@/lib/language';
import { toast } from '@/lib/toast';
import { useDownloadInvoicePdf } from '../api/download-invoice-pdf';

/** Downloads an invoice's PDF in the interface language; a failure is toasted. */
export function useInvoiceDownload() {
  const { t, i18n } = useTranslation('billing');
  const errorMessage = useApiErrorMessage();
  const download = useDownloadInvoicePdf();
  const language = languageSchema.catch('en').parse(i18n.language);

  return {
    isPending: download.isPending,
    downloadingId: download.isPending ? download.variables.invoice.id : null,
    start: (invoice: Pick<Invoice, 'id' | 'invoiceNumber'>) =>
      download.mutate(
        { invoice, language },
        {
          onError: (error) =>
            toast({
              title: t('invoices.downloadFailed'),
              description: errorMessage(error, t('invoices.downloadFailed')),
              variant: 'destructive',
            }),
        },
      ),
  };
}
