import { describe, expect, it } from 'vitest';
import { formatPlanPrice } from './format-plan-price';

describe('formatPlanPrice', () => {
  it('shows whole US dollars without decimals', () => {
    expect(formatPlanPrice(29_900, 'en')).toBe('$299');
    expect(formatPlanPrice(24_917, 'en')).toBe('$249');
  });

  it('follows the language conventions in Arabic', () => {
    expect(formatPlanPrice(9_900, 'ar')).toMatch(/99|٩٩/);
    expect(formatPlanPrice(9_900, 'ar')).not.toMatch(/[.,٫]\d/);
  });
});
