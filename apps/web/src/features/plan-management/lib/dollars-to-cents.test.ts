import { describe, expect, it } from 'vitest';
import { dollarsToCents } from './dollars-to-cents';

describe('dollarsToCents', () => {
  it.each([
    ['99', 9_900],
    ['99.5', 9_950],
    ['0.07', 7],
    ['12.', 1_200],
    ['.5', 50],
    ['1.005', 101],
    ['1.004', 100],
    ['149.999', 15_000],
    [' 10.10 ', 1_010],
    ['-1', -100],
  ])('reads "%s" as %i cents', (text, cents) => {
    expect(dollarsToCents(text)).toBe(cents);
  });

  it.each(['', 'abc', '1,000', '1e3', '.', '-'])('gives NaN for "%s"', (text) => {
    expect(dollarsToCents(text)).toBeNaN();
  });
});
