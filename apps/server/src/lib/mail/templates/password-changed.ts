import { PRODUCT_NAME } from '@sanctions/contracts';
import type { BilingualTemplate } from './template-writer';
import { isolate } from './format';

export const passwordChanged: BilingualTemplate<'password-changed'> = {
  en: ({ firstName, signInUrl }) => ({
    subject: `Your ${PRODUCT_NAME} password was changed`,
    greeting: `Hello ${firstName},`,
    intro: [`The password of your ${PRODUCT_NAME} account has just been changed.`],
    action: { label: 'Sign in', url: signInUrl },
    outro: [
      'If you did not make this change, reset your password straight away and contact your administrator or our support team.',
    ],
  }),
  ar: ({ firstName, signInUrl }) => ({
    subject: `تم تغيير كلمة المرور لحسابك في ${PRODUCT_NAME}`,
    greeting: `مرحبًا ${isolate(firstName)}،`,
    intro: [`تم للتو تغيير كلمة المرور الخاصة بحسابك في ${PRODUCT_NAME}.`],
    action: { label: 'تسجيل الدخول', url: signInUrl },
    outro: [
      'إذا لم تقم بهذا التغيير، فأعد تعيين كلمة المرور فورًا، وتواصل مع مسؤول حسابك أو مع فريق الدعم لدينا.',
    ],
  }),
};
