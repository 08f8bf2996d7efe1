import { describe, expect, it } from 'vitest';
import { describeAge } from './relative-time';

const NOW = new Date('2025-06-15T12:00:00Z');
const ago = (ms: number) => new Date(NOW.getTime() - ms);
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

describe('describeAge (spec 2.7)', () => {
  it.each([
    ['0 s', 0, 'Just now'],
    ['59 s', 59_000, 'Just now'],
    ['a future instant', -5 * MINUTE, 'Just now'],
    ['1 minute', MINUTE, '1 minute ago'],
    ['59 minutes', 59 * MINUTE + 59_000, '59 minutes ago'],
    ['1 hour', HOUR, '1 hour ago'],
    ['23 hours', 23 * HOUR + 59 * MINUTE, '23 hours ago'],
    ['1 day', DAY, '1 day ago'],
    ['6 days', 6 * DAY + 23 * HOUR, '6 days ago'],
  ])('%s ago reads %j', (_case, elapsed, expected) => {
    const age = describeAge(ago(elapsed), NOW, 'en');
    const text = age.kind === 'justNow' ? 'Just now' : age.kind === 'relative' ? age.text : 'date';
    expect(text).toBe(expected);
  });

  it('gives the date itself from 7 days on', () => {
    const date = ago(7 * DAY);
    expect(describeAge(date, NOW, 'en')).toEqual({ kind: 'date', date });
  });

  it('speaks Arabic', () => {
    const age = describeAge(ago(2 * HOUR), NOW, 'ar');
    expect(age.kind === 'relative' ? age.text : '').toMatch(/ساعت|ساعة/);
  });
});
