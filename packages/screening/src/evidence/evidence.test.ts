import { describe, expect, it } from 'vitest';
import type { PartialDate } from '../model/list-entity';
import { countryCode } from './countries';
import { compareDateOfBirth, parseQueryDate } from './date-of-birth';
import { compareNationality } from './nationality';

const date = (raw: string, fields: Omit<PartialDate, 'raw'>): PartialDate => ({ raw, ...fields });

describe('compareDateOfBirth', () => {
  it.each([
    [
      'same full date',
      '1961-01-12',
      [date('12 Jan 1961', { year: 1961, month: 1, day: 12 })],
      'agree',
      0.05,
    ],
    ['year-only listing', '1961-01-12', [date('1961', { year: 1961 })], 'agree', 0.02],
    [
      'year-only query',
      '1961',
      [date('12 Jan 1961', { year: 1961, month: 1, day: 12 })],
      'agree',
      0.02,
    ],
    [
      'month precision',
      '1961-01',
      [date('12 Jan 1961', { year: 1961, month: 1, day: 12 })],
      'agree',
      0.03,
    ],
    [
      'inside a listed range',
      '1962',
      [date('1961 to 1963', { year: 1961, toYear: 1963 })],
      'agree',
      0.02,
    ],
    [
      'circa widens by a year',
      '1971',
      [date('circa 1970', { year: 1970, circa: true })],
      'agree',
      0.02,
    ],
    [
      'any of several dates',
      '1965',
      [date('1960', { year: 1960 }), date('1965', { year: 1965 })],
      'agree',
      0.02,
    ],
    [
      'same year, other day',
      '1961-05-03',
      [date('12 Jan 1961', { year: 1961, month: 1, day: 12 })],
      'partial',
      -0.05,
    ],
    [
      'day and month swapped',
      '1961-12-01',
      [date('1 Dec 1961', { year: 1961, month: 12, day: 1 })],
      'agree',
      0.05,
    ],
    [
      'day and month swapped (real swap)',
      '1961-02-01',
      [date('2 Jan 1961', { year: 1961, month: 1, day: 2 })],
      'partial',
      -0.02,
    ],
    [
      'one year off',
      '1962-01-12',
      [date('12 Jan 1961', { year: 1961, month: 1, day: 12 })],
      'partial',
      -0.05,
    ],
    [
      'far apart',
      '1980',
      [date('12 Jan 1961', { year: 1961, month: 1, day: 12 })],
      'conflict',
      -0.15,
    ],
  ] as const)('%s', (_case, query, listed, outcome, adjustment) => {
    const result = compareDateOfBirth(query, listed);
    expect(result?.outcome).toBe(outcome);
    expect(result?.adjustment).toBe(adjustment);
  });

  it('gives no evidence when a side has no date', () => {
    expect(compareDateOfBirth(undefined, [date('1961', { year: 1961 })])).toBeUndefined();
    expect(compareDateOfBirth('1961', [])).toBeUndefined();
    expect(compareDateOfBirth('1961', [date('unknown', {})])).toBeUndefined();
  });

  it.each(['1961-13', '1961-02-30', '61', '12/01/1961'])(
    'rejects the malformed query date %s',
    (text) => {
      expect(parseQueryDate(text)).toBeUndefined();
    },
  );
});

describe('compareNationality', () => {
  it.each([
    ['code vs name', 'IQ', ['Iraq'], 'agree'],
    ['name vs demonym', 'Iraq', ['Iraqi'], 'agree'],
    ['Arabic name', 'العراق', ['Iraq'], 'agree'],
    ['qualified listing', 'sy', ['Syria (citizen)'], 'agree'],
    ['any overlap agrees', 'Kuwait', ['Pakistan', 'Kuwait'], 'agree'],
    ['disjoint', 'France', ['Iraq'], 'conflict'],
  ] as const)('%s', (_case, query, listed, outcome) => {
    expect(compareNationality(query, listed)?.outcome).toBe(outcome);
  });

  it('gives no evidence for unknown countries', () => {
    expect(compareNationality('Atlantis', ['Iraq'])).toBeUndefined();
    expect(compareNationality('Iraq', ['somewhere'])).toBeUndefined();
  });

  it('resolves three-letter codes', () => {
    expect(countryCode('IRN')).toBe('IR');
  });
});
