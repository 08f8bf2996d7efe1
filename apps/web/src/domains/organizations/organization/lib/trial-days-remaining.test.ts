import { describe, expect, it } from 'vitest';
import { trialDaysRemaining } from './trial-days-remaining';

const NOW = new Date('2026-03-10T12:00:00.000Z');

describe('trialDaysRemaining', () => {
  it.each([
    ['2026-03-24T12:00:00.000Z', 14],
    ['2026-03-15T11:00:00.000Z', 5],
    ['2026-03-11T18:00:00.000Z', 2],
    ['2026-03-10T12:00:01.000Z', 1],
  ])('counts whole days, rounded up, until %s', (trialEnd, days) => {
    expect(trialDaysRemaining(trialEnd, NOW)).toBe(days);
  });

  it('answers null once the trial end is not in the future, or without one', () => {
    expect(trialDaysRemaining('2026-03-10T12:00:00.000Z', NOW)).toBeNull();
    expect(trialDaysRemaining('2026-03-01T00:00:00.000Z', NOW)).toBeNull();
    expect(trialDaysRemaining(null, NOW)).toBeNull();
  });
});
