import { describe, expect, it } from 'vitest';
import { makeTokenData, tokenTagOf } from './token-data';

describe('tokenTagOf', () => {
  // Names, particles, titles, legal forms, generic words and numbers, in both scripts.
  const words = [
    'zawahiri',
    'al',
    'bin',
    'haji',
    'sheikh',
    'llc',
    'company',
    'the',
    '1975',
    'الظواهري',
    'ال',
    'بن',
    'عبد',
    'شركة',
    'الشركة',
    '١٩٧٥',
  ];

  it.each(words)('gives %s the tag makeTokenData gives it', (word) => {
    expect(tokenTagOf(word)).toBe(makeTokenData(word).tag);
  });
});
