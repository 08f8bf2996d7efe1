import { PRODUCT_NAME } from '@sanctions/contracts';
import type { BilingualTemplate } from './template-writer';
import { isolate } from './format';

export const passwordReset: BilingualTemplate<'password-reset'> = {
  en: ({ firstName, resetUrl }) => ({
    subject: `Reset your ${PRODUCT_NAME} password`,
    greeting: `Hello ${firstName},`,
    intro: [
      `We received a request to reset the password of your ${PRODUCT_NAME} account. Choose a new password with the button below.`,
    ],
    action: { label: 'Reset password', url: resetUrl },
    outro: [
      'This link expires in 1 hour and can be used only once.',
      'If you did not request a password reset, ignore this e-mail: your password stays unchanged.',
    ],
  }),
  ar: ({ firstName, resetUrl }) => ({
    subject: `إعادة تعيين كلمة المرور لحسابك في ${PRODUCT_NAME}`,
    greeting: `مرحبًا ${isolate(firstName)}،`,
    intro: [
      `تلقّينا طلبًا لإعادة تعيين كلمة المرور لحسابك في ${PRODUCT_NAME}. اختر كلمة مرور جديدة من خلال الزر أدناه.`,
    ],
    action: { label: 'إعادة تعيين كلمة المرور', url: resetUrl },
    outro: [
      'تنتهي صلاحية هذا الرابط خلال ساعة واحدة، ولا يمكن استخدامه إلا مرة واحدة.',
      'إذا لم تطلب إعادة تعيين كلمة المرور، فتجاهل هذه الرسالة، وستبقى كلمة مرورك دون تغيير.',
    ],
  }),
};
