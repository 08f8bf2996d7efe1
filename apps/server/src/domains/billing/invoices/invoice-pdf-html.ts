import type { Invoice, OfficeAddress } from '@sanctions/contracts';
import { formatDollars } from '../shared/format-dollars';
import { escapeHtml } from '../../../lib/mail/email-layout';
import type { BilledOrganization } from './invoices.queries';
import { INVOICE_LABELS, PROVIDER } from './invoice-pdf-labels';
import type { InvoiceLabels, InvoiceLanguage } from './invoice-pdf-labels';

export interface InvoicePdfInput {
  invoice: Invoice;
  organization: BilledOrganization;
  /** The office address the super admins set (Admin → Settings); the provider's default lines when blank. */
  office?: OfficeAddress;
  lang: InvoiceLanguage;
  /** `@font-face` CSS of the embedded Arabic font. */
  fontCss: string;
}

/** Calendar day of an instant in UTC: invoices carry dates, and ISO days read the same in both languages. */
const day = (iso: string | null): string => (iso === null ? '—' : iso.slice(0, 10));

/** Money with its currency, isolated so an RTL paragraph cannot reorder the digits and the sign. */
const money = (cents: number): string => `<bdi dir="ltr">$${formatDollars(cents)}</bdi>`;

/** Identifiers (invoice numbers, e-mails) are left to right inside Arabic text too. */
const ltr = (text: string): string => `<bdi dir="ltr">${escapeHtml(text)}</bdi>`;

/** The customer's own texts take the direction of their first strong letter ("12 Marina Walk" stays LTR). */
const own = (text: string): string => `<bdi>${escapeHtml(text)}</bdi>`;

const NUMBER_SLOT = '\u0000';

/** The payment instructions with the invoice number kept whole on one line, in its own direction. */
function payInstructions(t: InvoiceLabels, invoiceNumber: string): string {
  return escapeHtml(t.payInstructions(NUMBER_SLOT)).replace(
    NUMBER_SLOT,
    `<span class="nowrap">${ltr(invoiceNumber)}</span>`,
  );
}

function addressLines(organization: BilledOrganization): string[] {
  const address = organization.address ?? {};
  const cityLine = [address.zipCode, address.city, address.state]
    .filter((part) => part !== undefined && part.trim() !== '')
    .join(' ');
  return [address.street, cityLine, address.country].filter(
    (line): line is string => line !== undefined && line.trim() !== '',
  );
}

/** Where the customer pays: the configured office in the invoice's language (else the other's), else the defaults. */
function officeLines(office: OfficeAddress | undefined, lang: InvoiceLanguage): readonly string[] {
  const other = lang === 'en' ? 'ar' : 'en';
  for (const text of [office?.[lang], office?.[other]]) {
    const lines = (text ?? '')
      .split(/\r?\n/)
      .map((line) => line.trim())
      .filter((line) => line !== '');
    if (lines.length > 0) return lines;
  }
  return PROVIDER.offices[lang];
}

function renderParties(t: InvoiceLabels, input: InvoicePdfInput): string {
  const { organization, lang, invoice } = input;
  const taxId = invoice.organizationTaxId;
  const billTo = [
    `<strong>${own(organization.displayName)}</strong>`,
    ...addressLines(organization).map(own),
    ltr(organization.contactEmail),
    ...(organization.contactPhone ? [ltr(organization.contactPhone)] : []),
    ...(taxId ? [`${escapeHtml(t.taxId)}: ${ltr(taxId)}`] : []),
  ];
  const from = [
    `<strong>${escapeHtml(PROVIDER.name)}</strong>`,
    ...officeLines(input.office, lang).map(own),
  ];
  return `<section class="parties">
  <div><h2>${escapeHtml(t.from)}</h2>${from.map((line) => `<p>${line}</p>`).join('')}</div>
  <div><h2>${escapeHtml(t.billTo)}</h2>${billTo.map((line) => `<p>${line}</p>`).join('')}</div>
</section>`;
}

function renderFacts(t: InvoiceLabels, invoice: Invoice): string {
  const facts: [string, string][] = [
    [t.invoiceNumber, ltr(invoice.invoiceNumber)],
    [t.issued, ltr(day(invoice.createdAt))],
    [t.due, ltr(day(invoice.dueDate))],
    [t.period, `${ltr(day(invoice.periodStart))} – ${ltr(day(invoice.periodEnd))}`],
    [
      t.status,
      `<span class="status status-${invoice.status}">${escapeHtml(t.statuses[invoice.status])}</span>`,
    ],
    ...(invoice.paidAt === null ? [] : [[t.paidOn, ltr(day(invoice.paidAt))] as [string, string]]),
    ...(invoice.receiptNumber === null
      ? []
      : [[t.receiptNumber, ltr(invoice.receiptNumber)] as [string, string]]),
  ];
  return `<table class="facts">${facts
    .map(([label, value]) => `<tr><th>${escapeHtml(label)}</th><td>${value}</td></tr>`)
    .join('')}</table>`;
}

