import { describe, expect, it } from 'vitest';
import { formatCentsAsDecimal, parseAmountToCents, typedAmountToCents } from './money';

describe('parseAmountToCents', () => {
  it.each([
    ['1.005', null],
    ['1.00', 100],
    ['1.05', 105],
    ['1.5', 150],
    ['0.07', 7],
    ['299', 29900],
    [' 12.34 ', 1234],
    ['-1', null],
    ['1e3', null],
    ['', null],
    ['abc', null],
  ])('%j -> %j', (text, cents) => {
    expect(parseAmountToCents(text)).toBe(cents);
  });
});

describe('formatCentsAsDecimal', () => {
  it.each([
    [0, '0.00'],
    [7, '0.07'],
    [29900, '299.00'],
    [123456, '1234.56'],
    [-150, '-1.50'],
  ])('%j -> %j', (cents, text) => {
    expect(formatCentsAsDecimal(cents)).toBe(text);
  });
});

describe('typedAmountToCents', () => {
  it.each([
    ['299', 29_900],
    ['299.5', 29_950],
    ['0.07', 7],
    ['1.005', 101],
    ['1.004', 100],
    ['10.004', 1_000],
    ['19.999', 2_000],
    [' 1234.56 ', 123_456],
    ['12.', 1_200],
    ['.5', 50],
    ['-1', -100],
  ])('reads "%s" dollars as %i cents, rounding half up on the typed digits', (text, cents) => {
    expect(typedAmountToCents(text)).toBe(cents);
  });

  it.each(['', 'abc', '1e3', '1,000', '.', '-', '1.2.3'])('refuses %j', (text) => {
    expect(typedAmountToCents(text)).toBeNull();
  });
});
