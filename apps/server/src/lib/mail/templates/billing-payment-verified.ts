import type { BilingualTemplate } from './template-writer';
import { formatIsoDate, formatUsd, isolate } from './format';

export const billingPaymentVerified: BilingualTemplate<'billing-payment-verified'> = {
  en: (p) => ({
    subject: `Payment verified: ${formatUsd(p.amountCents, 'en')} (receipt ${p.receiptNumber})`,
    greeting: `Hello ${p.firstName},`,
    intro: [
      p.invoiceNumber
        ? `Your cash payment for ${p.organizationName} has been verified, and invoice ${p.invoiceNumber} is paid. Thank you.`
        : `Your cash payment for ${p.organizationName} has been verified. Thank you.`,
    ],
    details: [
      { label: 'Amount', value: formatUsd(p.amountCents, 'en') },
      { label: 'Receipt', value: p.receiptNumber },
      ...(p.invoiceNumber ? [{ label: 'Invoice', value: p.invoiceNumber }] : []),
      ...(p.periodEnd
        ? [{ label: 'Subscription active until', value: formatIsoDate(p.periodEnd, 'en') }]
        : []),
    ],
    action: { label: 'View billing', url: p.billingUrl },
  }),
  ar: (p) => ({
    subject: `تم التحقق من الدفعة: ${formatUsd(p.amountCents, 'ar')} (الإيصال ${isolate(p.receiptNumber)})`,
    greeting: `مرحبًا ${isolate(p.firstName)}،`,
    intro: [
      p.invoiceNumber
        ? `تم التحقق من دفعتك النقدية عن ${isolate(p.organizationName)}، وسُدّدت الفاتورة ${isolate(p.invoiceNumber)}. شكرًا لك.`
        : `تم التحقق من دفعتك النقدية عن ${isolate(p.organizationName)}. شكرًا لك.`,
    ],
    details: [
      { label: 'المبلغ', value: formatUsd(p.amountCents, 'ar') },
      { label: 'الإيصال', value: p.receiptNumber },
      ...(p.invoiceNumber ? [{ label: 'الفاتورة', value: p.invoiceNumber }] : []),
      ...(p.periodEnd
        ? [{ label: 'الاشتراك فعّال حتى', value: formatIsoDate(p.periodEnd, 'ar') }]
        : []),
    ],
    action: { label: 'عرض الفوترة', url: p.billingUrl },
  }),
};
