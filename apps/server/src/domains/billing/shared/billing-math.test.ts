import { describe, expect, it } from 'vitest';
import { addBillingPeriod } from './billing-period';
import { formatDollars } from './format-dollars';
import { planLine, sumLines } from './invoice-lines';
import { prorateCents } from './prorate-cents';

const at = (iso: string) => new Date(iso);

describe('addBillingPeriod', () => {
  it.each([
    ['2026-01-15T09:30:00.000Z', 'monthly', '2026-02-15T09:30:00.000Z'],
    ['2026-12-09T09:00:00.000Z', 'monthly', '2027-01-09T09:00:00.000Z'],
    ['2026-01-31T00:00:00.000Z', 'monthly', '2026-02-28T00:00:00.000Z'],
    ['2028-01-31T00:00:00.000Z', 'monthly', '2028-02-29T00:00:00.000Z'],
    ['2026-05-18T15:20:00.000Z', 'yearly', '2027-05-18T15:20:00.000Z'],
    ['2028-02-29T00:00:00.000Z', 'yearly', '2029-02-28T00:00:00.000Z'],
  ] as const)('%s + one %s period = %s (calendar, UTC)', (start, cycle, end) => {
    expect(addBillingPeriod(at(start), cycle).toISOString()).toBe(end);
  });
});

describe('prorateCents', () => {
  const december = { start: at('2026-12-01T00:00:00.000Z'), end: at('2027-01-01T00:00:00.000Z') };
  it('charges the unused share, rounded half up to a cent', () => {
    expect(prorateCents(20_000, december, at('2026-12-16T00:00:00.000Z'))).toBe(10_323);
    expect(prorateCents(31, december, at('2026-12-16T12:00:00.000Z'))).toBe(16);
  });
  it('counts a period not started in full and one already over as nothing', () => {
    expect(prorateCents(9_900, december, at('2026-11-20T00:00:00.000Z'))).toBe(9_900);
    expect(prorateCents(9_900, december, at('2027-01-02T00:00:00.000Z'))).toBe(0);
  });
  it('stays exact where a float product would not (a yearly price over a year in ms)', () => {
    const year = { start: at('2026-01-01T00:00:00.000Z'), end: at('2027-01-01T00:00:00.000Z') };
    const half = new Date((year.start.getTime() + year.end.getTime()) / 2);
    expect(prorateCents(999_999_999, year, half)).toBe(500_000_000);
  });
});

describe('invoice lines and dollars', () => {
  it('prices a plan line by cycle and sums lines in integer cents', () => {
    const plan = { displayName: 'Professional', monthlyPrice: 29_900, yearlyPrice: 299_000 };
    expect(planLine(plan, 'yearly')).toEqual({
      kind: 'plan',
      description: 'Professional plan (yearly)',
      quantity: 1,
      unitAmount: 299_000,
      amount: 299_000,
    });
    expect(
      sumLines([planLine(plan, 'monthly'), { ...planLine(plan, 'monthly'), amount: 600 }]),
    ).toBe(30_500);
  });
  it('formats cents as exact dollars', () => {
    expect(formatDollars(118_800)).toBe('1,188.00');
    expect(formatDollars(5)).toBe('0.05');
    expect(formatDollars(123_456_789)).toBe('1,234,567.89');
  });
});
