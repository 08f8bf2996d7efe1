import { PRODUCT_NAME } from '@sanctions/contracts';
import type { BilingualTemplate } from './template-writer';
import { isolate } from './format';

export const emailVerification: BilingualTemplate<'email-verification'> = {
  en: ({ firstName, verifyUrl }) => ({
    subject: 'Verify your e-mail address',
    greeting: `Hello ${firstName},`,
    intro: [`Please confirm that this e-mail address belongs to your ${PRODUCT_NAME} account.`],
    action: { label: 'Verify e-mail address', url: verifyUrl },
    outro: [
      'This link expires in 24 hours and can be used only once.',
      'If you did not create an account, ignore this e-mail.',
    ],
  }),
  ar: ({ firstName, verifyUrl }) => ({
    subject: 'تأكيد عنوان بريدك الإلكتروني',
    greeting: `مرحبًا ${isolate(firstName)}،`,
    intro: [`يُرجى تأكيد أن عنوان البريد الإلكتروني هذا يخص حسابك في ${PRODUCT_NAME}.`],
    action: { label: 'تأكيد البريد الإلكتروني', url: verifyUrl },
    outro: [
      'تنتهي صلاحية هذا الرابط خلال 24 ساعة، ولا يمكن استخدامه إلا مرة واحدة.',
      'إذا لم تُنشئ حسابًا لدينا، فتجاهل هذه الرسالة.',
    ],
  }),
};
