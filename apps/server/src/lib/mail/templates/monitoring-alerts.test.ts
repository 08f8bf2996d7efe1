import { describe, expect, it } from 'vitest';
import { monitoringAlerts } from './monitoring-alerts';

const params = (count: number, digest: boolean) => ({
  firstName: 'Rana',
  count,
  digest,
  alerts: [],
  casesUrl: 'https://screening.example/cases',
});

// Issue 23 §6: "1 new monitoring alerts" — the count takes the plural form its language asks for.
describe('monitoring alerts e-mail', () => {
  it.each([
    [1, false, 'Monitoring: 1 new alert to review'],
    [2, false, 'Monitoring: 2 new alerts to review'],
    [1, true, 'Daily monitoring summary: 1 new alert'],
    [12, true, 'Daily monitoring summary: 12 new alerts'],
  ])('English, %i alert(s), digest %s: %s', (count, digest, subject) => {
    expect(monitoringAlerts.en(params(count, digest)).subject).toBe(subject);
  });

  it.each([
    [1, 'الرقابة: تنبيه جديد واحد للمراجعة'],
    [2, 'الرقابة: تنبيهان جديدان للمراجعة'],
    [3, 'الرقابة: 3 تنبيهات جديدة للمراجعة'],
    [11, 'الرقابة: 11 تنبيهًا جديدًا للمراجعة'],
    [100, 'الرقابة: 100 تنبيه جديد للمراجعة'],
  ])('Arabic, %i alert(s): %s', (count, subject) => {
    expect(monitoringAlerts.ar(params(count, false)).subject).toBe(subject);
  });
});
