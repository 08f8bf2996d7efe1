import type { BilingualTemplate } from './template-writer';
import { isolate } from './format';

/**
 * New monitoring alerts to a reviewer (issue 16): at once (`digest: false`) or as the daily summary of the
 * last day's alerts. Lists at most the first alerts the caller passes; the queue has them all.
 */
export const monitoringAlerts: BilingualTemplate<'monitoring-alerts'> = {
  en: (p) => ({
    subject: p.digest
      ? `Daily monitoring summary: ${p.count} new alerts`
      : `${p.count} new monitoring alerts to review`,
    greeting: `Hello ${p.firstName},`,
    intro: [
      p.digest
        ? `Monitoring raised ${p.count} alerts in the last day. Each needs a decision by a reviewer.`
        : `Monitoring raised ${p.count} new alerts. Each needs a decision by a reviewer.`,
    ],
    details: p.alerts.map((a) => ({
      label: a.subject,
      value: `${a.entry} (${a.list}, ${a.confidence}%)`,
    })),
    action: { label: 'Open the case queue', url: p.casesUrl },
    outro: ['You can choose immediate e-mails, a daily summary or none in your preferences.'],
  }),
  ar: (p) => ({
    subject: p.digest
      ? `الملخص اليومي للرقابة: ${p.count} تنبيهًا جديدًا`
      : `${p.count} تنبيهًا رقابيًا جديدًا للمراجعة`,
    greeting: `مرحبًا ${isolate(p.firstName)}،`,
    intro: [
      p.digest
        ? `أثارت الرقابة ${p.count} تنبيهًا خلال اليوم الماضي. يحتاج كل منها إلى قرار من مراجع.`
        : `أثارت الرقابة ${p.count} تنبيهًا جديدًا. يحتاج كل منها إلى قرار من مراجع.`,
    ],
    details: p.alerts.map((a) => ({
      label: a.subject,
      value: `${isolate(a.entry)} (${a.list}، ${a.confidence}%)`,
    })),
    action: { label: 'فتح قائمة الحالات', url: p.casesUrl },
    outro: ['يمكنك اختيار رسائل فورية أو ملخص يومي أو عدم الإرسال من تفضيلاتك.'],
  }),
};
