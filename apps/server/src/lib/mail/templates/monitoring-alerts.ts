import type { BilingualTemplate } from './template-writer';
import { isolate, plural } from './format';

const newAlertsEn = (count: number) =>
  plural(count, 'en', { one: '{n} new alert', other: '{n} new alerts' });
const alertsAr = (count: number) =>
  plural(count, 'ar', {
    zero: 'لا تنبيهات جديدة',
    one: 'تنبيه جديد واحد',
    two: 'تنبيهان جديدان',
    few: '{n} تنبيهات جديدة',
    many: '{n} تنبيهًا جديدًا',
    other: '{n} تنبيه جديد',
  });

/**
 * New monitoring alerts to a reviewer (issue 16): at once (`digest: false`) or as the daily summary of the
 * last day's alerts. Lists at most the first alerts the caller passes; the queue has them all.
 */
export const monitoringAlerts: BilingualTemplate<'monitoring-alerts'> = {
  en: (p) => ({
    subject: p.digest
      ? `Daily monitoring summary: ${newAlertsEn(p.count)}`
      : `Monitoring: ${newAlertsEn(p.count)} to review`,
    greeting: `Hello ${p.firstName},`,
    intro: [
      p.digest
        ? `Monitoring raised ${newAlertsEn(p.count)} in the last day. ${p.count === 1 ? 'It needs' : 'Each needs'} a decision by a reviewer.`
        : `Monitoring raised ${newAlertsEn(p.count)}. ${p.count === 1 ? 'It needs' : 'Each needs'} a decision by a reviewer.`,
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
      ? `الملخص اليومي للرقابة: ${alertsAr(p.count)}`
      : `الرقابة: ${alertsAr(p.count)} للمراجعة`,
    greeting: `مرحبًا ${isolate(p.firstName)}،`,
    intro: [
      p.digest
        ? `أثارت الرقابة ${alertsAr(p.count)} خلال اليوم الماضي. يحتاج كل منها إلى قرار من مراجع.`
        : `أثارت الرقابة ${alertsAr(p.count)}. يحتاج كل منها إلى قرار من مراجع.`,
    ],
    details: p.alerts.map((a) => ({
      label: a.subject,
      value: `${isolate(a.entry)} (${a.list}، ${a.confidence}%)`,
    })),
    action: { label: 'فتح قائمة الحالات', url: p.casesUrl },
    outro: ['يمكنك اختيار رسائل فورية أو ملخص يومي أو عدم الإرسال من تفضيلاتك.'],
  }),
};
