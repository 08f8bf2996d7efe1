import { PRODUCT_NAME } from '@sanctions/contracts';
import type { BilingualTemplate } from './template-writer';
import { isolate } from './format';

export const organizationRejected: BilingualTemplate<'organization-rejected'> = {
  en: ({ firstName, organizationName, reason }) => ({
    subject: `The application for ${organizationName} was not approved`,
    greeting: `Hello ${firstName},`,
    intro: [
      `Thank you for your interest in ${PRODUCT_NAME}. After reviewing the application for ${organizationName}, we are unable to approve it.`,
    ],
    details: [{ label: 'Reason', value: reason }],
    outro: [
      'If you believe this decision is a mistake or your circumstances change, you are welcome to contact our team or to apply again.',
    ],
  }),
  ar: ({ firstName, organizationName, reason }) => ({
    subject: `لم تتم الموافقة على طلب منظمة ${isolate(organizationName)}`,
    greeting: `مرحبًا ${isolate(firstName)}،`,
    intro: [
      `شكرًا لاهتمامك بـ ${PRODUCT_NAME}. بعد مراجعة الطلب الخاص بمنظمة ${isolate(organizationName)}، نعتذر عن عدم التمكن من الموافقة عليه.`,
    ],
    details: [{ label: 'السبب', value: reason }],
    outro: [
      'إذا كنت ترى أن هذا القرار جاء عن خطأ، أو تغيّرت ظروفك، فيسعدنا تواصلك مع فريقنا أو تقديمك طلبًا جديدًا.',
    ],
  }),
};
