import { describe, expect, it } from 'vitest';
import { freeTextDateToIso, readFreeTextDate } from './read-free-text-date';

describe('readFreeTextDate', () => {
  // Texts as written in the DFAT, Canadian and CSL files.
  it.each([
    ['1965-04-29', { year: 1965, month: 4, day: 29 }],
    ['1972-04', { year: 1972, month: 4 }],
    ['29/04/1965', { year: 1965, month: 4, day: 29 }],
    ['12 Dec. 1961', { year: 1961, month: 12, day: 12 }],
    ['24 Jan.1973', { year: 1973, month: 1, day: 24 }],
    ['Sep 1961', { year: 1961, month: 9 }],
    ['1944,', { year: 1944 }],
    ['Approximately 1963', { year: 1963, circa: true }],
    ['c. 1957', { year: 1957, circa: true }],
    ['Approximately 1955- 1958', { year: 1955, toYear: 1958, circa: true }],
    ['Between 1955 and 1958', { year: 1955, toYear: 1958 }],
  ])('reads %s', (text, expected) => {
    expect(readFreeTextDate(text)).toEqual({ raw: text, ...expected });
  });

  it.each(['born in the early 1970s', 'Sep-99', '24/06/1402 (Hijri Calendar)', '1402'])(
    'keeps %s as text only (no invented year)',
    (text) => {
      expect(readFreeTextDate(text)).toEqual({ raw: text });
    },
  );

  it('gives nothing for blank text and ISO only for complete dates', () => {
    expect(readFreeTextDate('  ')).toBeUndefined();
    expect(freeTextDateToIso('25 January 2001')).toBe('2001-01-25');
    expect(freeTextDateToIso('January 2001')).toBeUndefined();
  });
});
