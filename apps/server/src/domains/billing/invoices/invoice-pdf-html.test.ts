import type { Invoice } from '@sanctions/contracts';
import { describe, expect, it } from 'vitest';
import { renderInvoiceHtml } from './invoice-pdf-html';

const INVOICE: Invoice = {
  id: '00000000-0000-4000-8000-000000000001',
  invoiceNumber: 'INV-2026-000001',
  organizationId: '00000000-0000-4000-8000-000000000002',
  organizationName: 'Cedar',
  amount: 9_900,
  tax: 0,
  total: 9_900,
  currency: 'USD',
  status: 'pending',
  periodStart: '2026-05-15T00:00:00.000Z',
  periodEnd: '2026-06-15T00:00:00.000Z',
  dueDate: '2026-05-15T00:00:00.000Z',
  paidAt: null,
  createdAt: '2026-05-01T00:00:00.000Z',
  lineItems: [],
  notes: null,
  organizationTaxId: null,
  receiptNumber: null,
};

const ORGANIZATION = {
  name: 'Cedar Compliance',
  displayName: 'Cedar',
  contactEmail: 'billing@cedar.example',
  contactPhone: null,
  address: null,
  website: null,
};

/** The grand total's row: its label and amount. */
function grandTotal(html: string): string {
  return /<tr class="grand"><th colspan="3">([^<]*)<\/th>/.exec(html)?.[1] ?? '';
}

// Issue 23: a paid invoice said "Total due".
describe('the invoice PDF’s grand total', () => {
  it.each([
    ['pending', null, 'en', 'Total due'],
    ['overdue', null, 'en', 'Total due'],
    ['paid', '2026-05-10T00:00:00.000Z', 'en', 'Amount paid'],
    ['cancelled', null, 'en', 'Total (cancelled)'],
    ['pending', null, 'ar', 'الإجمالي المستحق'],
    ['paid', '2026-05-10T00:00:00.000Z', 'ar', 'المبلغ المدفوع'],
  ] as const)('a %s invoice (paid %s) reads in %s: %s', (status, paidAt, lang, label) => {
    const html = renderInvoiceHtml({
      invoice: { ...INVOICE, status, paidAt },
      organization: ORGANIZATION,
      lang,
      fontCss: '',
    });
    expect(grandTotal(html)).toBe(label);
  });
});

// Issue 23 §6: the office a super admin configured is where the invoice says to pay.
describe('the invoice PDF’s provider block', () => {
  const render = (lang: 'en' | 'ar', office?: { en: string; ar: string }) =>
    renderInvoiceHtml({
      invoice: { ...INVOICE, receiptNumber: 'RCPT-1', organizationTaxId: 'TRN 100' },
      organization: ORGANIZATION,
      ...(office === undefined ? {} : { office }),
      lang,
      fontCss: '',
    });

  it('prints the configured office in the invoice’s language, else the default offices', () => {
    const office = { en: 'Bay Square 3\nDubai', ar: 'باي سكوير 3\nدبي' };
    expect(render('en', office)).toContain('<p><bdi>Bay Square 3</bdi></p><p><bdi>Dubai</bdi></p>');
    expect(render('ar', office)).toContain('<p><bdi>دبي</bdi></p>');
    expect(render('ar', { en: 'Bay Square 3', ar: '' })).toContain('<bdi>Bay Square 3</bdi>');
    expect(render('en')).toContain('London, United Kingdom');
  });

  it('prints the receipt number and the tax id', () => {
    const html = render('en');
    expect(html).toContain('<th>Receipt number</th><td><bdi dir="ltr">RCPT-1</bdi></td>');
    expect(html).toContain('Tax ID: <bdi dir="ltr">TRN 100</bdi>');
  });
});
