import { PRODUCT_NAME } from '@sanctions/contracts';
import type { BilingualTemplate } from './template-writer';
import { isolate } from './format';

export const accountExists: BilingualTemplate<'account-exists'> = {
  en: ({ firstName, signInUrl, resetUrl }) => ({
    subject: 'Someone tried to create an account with your e-mail address',
    greeting: `Hello ${firstName},`,
    intro: [
      `Someone just tried to register a new ${PRODUCT_NAME} account with this e-mail address. You already have an account, so no new one was created and nothing in your account changed.`,
      'If it was you, sign in with your existing account.',
    ],
    action: { label: 'Sign in', url: signInUrl },
    outro: [
      'Forgotten your password? Choose a new one at this address:',
      resetUrl,
      'If it was not you, you can ignore this e-mail: nobody can sign in without your password.',
    ],
  }),
  ar: ({ firstName, signInUrl, resetUrl }) => ({
    subject: 'حاول شخص ما إنشاء حساب باستخدام عنوان بريدك الإلكتروني',
    greeting: `مرحبًا ${isolate(firstName)}،`,
    intro: [
      `حاول شخص ما للتو تسجيل حساب جديد في ${PRODUCT_NAME} باستخدام عنوان البريد الإلكتروني هذا. لديك حساب بالفعل، لذلك لم يُنشأ حساب جديد ولم يتغير شيء في حسابك.`,
      'إذا كنت أنت من حاول ذلك، فسجّل الدخول بحسابك الحالي.',
    ],
    action: { label: 'تسجيل الدخول', url: signInUrl },
    outro: [
      'هل نسيت كلمة المرور؟ اختر كلمة مرور جديدة من هذا العنوان:',
      resetUrl,
      'إذا لم تكن أنت، فيمكنك تجاهل هذه الرسالة، إذ لا يمكن لأحد تسجيل الدخول دون كلمة مرورك.',
    ],
  }),
};
