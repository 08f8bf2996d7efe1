import { describe, expect, it } from 'vitest';
import { countryNamesIn } from './country-names';

describe('countryNamesIn', () => {
  it.each([
    ['EG', 'مصر'],
    ['Egypt', 'مصر'],
    ['Iraq, SY', 'العراق، سوريا'],
    ['Soviet Union', 'Soviet Union'],
  ])('names %s in Arabic', (nationality, expected) => {
    expect(countryNamesIn('ar', nationality)).toBe(expected);
  });

  it('leaves English names as published in English', () => {
    expect(countryNamesIn('en', 'Egypt')).toBe('Egypt');
    expect(countryNamesIn('en', 'EG')).toBe('Egypt');
  });
});
