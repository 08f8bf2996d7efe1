import type { BilingualTemplate } from './template-writer';
import { formatIsoDate, formatUsd, isolate, officeAddressRows } from './format';

export const billingInvoiceIssued: BilingualTemplate<'billing-invoice-issued'> = {
  en: (p) => ({
    subject: `Invoice ${p.invoiceNumber} for ${p.organizationName}: ${formatUsd(p.totalCents, 'en')} due ${formatIsoDate(p.dueDate, 'en')}`,
    greeting: `Hello ${p.firstName},`,
    intro: [`A new invoice has been issued to ${p.organizationName}.`],
    details: [
      { label: 'Invoice', value: p.invoiceNumber },
      { label: 'Total', value: formatUsd(p.totalCents, 'en') },
      { label: 'Due date', value: formatIsoDate(p.dueDate, 'en') },
      ...officeAddressRows(p.officeAddress, 'en'),
    ],
    action: { label: 'View billing', url: p.billingUrl },
    outro: [
      'Please pay the total in cash at our office before the due date and quote the invoice number. Our staff will give you a receipt, and the payment shows on your billing page once verified.',
    ],
  }),
  ar: (p) => ({
    subject: `الفاتورة ${isolate(p.invoiceNumber)} لـ ${isolate(p.organizationName)}: ${formatUsd(p.totalCents, 'ar')} تستحق في ${formatIsoDate(p.dueDate, 'ar')}`,
    greeting: `مرحبًا ${isolate(p.firstName)}،`,
    intro: [`صدرت فاتورة جديدة باسم ${isolate(p.organizationName)}.`],
    details: [
      { label: 'الفاتورة', value: p.invoiceNumber },
      { label: 'الإجمالي', value: formatUsd(p.totalCents, 'ar') },
      { label: 'تاريخ الاستحقاق', value: formatIsoDate(p.dueDate, 'ar') },
      ...officeAddressRows(p.officeAddress, 'ar'),
    ],
    action: { label: 'عرض الفوترة', url: p.billingUrl },
    outro: [
      'يُرجى دفع الإجمالي نقدًا في مكتبنا قبل تاريخ الاستحقاق مع ذكر رقم الفاتورة. سيسلّمك موظفونا إيصالًا، وتظهر الدفعة في صفحة الفوترة بعد التحقق منها.',
    ],
  }),
};
