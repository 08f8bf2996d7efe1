import { describe, expect, it } from 'vitest';
import { yearlySavingPercent } from './plans';

const plan = (monthlyPrice: number, yearlyPrice: number) => ({ monthlyPrice, yearlyPrice });

describe('yearlySavingPercent', () => {
  it.each([
    { name: 'yearly = 10 x monthly', plans: [plan(9900, 99000)], expected: 17 },
    {
      name: 'the smallest saving of several plans',
      plans: [plan(9900, 99000), plan(1000, 9000)],
      expected: 17,
    },
    {
      name: 'a custom plan without prices is left out',
      plans: [plan(0, 0), plan(1000, 9600)],
      expected: 20,
    },
    {
      name: 'no saving on one plan: no badge',
      plans: [plan(1000, 12000), plan(1000, 10000)],
      expected: null,
    },
    { name: 'no priced plan', plans: [plan(0, 0)], expected: null },
    { name: 'no plans', plans: [], expected: null },
  ])('$name', ({ plans, expected }) => {
    expect(yearlySavingPercent(plans)).toBe(expected);
  });
});
