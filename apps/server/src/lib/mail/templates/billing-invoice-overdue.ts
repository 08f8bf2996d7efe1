import type { BilingualTemplate } from './template-writer';
import { formatIsoDate, formatUsd, isolate, officeAddressRows } from './format';

export const billingInvoiceOverdue: BilingualTemplate<'billing-invoice-overdue'> = {
  en: (p) => ({
    subject: `Invoice ${p.invoiceNumber} is overdue`,
    greeting: `Hello ${p.firstName},`,
    intro: [
      `Invoice ${p.invoiceNumber} of ${p.organizationName} was due on ${formatIsoDate(p.dueDate, 'en')} and has not been paid yet. Your subscription is now past due.`,
    ],
    details: [
      { label: 'Invoice', value: p.invoiceNumber },
      { label: 'Total', value: formatUsd(p.totalCents, 'en') },
      { label: 'Due date', value: formatIsoDate(p.dueDate, 'en') },
      { label: 'Suspension on', value: formatIsoDate(p.suspensionDate, 'en') },
      ...officeAddressRows(p.officeAddress, 'en'),
    ],
    action: { label: 'View billing', url: p.billingUrl },
    outro: [
      `Please pay in cash at our office. If the invoice is still unpaid on ${formatIsoDate(p.suspensionDate, 'en')}, the subscription is suspended and searching is blocked until it is paid.`,
    ],
  }),
  ar: (p) => ({
    subject: `الفاتورة ${isolate(p.invoiceNumber)} متأخرة السداد`,
    greeting: `مرحبًا ${isolate(p.firstName)}،`,
    intro: [
      `استحقت الفاتورة ${isolate(p.invoiceNumber)} الخاصة بـ ${isolate(p.organizationName)} في ${formatIsoDate(p.dueDate, 'ar')} ولم تُسدَّد بعد. أصبح اشتراكك متأخر السداد.`,
    ],
    details: [
      { label: 'الفاتورة', value: p.invoiceNumber },
      { label: 'الإجمالي', value: formatUsd(p.totalCents, 'ar') },
      { label: 'تاريخ الاستحقاق', value: formatIsoDate(p.dueDate, 'ar') },
      { label: 'التعليق في', value: formatIsoDate(p.suspensionDate, 'ar') },
      ...officeAddressRows(p.officeAddress, 'ar'),
    ],
    action: { label: 'عرض الفوترة', url: p.billingUrl },
    outro: [
      `يُرجى الدفع نقدًا في مكتبنا. إذا بقيت الفاتورة غير مسدّدة في ${formatIsoDate(p.suspensionDate, 'ar')}، يُعلَّق الاشتراك ويُحظر البحث حتى سدادها.`,
    ],
  }),
};
