import { describe, expect, it } from 'vitest';
import { readUkPartialDate, splitEnumerated, ukDateToIso } from './uk-text';

describe('readUkPartialDate', () => {
  it.each([
    ['full date', '12/03/1970', { raw: '12/03/1970', year: 1970, month: 3, day: 12 }],
    ['unknown day and month', '00/00/1958', { raw: '00/00/1958', year: 1958 }],
    ['unknown day', '00/05/1958', { raw: '00/05/1958', year: 1958, month: 5 }],
    ['FCDO letters', 'dd/mm/1965', { raw: 'dd/mm/1965', year: 1965 }],
    ['FCDO unknown day', 'dd/07/1965', { raw: 'dd/07/1965', year: 1965, month: 7 }],
    ['month and year', '05/1958', { raw: '05/1958', year: 1958, month: 5 }],
    ['year only', '1958', { raw: '1958', year: 1958 }],
    ['ISO from a date cell', '1958-02-01', { raw: '1958-02-01', year: 1958, month: 2, day: 1 }],
    ['free text is kept raw', 'circa 1960s', { raw: 'circa 1960s' }],
  ])('%s: %s', (_case, text, expected) => {
    expect(readUkPartialDate(text)).toEqual(expected);
  });

  it('returns undefined for a blank cell', () => {
    expect(readUkPartialDate('  ')).toBeUndefined();
  });
});

describe('ukDateToIso', () => {
  it.each([
    ['14/04/2025', '2025-04-14'],
    ['1/2/2001', '2001-02-01'],
    ['00/00/1958', undefined],
    [undefined, undefined],
  ])('%s -> %s', (text, iso) => {
    expect(ukDateToIso(text)).toBe(iso);
  });
});

describe('splitEnumerated', () => {
  it.each([
    ['', []],
    ['Pakistan', ['Pakistan']],
    ['(1) Germany. (2) Morocco', ['Germany', 'Morocco']],
    ['(1) Tunis (2) - (3) -', ['Tunis', '', '']],
  ])('%s', (text, items) => {
    expect(splitEnumerated(text)).toEqual(items);
  });
});
