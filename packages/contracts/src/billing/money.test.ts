import { describe, expect, it } from 'vitest';
import { formatCentsAsDecimal, parseAmountToCents } from './money';

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
