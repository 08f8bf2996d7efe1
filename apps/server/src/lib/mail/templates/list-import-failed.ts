import type { EmailLanguage } from '../email-messages';
import type { BilingualTemplate } from './template-writer';
import { isolate } from './format';

const LOCALE: Record<EmailLanguage, string> = { en: 'en-GB', ar: 'ar-u-nu-latn' };

/** An instant as "25 November 2026 at 08:00 UTC" in the reader's language. */
function formatInstant(date: Date, language: EmailLanguage): string {
  const text = new Intl.DateTimeFormat(LOCALE[language], {
    dateStyle: 'long',
    timeStyle: 'short',
    timeZone: 'UTC',
  }).format(date);
  return `${text} UTC`;
}

export const listImportFailed: BilingualTemplate<'list-import-failed'> = {
  en: (p) => ({
    subject: `Sanctions list import failed: ${p.listSource}`,
    greeting: 'Hello,',
    intro: [
      `${p.listSource} could not be imported. Screening keeps using the previous version of this list until a good file is imported.`,
    ],
    details: [
      { label: 'List', value: p.listSource },
      { label: 'Failed at', value: formatInstant(p.failedAt, 'en') },
      { label: 'Reason', value: p.reason },
    ],
    action: { label: 'Open sanctions settings', url: p.settingsUrl },
    outro: [
      'Check the file named in the reason, replace it with an intact copy and refresh the lists.',
    ],
  }),
  ar: (p) => ({
    subject: `تعذّر استيراد قائمة العقوبات: ${isolate(p.listSource)}`,
    greeting: 'مرحبًا،',
    intro: [
      `تعذّر استيراد ${isolate(p.listSource)}. يستمر الفحص باستخدام الإصدار السابق من هذه القائمة إلى أن يُستورد ملف سليم.`,
    ],
    details: [
      { label: 'القائمة', value: p.listSource },
      { label: 'وقت الفشل', value: formatInstant(p.failedAt, 'ar') },
      { label: 'السبب', value: p.reason },
    ],
    action: { label: 'فتح إعدادات قوائم العقوبات', url: p.settingsUrl },
    outro: ['تحقّق من الملف المذكور في السبب، واستبدله بنسخة سليمة، ثم حدّث القوائم.'],
  }),
};
