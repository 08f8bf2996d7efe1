import { describe, expect, it } from 'vitest';
import { usagePercent } from './usage-percent';

describe('usagePercent', () => {
  it.each([
    [0, 10, 0],
    [4, 10, 40],
    [1, 3, 33],
    [10, 10, 100],
    [25_000, 10_000, 100],
  ])('%i of %i is %i %', (used, limit, percent) => {
    expect(usagePercent(used, limit)).toBe(percent);
  });

  it('answers null for an unlimited allowance', () => {
    expect(usagePercent(5_000, null)).toBeNull();
  });
});
