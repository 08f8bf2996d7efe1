import { describe, expect, it } from 'vitest';
import { latinSkeleton } from './latin-skeleton';
import { transliterateArabicToken, type TransliterationTable } from './transliterate';

describe('transliterateArabicToken', () => {
  it.each([
    ['محمد', 'muhammad'],
    ['حسين', 'husayn'],
    ['اسامه', 'osama'],
    ['عبدالرحمن', 'abdulrahman'],
    ['القذافي', 'alqadhafi'],
    ['ابن', 'bin'],
  ])('%s → first candidate %s (curated)', (token, first) => {
    expect(transliterateArabicToken(token)[0]).toBe(first);
  });

  it.each([
    ['القذافي', ['qaddafi', 'alqaddafi', 'gaddafi']],
    ['الظواهري', ['zawahiri', 'alzawahiri']],
    ['عبدالجليل', ['abduljalil', 'abdeljalil']],
    ['عبيدالله', ['ubaidullah']],
    ['ابوبكر', ['abubakr']],
  ])('%s candidates include %j', (token, expected) => {
    const candidates = transliterateArabicToken(token);
    for (const spelling of expected) expect(candidates).toContain(spelling);
    expect(candidates.length).toBeLessThanOrEqual(8);
  });

  it.each([
    ['كريمو', 'krm'],
    ['تكريتي', 'tkrt'],
    ['برزان', 'brsn'],
    ['وثيق', 'atk'],
  ])('rule-based rendering of %s has the skeleton %s', (token, key) => {
    const [first] = transliterateArabicToken(token);
    expect(first).toMatch(/^[a-z]+$/u);
    expect(latinSkeleton(first ?? '')).toBe(key);
  });

  it('puts the learned table first', () => {
    const table: TransliterationTable = {
      size: 1,
      lookup: (token) => (token === 'محمد' ? ['mohammad'] : []),
    };
    expect(transliterateArabicToken('محمد', table)[0]).toBe('mohammad');
    expect(transliterateArabicToken('محمد')[0]).toBe('muhammad');
  });

  it('returns nothing for an empty token', () => {
    expect(transliterateArabicToken('')).toEqual([]);
  });
});
