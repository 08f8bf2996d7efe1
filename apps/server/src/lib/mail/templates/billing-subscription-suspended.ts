import type { BilingualTemplate } from './template-writer';
import { isolate } from './format';

export const billingSubscriptionSuspended: BilingualTemplate<'billing-subscription-suspended'> = {
  en: (p) => ({
    subject: `${p.organizationName}: subscription suspended for non-payment`,
    greeting: `Hello ${p.firstName},`,
    intro: [
      p.invoiceNumber
        ? `The subscription of ${p.organizationName} is suspended because invoice ${p.invoiceNumber} is still unpaid. Searching is blocked for every member of your organization.`
        : `The subscription of ${p.organizationName} is suspended for non-payment. Searching is blocked for every member of your organization.`,
    ],
    action: { label: 'View billing', url: p.billingUrl },
    outro: [
      'Pay the open invoice in cash at our office; access is restored as soon as the payment is verified.',
    ],
  }),
  ar: (p) => ({
    subject: `${isolate(p.organizationName)}: تم تعليق الاشتراك لعدم السداد`,
    greeting: `مرحبًا ${isolate(p.firstName)}،`,
    intro: [
      p.invoiceNumber
        ? `تم تعليق اشتراك ${isolate(p.organizationName)} لأن الفاتورة ${isolate(p.invoiceNumber)} لم تُسدَّد بعد. أصبح البحث محظورًا على جميع أعضاء مؤسستك.`
        : `تم تعليق اشتراك ${isolate(p.organizationName)} لعدم السداد. أصبح البحث محظورًا على جميع أعضاء مؤسستك.`,
    ],
    action: { label: 'عرض الفوترة', url: p.billingUrl },
    outro: ['ادفع الفاتورة المفتوحة نقدًا في مكتبنا؛ تتم استعادة الوصول فور التحقق من الدفعة.'],
  }),
};
