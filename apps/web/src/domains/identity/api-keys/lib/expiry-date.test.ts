import { describe, expect, it } from 'vitest';
import { expiryInstant, isFutureDay, tomorrowDay } from './expiry-date';

describe('expiry date', () => {
  const now = new Date(2026, 10, 25, 15, 30);

  it('reads the chosen day as the start of that day in local time', () => {
    expect(expiryInstant('2026-12-31')).toEqual(new Date(2026, 11, 31));
    expect(expiryInstant('')).toBeUndefined();
    expect(expiryInstant('31/12/2026')).toBeUndefined();
  });

  it('accepts only days after today', () => {
    expect(isFutureDay('2026-11-25', now)).toBe(false);
    expect(isFutureDay('2026-11-26', now)).toBe(true);
    expect(isFutureDay('', now)).toBe(false);
  });

  it('offers tomorrow as the earliest day, across a month end', () => {
    expect(tomorrowDay(now)).toBe('2026-11-26');
    expect(tomorrowDay(new Date(2026, 11, 31, 23, 59))).toBe('2027-01-01');
  });
});
