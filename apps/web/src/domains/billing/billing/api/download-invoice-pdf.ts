import type { Invoice } from '@sanctions/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import type { Language } from '@/lib/language';
import { saveFile } from '@/lib/save-file';

interface DownloadInvoiceInput {
  invoice: Pick<Invoice, 'id' | 'invoiceNumber'>;
  language: Language;
}

/** GET /api/v2/billing/invoices/{id}/pdf?lang=en|ar: the invoice PDF in the interface language, saved. */
export async function downloadInvoicePdf({ invoice, language }: DownloadInvoiceInput) {
  const blob = await apiClient.getBlob(
    `/api/v2/billing/invoices/${encodeURIComponent(invoice.id)}/pdf?lang=${language}`,
    { accept: 'application/pdf' },
  );
  saveFile(blob, `${invoice.invoiceNumber}.pdf`);
}

export function useDownloadInvoicePdf() {
  return useMutation({ mutationFn: downloadInvoicePdf });
}
