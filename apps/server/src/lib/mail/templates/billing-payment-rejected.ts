import type { BilingualTemplate } from './template-writer';
import { formatUsd, isolate } from './format';

export const billingPaymentRejected: BilingualTemplate<'billing-payment-rejected'> = {
  en: (p) => ({
    subject: `Payment could not be verified (receipt ${p.receiptNumber})`,
    greeting: `Hello ${p.firstName},`,
    intro: [
      `A cash payment recorded for ${p.organizationName} could not be verified.`,
      `Reason: ${p.reason}`,
    ],
    details: [
      { label: 'Amount', value: formatUsd(p.amountCents, 'en') },
      { label: 'Receipt', value: p.receiptNumber },
      ...(p.invoiceNumber ? [{ label: 'Invoice', value: p.invoiceNumber }] : []),
    ],
    action: { label: 'View billing', url: p.billingUrl },
    outro: [
      p.invoiceNumber
        ? 'The invoice remains open. Please contact our office with your receipt so we can resolve it.'
        : 'Please contact our office with your receipt so we can resolve it.',
    ],
  }),
  ar: (p) => ({
    subject: `تعذّر التحقق من الدفعة (الإيصال ${isolate(p.receiptNumber)})`,
    greeting: `مرحبًا ${isolate(p.firstName)}،`,
    intro: [
      `تعذّر التحقق من دفعة نقدية مسجّلة باسم ${isolate(p.organizationName)}.`,
      `السبب: ${isolate(p.reason)}`,
    ],
    details: [
      { label: 'المبلغ', value: formatUsd(p.amountCents, 'ar') },
      { label: 'الإيصال', value: p.receiptNumber },
      ...(p.invoiceNumber ? [{ label: 'الفاتورة', value: p.invoiceNumber }] : []),
    ],
    action: { label: 'عرض الفوترة', url: p.billingUrl },
    outro: [
      p.invoiceNumber
        ? 'تبقى الفاتورة مفتوحة. يُرجى التواصل مع مكتبنا ومعك الإيصال لحل المسألة.'
        : 'يُرجى التواصل مع مكتبنا ومعك الإيصال لحل المسألة.',
    ],
  }),
};
