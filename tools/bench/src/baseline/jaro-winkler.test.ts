import { describe, expect, it } from 'vitest';
import { baselineNormalise, sortTokens } from './baseline-normalise';
import { jaroWinkler } from './jaro-winkler';

describe('jaroWinkler', () => {
  // Reference values from Winkler (1990) as reproduced in the usual test suites.
  it.each([
    ['MARTHA', 'MARHTA', 0.961],
    ['DWAYNE', 'DUANE', 0.84],
    ['DIXON', 'DICKSONX', 0.813],
    ['abc', 'abc', 1],
    ['abc', 'xyz', 0],
    ['', '', 1],
    ['a', '', 0],
  ])('%s vs %s = %f', (a, b, expected) => {
    expect(jaroWinkler(a, b)).toBeCloseTo(expected, 3);
  });

  it('is symmetric', () => {
    expect(jaroWinkler('Qaddafi', 'Gaddafi')).toBeCloseTo(jaroWinkler('Gaddafi', 'Qaddafi'), 10);
  });
});

describe('baselineNormalise', () => {
  it.each([
    ['AL-QA’IDA, Inc.', 'al qa ida inc'],
    ['Müller  José', 'muller jose'],
    ['أُسامة', 'اسامة'],
  ])('%s -> %s', (input, expected) => {
    expect(baselineNormalise(input)).toBe(expected);
  });

  it('sorts tokens', () => {
    expect(sortTokens('putin vladimir')).toBe('putin vladimir');
    expect(sortTokens('vladimir putin')).toBe('putin vladimir');
  });
});
