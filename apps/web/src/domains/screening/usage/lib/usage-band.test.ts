import { describe, expect, it } from 'vitest';
import { clampPercentage, percentageOf, usageBandOf } from './usage-band';

describe('usageBandOf', () => {
  it.each([
    [0, 'green'],
    [49.9, 'green'],
    [50, 'yellow'],
    [74.99, 'yellow'],
    [75, 'orange'],
    [89.9, 'orange'],
    [90, 'red'],
    [100, 'red'],
    [250, 'red'],
  ] as const)('%s %% is %s', (percentage, band) => {
    expect(usageBandOf(percentage)).toBe(band);
  });
});

describe('percentages for the progress bars', () => {
  it.each([
    [5, 10, 50],
    [10, 10, 100],
    [15, 10, 100],
    [0, 0, 0],
    [3, 0, 100],
    [1, 3, 100 / 3],
  ])('%s of %s is %s %%', (used, limit, expected) => {
    expect(percentageOf(used, limit)).toBeCloseTo(expected);
  });

  it.each([
    [-5, 0],
    [42, 42],
    [140, 100],
    [Number.NaN, 0],
    [Number.POSITIVE_INFINITY, 100],
  ])('clamps %s to %s', (value, expected) => {
    expect(clampPercentage(value)).toBe(expected);
  });
});