function totalLabel(t: InvoiceLabels, invoice: Invoice): string {
  if (invoice.status === 'paid') return t.totalPaid;
  if (invoice.status === 'cancelled') return t.totalCancelled;
  return t.total;
}

function renderLines(t: InvoiceLabels, invoice: Invoice): string {
  const rows = invoice.lineItems
    .map(
      (line) => `<tr>
  <td><span class="kind">${escapeHtml(t.lineKinds[line.kind] ?? line.kind)}</span><br>${own(line.description)}</td>
  <td class="num">${line.quantity}</td>
  <td class="num">${money(line.unitAmount)}</td>
  <td class="num">${money(line.amount)}</td>
</tr>`,
    )
    .join('\n');
  return `<table class="lines">
<thead><tr><th>${escapeHtml(t.description)}</th><th class="num">${escapeHtml(t.quantity)}</th><th class="num">${escapeHtml(t.unitPrice)}</th><th class="num">${escapeHtml(t.amount)}</th></tr></thead>
<tbody>${rows}</tbody>
<tfoot>
<tr><th colspan="3">${escapeHtml(t.subtotal)}</th><td class="num">${money(invoice.amount)}</td></tr>
<tr><th colspan="3">${escapeHtml(t.tax)}</th><td class="num">${money(invoice.tax)}</td></tr>
<tr class="grand"><th colspan="3">${escapeHtml(totalLabel(t, invoice))}</th><td class="num">${money(invoice.total)}</td></tr>
</tfoot>
</table>`;
}

/** The invoice as a self-contained HTML page (no external resources) for the PDF printer. */
export function renderInvoiceHtml(input: InvoicePdfInput): string {
  const { invoice, lang, fontCss } = input;
  const t = INVOICE_LABELS[lang];
  return `<!doctype html>
<html lang="${lang}" dir="${lang === 'ar' ? 'rtl' : 'ltr'}">
<head>
<meta charset="utf-8">
<title>${escapeHtml(invoice.invoiceNumber)}</title>
<style>
${fontCss}
${STYLES}
</style>
</head>
<body>
<header>
  <h1>${escapeHtml(t.title)} ${ltr(invoice.invoiceNumber)}</h1>
  <p class="provider">${escapeHtml(PROVIDER.name)}</p>
</header>
${renderFacts(t, invoice)}
${renderParties(t, input)}
${renderLines(t, invoice)}
${invoice.notes ? `<section><h2>${escapeHtml(t.notes)}</h2><p>${own(invoice.notes)}</p></section>` : ''}
${
  invoice.status === 'paid' || invoice.status === 'cancelled'
    ? ''
    : `<section class="pay"><h2>${escapeHtml(t.howToPay)}</h2><p>${payInstructions(t, invoice.invoiceNumber)}</p></section>`
}
<footer>${escapeHtml(t.footer)}</footer>
</body>
</html>`;
}

const STYLES = `
@page { size: A4; margin: 16mm 14mm; }
* { box-sizing: border-box; }
body { font-family: 'Noto Sans Arabic', 'DejaVu Sans', Arial, sans-serif; font-size: 10.5pt; color: #111827; line-height: 1.45; }
/* Without mark positioning Chromium emits whole Arabic words, so copied and extracted text is not split. */
body { font-feature-settings: 'mark' 0, 'mkmk' 0; }
header { border-bottom: 2px solid #111827; margin-bottom: 5mm; padding-bottom: 2mm; }
h1 { font-size: 20pt; margin: 0; }
.provider { margin: 0; color: #4b5563; }
h2 { font-size: 11pt; margin: 0 0 1.5mm; color: #374151; }
p { margin: 0 0 1mm; }
table { border-collapse: collapse; width: 100%; }
.facts { width: 60%; margin-bottom: 5mm; }
.facts th { text-align: start; color: #374151; font-weight: 600; padding: 0.8mm 2mm 0.8mm 0; width: 40%; }
.facts td { padding: 0.8mm 0; }
.parties { display: flex; gap: 10mm; margin-bottom: 6mm; }
.parties > div { flex: 1; }
.lines th, .lines td { border-bottom: 1px solid #d1d5db; padding: 1.5mm 2mm; text-align: start; vertical-align: top; }
.lines thead th { background: #f3f4f6; }
.lines .num { text-align: end; white-space: nowrap; }
.lines tfoot th { text-align: end; font-weight: 600; }
.lines .grand th, .lines .grand td { font-size: 12pt; font-weight: 700; border-bottom: 2px solid #111827; }
.nowrap { white-space: nowrap; }
.kind { color: #4b5563; font-size: 9pt; }
.status { font-weight: 700; }
.status-paid { color: #15803d; }
.status-overdue { color: #dc2626; }
.pay { margin-top: 6mm; padding: 3mm 4mm; border: 1px solid #d1d5db; border-radius: 2mm; background: #f9fafb; }
footer { margin-top: 6mm; color: #6b7280; font-size: 9pt; }
`;
