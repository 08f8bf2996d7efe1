import { PRODUCT_NAME } from '@sanctions/contracts';
import type { BilingualTemplate } from './template-writer';
import { isolate } from './format';

export const organizationApplicationSubmitted: BilingualTemplate<'organization-application-submitted'> =
  {
    en: ({ firstName, organizationName }) => ({
      subject: `We received the application for ${organizationName}`,
      greeting: `Hello ${firstName},`,
      intro: [
        `Thank you for choosing ${PRODUCT_NAME}. We have received the application for ${organizationName}, and our team is reviewing it.`,
        'A review usually takes 1-2 business days. We will e-mail you as soon as a decision is made; until then you cannot sign in.',
      ],
    }),
    ar: ({ firstName, organizationName }) => ({
      subject: `استلمنا طلب منظمة ${isolate(organizationName)}`,
      greeting: `مرحبًا ${isolate(firstName)}،`,
      intro: [
        `شكرًا لاختيارك ${PRODUCT_NAME}. لقد استلمنا طلب التسجيل الخاص بمنظمة ${isolate(organizationName)}، ويعمل فريقنا على مراجعته.`,
        'تستغرق المراجعة عادةً من يوم إلى يومَي عمل. سنراسلك عبر البريد الإلكتروني فور اتخاذ القرار، ولن تتمكن من تسجيل الدخول قبل ذلك.',
      ],
    }),
  };
