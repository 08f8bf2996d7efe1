import { describe, expect, it } from 'vitest';
import { ALPHA3_TO_ALPHA2 } from './country-codes';
import { expandNationality } from './country-name';

describe('expandNationality', () => {
  it.each([
    ['IQ', 'en', 'Iraq'],
    ['IRQ', 'en', 'Iraq'],
    ['irq', 'en', 'Iraq'],
    ['SYR', 'ar', 'سوريا'],
    ['EG', 'ar', 'مصر'],
    ['UK', 'en', 'United Kingdom'],
    ['Iraq', 'en', 'Iraq'],
    ['Iraq', 'ar', 'العراق'],
    ['Egypt, Syria', 'ar', 'مصر، سوريا'],
    ['Ottoman Empire', 'ar', 'Ottoman Empire'],
    ['Democratic People’s Republic of Korea', 'en', 'Democratic People’s Republic of Korea'],
    ['ZZZ', 'en', 'ZZZ'],
    ['IQ, SYR', 'en', 'Iraq, Syria'],
    ['IQ, SYR', 'ar', 'العراق، سوريا'],
    ['', 'en', ''],
  ] as const)('%s in %s is %s', (value, language, expected) => {
    expect(expandNationality(value, language)).toBe(expected);
  });

  it('maps every alpha-3 code to a region the browser can name', () => {
    const names = new Intl.DisplayNames(['en'], { type: 'region', fallback: 'none' });
    const unnamed = [...ALPHA3_TO_ALPHA2].filter(([, alpha2]) => names.of(alpha2) === undefined);
    expect(unnamed).toEqual([]);
    expect(ALPHA3_TO_ALPHA2.size).toBe(250);
  });
});
