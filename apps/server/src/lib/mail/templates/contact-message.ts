import type { BilingualTemplate } from './template-writer';
import { isolate } from './format';

export const contactMessage: BilingualTemplate<'contact-message'> = {
  en: ({ name, email, organization, message }) => ({
    subject: `Contact form: message from ${name}`,
    greeting: 'Hello,',
    intro: ['A visitor sent a message through the contact page of the website.'],
    details: [
      { label: 'Name', value: name },
      { label: 'E-mail', value: email },
      { label: 'Organization', value: organization || '—' },
    ],
    outro: ['Message:', message, `To answer, write to ${email} directly.`],
  }),
  ar: ({ name, email, organization, message }) => ({
    subject: `نموذج التواصل: رسالة من ${isolate(name)}`,
    greeting: 'مرحبًا،',
    intro: ['أرسل أحد الزوار رسالة عبر صفحة التواصل في الموقع.'],
    details: [
      { label: 'الاسم', value: name },
      { label: 'البريد الإلكتروني', value: email },
      { label: 'المنظمة', value: organization || '—' },
    ],
    outro: ['نص الرسالة:', message, `للرد، راسل ${isolate(email)} مباشرةً.`],
  }),
};
