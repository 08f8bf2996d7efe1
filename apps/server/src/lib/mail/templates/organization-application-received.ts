import type { BilingualTemplate } from './template-writer';
import { isolate } from './format';

const CYCLE = {
  en: { monthly: 'Monthly', yearly: 'Yearly' },
  ar: { monthly: 'شهرية', yearly: 'سنوية' },
} as const;

export const organizationApplicationReceived: BilingualTemplate<'organization-application-received'> =
  {
    en: (p) => ({
      subject: `New organization application: ${p.organizationName}`,
      greeting: 'Hello,',
      intro: ['A new organization has applied for an account and is waiting for review.'],
      details: [
        { label: 'Organization', value: p.organizationName },
        { label: 'Owner', value: p.ownerName },
        { label: "Owner's e-mail", value: p.ownerEmail },
        { label: 'Plan', value: p.planName },
        { label: 'Billing cycle', value: CYCLE.en[p.billingCycle] },
      ],
      action: { label: 'Review pending organizations', url: p.reviewUrl },
      outro: ['The applicant has been told to expect a decision within 1-2 business days.'],
    }),
    ar: (p) => ({
      subject: `طلب انضمام منظمة جديدة: ${isolate(p.organizationName)}`,
      greeting: 'مرحبًا،',
      intro: ['تقدّمت منظمة جديدة بطلب لفتح حساب، وهي بانتظار المراجعة.'],
      details: [
        { label: 'المنظمة', value: p.organizationName },
        { label: 'المالك', value: p.ownerName },
        { label: 'البريد الإلكتروني للمالك', value: p.ownerEmail },
        { label: 'الخطة', value: p.planName },
        { label: 'دورة الفوترة', value: CYCLE.ar[p.billingCycle] },
      ],
      action: { label: 'مراجعة المنظمات المعلّقة', url: p.reviewUrl },
      outro: ['أُبلغ مقدّم الطلب بأن القرار يصدر خلال يوم إلى يومَي عمل.'],
    }),
  };
