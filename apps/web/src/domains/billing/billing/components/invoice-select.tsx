import type { Invoice } from '@sanctions/contracts';
import { INVOICES_PAGE_SIZE_MAX } from '@sanctions/contracts';
import { useTranslation } from 'react-i18next';
import { NativeSelect } from '@/components/ui/native-select';
import { useInvoices } from '../api/get-invoices';
import { useBillingFormatters } from '../lib/use-billing-formatters';

interface InvoiceSelectProps {
  id: string;
  organizationId: string;
  value: string;
  describedBy: string | undefined;
  isInvalid: boolean;
  onChange: (invoice: Invoice | null) => void;
}

/** The organisation's open (pending or overdue) invoices: the one the cash pays. */
export function InvoiceSelect({
  id,
  organizationId,
  value,
  describedBy,
  isInvalid,
  onChange,
}: InvoiceSelectProps) {
  const { t } = useTranslation('billing');
  const format = useBillingFormatters();
  const hasOrganization = organizationId !== '';
  const invoices = useInvoices(
    { organizationId, status: 'open', page: 1, pageSize: INVOICES_PAGE_SIZE_MAX },
    { enabled: hasOrganization },
  );
  const open = hasOrganization ? (invoices.data?.invoices ?? []) : [];
  const placeholder = !hasOrganization
    ? t('admin.record.chooseOrganizationFirst')
    : invoices.isPending
      ? t('loading')
      : open.length === 0
        ? t('admin.record.noOpenInvoices')
        : t('admin.record.invoicePlaceholder');

  return (
    <NativeSelect
      id={id}
      value={value}
      disabled={!hasOrganization}
      aria-describedby={describedBy}
      aria-invalid={isInvalid}
      onChange={(event) =>
        onChange(open.find((invoice) => invoice.id === event.target.value) ?? null)
      }
    >
      <option value="">{placeholder}</option>
      {open.map((invoice) => (
        <option key={invoice.id} value={invoice.id}>
          {t('admin.record.invoiceOption', {
            number: invoice.invoiceNumber,
            amount: format.money(invoice.total),
            status: t(`invoiceStatus.${invoice.status}`),
          })}
        </option>
      ))}
    </NativeSelect>
  );
}
