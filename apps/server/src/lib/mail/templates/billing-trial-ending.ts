import type { BilingualTemplate } from './template-writer';
import { formatIsoDate, isolate } from './format';

export const billingTrialEnding: BilingualTemplate<'billing-trial-ending'> = {
  en: (p) => ({
    subject: `Your trial of ${p.organizationName} ends on ${formatIsoDate(p.trialEnd, 'en')}`,
    greeting: `Hello ${p.firstName},`,
    intro: [
      `The free trial of ${p.organizationName} ends on ${formatIsoDate(p.trialEnd, 'en')}.`,
      'To keep screening without interruption, please pay your first invoice in cash at our office before then.',
    ],
    action: { label: 'View billing', url: p.billingUrl },
  }),
  ar: (p) => ({
    subject: `تنتهي الفترة التجريبية لـ ${isolate(p.organizationName)} في ${formatIsoDate(p.trialEnd, 'ar')}`,
    greeting: `مرحبًا ${isolate(p.firstName)}،`,
    intro: [
      `تنتهي الفترة التجريبية المجانية لـ ${isolate(p.organizationName)} في ${formatIsoDate(p.trialEnd, 'ar')}.`,
      'لمواصلة الفحص دون انقطاع، يُرجى دفع فاتورتك الأولى نقدًا في مكتبنا قبل ذلك التاريخ.',
    ],
    action: { label: 'عرض الفوترة', url: p.billingUrl },
  }),
};
