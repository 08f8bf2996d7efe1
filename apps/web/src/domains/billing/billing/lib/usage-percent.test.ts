import { describe, expect, it } from 'vitest';
import { usagePercent } from './usage-percent';

describe('usagePercent', () => {
  it('rounds to a whole percent', () => {
    expect(usagePercent(1, 3)).toBe(33);
    expect(usagePercent(0, 250)).toBe(0);
  });

  it('caps at 100 when usage passes the limit', () => {
    expect(usagePercent(300, 250)).toBe(100);
  });

  it('has no percent without a limit', () => {
    expect(usagePercent(12, null)).toBeNull();
    expect(usagePercent(12, 0)).toBeNull();
  });
});
