import { describe, expect, it } from 'vitest';
import { editBudget, editDistance } from './edit-distance';
import { jaroWinkler } from './jaro-winkler';

describe('jaroWinkler', () => {
  it.each([
    ['martha', 'marhta', 0.961],
    ['dwayne', 'duane', 0.84],
    ['dixon', 'dicksonx', 0.813],
    ['mohammed', 'muhammad', 0.85],
    ['robert', 'roger', 0.858],
  ])('%s / %s ~ %d', (a, b, expected) => {
    expect(jaroWinkler(a, b)).toBeCloseTo(expected, 2);
  });

  it.each([
    ['identical', 'usama', 'usama', 1],
    ['nothing shared', 'abc', 'xyz', 0],
    ['empty', '', 'abc', 0],
  ])('%s', (_case, a, b, expected) => {
    expect(jaroWinkler(a, b)).toBe(expected);
  });

  it('is symmetric', () => {
    expect(jaroWinkler('qahtani', 'jahani')).toBeCloseTo(jaroWinkler('jahani', 'qahtani'), 10);
  });
});

describe('editDistance', () => {
  it.each([
    ['substitution', 'smith', 'smyth', 3, 0.5],
    ['transposition', 'smith', 'smiht', 3, 1],
    ['deletion', 'hassan', 'hasan', 3, 1],
    ['confusable o/0 counts half', 'b0b', 'bob', 3, 0.5],
    ['two edits', 'qahtani', 'jahani', 3, 2],
  ])('%s: %s / %s', (_case, a, b, limit, expected) => {
    expect(editDistance(a, b, limit)).toBe(expected);
  });

  it('never lets a digit change fit a budget', () => {
    expect(editDistance('11420', '11421', 3)).toBeGreaterThan(3);
  });

  it('stops early once the limit is exceeded', () => {
    expect(editDistance('abcdefgh', 'zyxwvuts', 2)).toBe(3);
  });
});

describe('editBudget', () => {
  it.each([
    [3, 0],
    [4, 1],
    [5, 1],
    [6, 2],
    [8, 2],
    [9, 3],
  ])('length %i allows %i edits', (length, budget) => {
    expect(editBudget(length)).toBe(budget);
  });
});
