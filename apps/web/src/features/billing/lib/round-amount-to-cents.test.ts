import { describe, expect, it } from 'vitest';
import { roundAmountToCents } from './round-amount-to-cents';

describe('roundAmountToCents', () => {
  it.each([
    ['299', 29_900],
    ['299.5', 29_950],
    ['0.07', 7],
    ['1.005', 101],
    ['10.004', 1_000],
    ['19.999', 2_000],
    [' 1234.56 ', 123_456],
    ['12.', 1_200],
    ['.5', 50],
  ])('%s dollars is %i cents', (text, cents) => {
    expect(roundAmountToCents(text)).toBe(cents);
  });

  it.each(['', 'abc', '-5', '1e3', '1,000', '.', '1.2.3'])('refuses %j', (text) => {
    expect(roundAmountToCents(text)).toBeNull();
  });
});
