import { PRODUCT_NAME } from '@sanctions/contracts';
import type { InvoicePdfQuery, InvoiceStatus } from '@sanctions/contracts';

export type InvoiceLanguage = InvoicePdfQuery['lang'];

/** The provider as its invoices name it (the footer's offices, the mail's sender name). */
export const PROVIDER = {
  name: PRODUCT_NAME,
  offices: {
    en: ['Dubai, United Arab Emirates', 'London, United Kingdom'],
    ar: ['دبي، الإمارات العربية المتحدة', 'لندن، المملكة المتحدة'],
  },
} as const;

export interface InvoiceLabels {
  title: string;
  invoiceNumber: string;
  issued: string;
  due: string;
  period: string;
  status: string;
  from: string;
  billTo: string;
  description: string;
  quantity: string;
  unitPrice: string;
  amount: string;
  subtotal: string;
  tax: string;
  /** The grand total's label by the invoice's state: nothing is due on a paid or cancelled one. */
  total: string;
  totalPaid: string;
  totalCancelled: string;
  paidOn: string;
  receiptNumber: string;
  taxId: string;
  howToPay: string;
  payInstructions: (invoiceNumber: string) => string;
  notes: string;
  statuses: Record<InvoiceStatus, string>;
  lineKinds: Record<string, string>;
  footer: string;
}

export const INVOICE_LABELS: Record<InvoiceLanguage, InvoiceLabels> = {
  en: {
    title: 'Invoice',
    invoiceNumber: 'Invoice number',
    issued: 'Issue date',
    due: 'Due date',
    period: 'Service period',
    status: 'Status',
    from: 'From',
    billTo: 'Bill to',
    description: 'Description',
    quantity: 'Qty',
    unitPrice: 'Unit price',
    amount: 'Amount',
    subtotal: 'Subtotal',
    tax: 'Tax',
    total: 'Total due',
    totalPaid: 'Amount paid',
    totalCancelled: 'Total (cancelled)',
    paidOn: 'Paid on',
    receiptNumber: 'Receipt number',
    taxId: 'Tax ID',
    howToPay: 'How to pay',
    payInstructions: (invoiceNumber) =>
      `Pay in cash in US dollars at one of our offices and quote invoice number ${invoiceNumber}. You receive a numbered receipt; the payment is confirmed once our billing team has verified it.`,
    notes: 'Notes',
    statuses: { pending: 'Pending', paid: 'Paid', overdue: 'Overdue', cancelled: 'Cancelled' },
    lineKinds: {
      plan: 'Subscription',
      overage: 'Additional checks',
      proration: 'Plan change',
      adjustment: 'Adjustment',
    },
    footer: 'All amounts are in US dollars (USD).',
  },
  ar: {
    title: 'فاتورة',
    invoiceNumber: 'رقم الفاتورة',
    issued: 'تاريخ الإصدار',
    due: 'تاريخ الاستحقاق',
    period: 'فترة الخدمة',
    status: 'الحالة',
    from: 'من',
    billTo: 'فاتورة إلى',
    description: 'الوصف',
    quantity: 'الكمية',
    unitPrice: 'سعر الوحدة',
    amount: 'المبلغ',
    subtotal: 'المجموع الفرعي',
    tax: 'الضريبة',
    total: 'الإجمالي المستحق',
    totalPaid: 'المبلغ المدفوع',
    totalCancelled: 'الإجمالي (ملغاة)',
    paidOn: 'تاريخ الدفع',
    receiptNumber: 'رقم الإيصال',
    taxId: 'الرقم الضريبي',
    howToPay: 'طريقة الدفع',
    payInstructions: (invoiceNumber) =>
      `ادفع نقدًا بالدولار الأمريكي في أحد مكاتبنا واذكر رقم الفاتورة ${invoiceNumber}. ستحصل على إيصال مرقّم، ويُؤكَّد الدفع بعد أن يتحقق منه فريق الفوترة لدينا.`,
    notes: 'ملاحظات',
    statuses: { pending: 'قيد الانتظار', paid: 'مدفوعة', overdue: 'متأخرة', cancelled: 'ملغاة' },
    lineKinds: {
      plan: 'الاشتراك',
      overage: 'عمليات فحص إضافية',
      proration: 'تغيير الخطة',
      adjustment: 'تسوية',
    },
    footer: 'جميع المبالغ بالدولار الأمريكي (USD).',
  },
};
