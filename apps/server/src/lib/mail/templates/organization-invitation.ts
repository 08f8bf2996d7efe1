import { PRODUCT_NAME } from '@sanctions/contracts';
import type { BilingualTemplate } from './template-writer';
import { formatIsoDate, isolate } from './format';

const ROLE_EN = { admin: 'Admin', member: 'Member' } as const;
const ROLE_AR = { admin: 'مسؤول', member: 'عضو' } as const;

export const organizationInvitation: BilingualTemplate<'organization-invitation'> = {
  en: (p) => ({
    subject: `${p.inviterName} invited you to join ${p.organizationName} on ${PRODUCT_NAME}`,
    greeting: 'Hello,',
    intro: [
      `${p.inviterName} invited you to join ${p.organizationName} on ${PRODUCT_NAME} as ${p.role === 'admin' ? 'an admin' : 'a member'}.`,
      'Open the link below to accept. If you have no account yet, you will choose your name and a password; if you already have one, sign in with this address and accept.',
    ],
    details: [
      { label: 'Organization', value: p.organizationName },
      { label: 'Role', value: ROLE_EN[p.role] },
      { label: 'Invited by', value: p.inviterName },
      { label: 'Link expires', value: formatIsoDate(p.expiresOn, 'en') },
    ],
    action: { label: 'Accept invitation', url: p.acceptUrl },
    outro: [
      'The link works once and expires after 7 days. If you did not expect this invitation, you can ignore this e-mail.',
    ],
  }),
  ar: (p) => ({
    subject: `دعاك ${isolate(p.inviterName)} للانضمام إلى ${isolate(p.organizationName)} على ${PRODUCT_NAME}`,
    greeting: 'مرحبًا،',
    intro: [
      `دعاك ${isolate(p.inviterName)} للانضمام إلى ${isolate(p.organizationName)} على ${PRODUCT_NAME} بصفة ${ROLE_AR[p.role]}.`,
      'افتح الرابط أدناه لقبول الدعوة. إن لم يكن لديك حساب بعد فستختار اسمك وكلمة مرور، وإن كان لديك حساب فسجّل الدخول بهذا العنوان ثم اقبل الدعوة.',
    ],
    details: [
      { label: 'المؤسسة', value: p.organizationName },
      { label: 'الدور', value: ROLE_AR[p.role] },
      { label: 'المُرسِل', value: p.inviterName },
      { label: 'ينتهي الرابط في', value: formatIsoDate(p.expiresOn, 'ar') },
    ],
    action: { label: 'قبول الدعوة', url: p.acceptUrl },
    outro: [
      'يعمل الرابط مرة واحدة وتنتهي صلاحيته بعد 7 أيام. إن لم تكن تتوقع هذه الدعوة فيمكنك تجاهل هذه الرسالة.',
    ],
  }),
};
