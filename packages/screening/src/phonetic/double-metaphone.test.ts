import { describe, expect, it } from 'vitest';
import { doubleMetaphone } from './double-metaphone';

describe('doubleMetaphone', () => {
  it.each([
    ['smith', ['SM0', 'XMT']],
    ['schmidt', ['XMT', 'SMT']],
    ['thomas', ['TMS', 'TMS']],
    ['jose', ['HS', 'HS']],
    ['knight', ['NT', 'NT']],
    ['xavier', ['SF', 'SFR']],
    ['gaddafi', ['KTF', 'KTF']],
  ])('%s -> %j', (token, codes) => {
    expect(doubleMetaphone(token)).toEqual(codes);
  });

  it.each([
    ['mohammed', 'muhammad'],
    ['qaddafi', 'gaddafi'],
    ['hussein', 'husayn'],
    ['osama', 'usama'],
    ['yusuf', 'youssef'],
    ['ahmed', 'ahmad'],
  ])('unifies the Arabic-origin variants %s / %s', (a, b) => {
    expect(doubleMetaphone(a)[0]).toBe(doubleMetaphone(b)[0]);
  });

  it('keeps long names apart that share a four-consonant start', () => {
    expect(doubleMetaphone('mohammadal')[0]).not.toBe(doubleMetaphone('mohammad')[0]);
  });

  it('gives no code for non-Latin letters', () => {
    expect(doubleMetaphone('محمد')).toEqual(['', '']);
  });
});
