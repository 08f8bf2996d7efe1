import { describe, expect, it } from 'vitest';
import { formatCalendarDate, formatDate, formatDateTime, formatTime } from './date-time-format';

// Local time on purpose: the user's chosen formats apply to their own clock.
const MORNING = new Date(2025, 2, 7, 9, 5);
const EVENING = new Date(2025, 11, 31, 21, 45);
const MIDNIGHT = new Date(2025, 0, 1, 0, 0);

describe('date and time formats (spec 2.12)', () => {
  it.each([
    ['DD/MM/YYYY', '07/03/2025'],
    ['MM/DD/YYYY', '03/07/2025'],
    ['YYYY-MM-DD', '2025-03-07'],
  ] as const)('%s', (format, expected) => {
    expect(formatDate(MORNING, format)).toBe(expected);
  });

  it.each([
    [MORNING, '24h', '09:05'],
    [MORNING, '12h', '9:05 AM'],
    [EVENING, '24h', '21:45'],
    [EVENING, '12h', '9:45 PM'],
    [MIDNIGHT, '12h', '12:00 AM'],
  ] as const)('%s in %s is %s', (date, format, expected) => {
    expect(formatTime(date, format)).toBe(expected);
  });

  it('joins both', () => {
    expect(formatDateTime(EVENING, { dateFormat: 'YYYY-MM-DD', timeFormat: '24h' })).toBe(
      '2025-12-31 21:45',
    );
  });

  it.each([
    ['1951-06-19', 'DD/MM/YYYY', '19/06/1951'],
    ['1951-06-19', 'MM/DD/YYYY', '06/19/1951'],
    ['1951-06-19', 'YYYY-MM-DD', '1951-06-19'],
    ['1951-06-19T00:00:00Z', 'DD/MM/YYYY', '19/06/1951'],
    ['1951', 'DD/MM/YYYY', '1951'],
    ['circa 1960', 'MM/DD/YYYY', 'circa 1960'],
  ] as const)('calendar date %s as %s is %s', (value, format, expected) => {
    expect(formatCalendarDate(value, format)).toBe(expected);
  });
});
