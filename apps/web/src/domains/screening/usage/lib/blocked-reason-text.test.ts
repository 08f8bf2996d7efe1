import { describe, expect, it } from 'vitest';
import { createI18n } from '@/lib/i18n';
import type { Language } from '@/lib/language';
import { blockedReasonText } from './blocked-reason-text';

function stats(blockedBy: 'daily_limit' | 'monthly_limit', hours: number, days: number) {
  return {
    blockedBy,
    reasonIfBlocked: 'Daily search limit reached (10 of 10 searches used today).',
    daily: {
      used: 10,
      limit: 10,
      remaining: 0,
      percentage: 100,
      resetAt: '2026-04-30T00:00:00.000Z',
      hoursUntilReset: hours,
    },
    monthly: {
      used: 40,
      limit: 300,
      remaining: 260,
      percentage: 13,
      resetAt: '2026-05-01T00:00:00.000Z',
      daysUntilReset: days,
    },
  };
}

const reasonIn = (language: Language, input: ReturnType<typeof stats>) =>
  blockedReasonText(createI18n(language).getFixedT(language, 'usage'), input);

describe('blockedReasonText', () => {
  it.each([
    [1, 'بعد ساعة واحدة'],
    [2, 'بعد ساعتين'],
    [5, 'بعد 5 ساعات'],
    [11, 'بعد 11 ساعة'],
  ])('gives the Arabic daily reason its numbers and the form for %i hours', (hours, words) => {
    const text = reasonIn('ar', stats('daily_limit', hours, 2));
    expect(text).toContain('10 من 10');
    expect(text).toContain(words);
  });

  it.each([
    [1, 'بعد يوم واحد'],
    [2, 'بعد يومين'],
    [4, 'بعد 4 أيام'],
    [12, 'بعد 12 يومًا'],
  ])('gives the Arabic monthly reason its numbers and the form for %i days', (days, words) => {
    const text = reasonIn('ar', stats('monthly_limit', 3, days));
    expect(text).toContain('40 من 300');
    expect(text).toContain(words);
  });

  it('writes the English reasons with their numbers and singular or plural', () => {
    expect(reasonIn('en', stats('daily_limit', 1, 2))).toBe(
      'You have used 10 of your 10 daily searches. It resets at midnight UTC, in 1 hour.',
    );
    expect(reasonIn('en', stats('monthly_limit', 1, 9))).toContain('40 of your 300');
    expect(reasonIn('en', stats('monthly_limit', 1, 9))).toContain('in 9 days');
  });
});
