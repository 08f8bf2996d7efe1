import { describe, expect, it } from 'vitest';
import { arabicTokenSkeletons, latinSkeleton, normalizeArabicText } from '../arabic';
import { foldCheh } from '../arabic/normalize-arabic';
import { arabicSemivowelSkeletons, latinSemivowelSkeleton } from '../arabic/semivowel-skeleton';
import { buildScreeningIndex } from '../index/build-index';
import { crossScriptOnlyKeys, listTokenKeys, queryTokenKeys } from '../index/token-keys';
import type { ListEntity } from '../model/list-entity';
import { screen } from '../screen';
import { makeTokenData } from '../tokens/token-data';
import { expectReviewBand } from '../testing/expect-review-band';
import { fillerWord, namedParty } from '../testing/named-party';

/**
 * ADR 002 R7.1-R7.3 (lane r7-recall): an Arabic-script family name typed alone reaches the Latin-only entry
 * when it holds the Persian چ (kept by the normaliser, read as ch: R7.1), when a crowd of names sharing its
 * plain two-class key would cut it from the candidates (the w/y skeleton as a retrieval key: R7.2), and when
 * the Latin spelling writes the diphthong aw as au (R7.3). Names modelled on the real lists (UK 15682 Ali
 * CHEHARMAHALI, UK 7578 HIKMAT MIZBAN IBRAHIM AL-AZZAWI, UN QDi.322 ABUBAKAR MOHAMMED SHEKAU).
 */
describe('the Persian چ (R7.1)', () => {
  it('is kept by the normaliser and read as ch, and folds to ج for the keys both spellings share', () => {
    expect(normalizeArabicText('علی چهارمحالی')).toBe('علي چهارمحالي');
    expect(arabicTokenSkeletons('چهارمحالی')).toContain(latinSkeleton('cheharmahali'));
    expect(arabicTokenSkeletons('چهارمحالی')).toContain(arabicTokenSkeletons('جهارمحالي')[0]);
    expect(foldCheh('چهارمحالي')).toBe('جهارمحالي');
  });

  it('keys a چ word under its ج spelling too', () => {
    const keys = listTokenKeys(makeTokenData('چهارمحالي'));
    expect(keys).toContain('t:چهارمحالي');
    expect(keys).toContain('t:جهارمحالي');
  });
});

describe('w / y skeletons (R7.2, R7.3)', () => {
  it.each<[string, string]>([
    ['shekau', 'skw'],
    ['taufiq', 'twfk'],
    ['naufal', 'nwfl'],
    // au before a vowel is no diphthong; a leading au is the plain leading vowel.
    ['aubakar', ''],
  ])('Latin %s -> %s (au writes the diphthong aw)', (latin, key) => {
    expect(latinSemivowelSkeleton(latin)).toBe(key);
  });

  it('meets the Arabic spellings', () => {
    expect(arabicSemivowelSkeletons('الشكوى')).toContain('skw');
    expect(arabicSemivowelSkeletons('توفيق')).toContain('twfk');
  });

  it('is a key an Arabic query word looks up and a Latin one never does', () => {
    const azzawi = makeTokenData('azzawi');
    expect(crossScriptOnlyKeys(azzawi)).toEqual(['w:asw']);
    expect(listTokenKeys(azzawi)).not.toContain('w:asw');
    expect(queryTokenKeys(makeTokenData('العزاوي'))).toContain('w:asw');
  });
});

const person = (sourceId: string, full: string, given?: string, family?: string): ListEntity =>
  namedParty(
    sourceId,
    [{ full, ...(given && { given }), ...(family && { family }), kind: 'primary' }],
    { sanctionList: 'uk', listSource: 'UK', type: 'individual' },
  );

// More names than the candidate top K share the plain key `as` of العزاوي (Aziz), all shorter than the listed name.
const crowd = Array.from({ length: 400 }, (_, i) =>
  person(`aziz${i}`, `AZIZ ${fillerWord(i)}`, fillerWord(i), 'AZIZ'),
);

const index = buildScreeningIndex([
  person('cheharmahali', 'Ali CHEHARMAHALI', 'Ali', 'CHEHARMAHALI'),
  person('azzawi', 'HIKMAT MIZBAN IBRAHIM AL-AZZAWI', 'HIKMAT', 'AL-AZZAWI'),
  person('shekau', 'ABUBAKAR MOHAMMED SHEKAU', 'ABUBAKAR', 'SHEKAU'),
  person('shaker', 'Ahmed SHAKER', 'Ahmed', 'SHAKER'),
  ...crowd,
]);

const match = (arabicName: string, sourceId: string) =>
  screen(
    index,
    { firstName: '', lastName: '', arabicName, searchType: 'fuzzy', lists: [] },
    { minConfidence: 0, maxResults: 2000 },
  ).matches.find((m) => m.entity.sourceId === sourceId);

describe('an Arabic-script family name alone reaches its Latin-only entry (R7.1-R7.3)', () => {
  it('چهارمحالی -> CHEHARMAHALI, saying چ is read as ch', () => {
    const found = match('چهارمحالی', 'cheharmahali');
    expectReviewBand(found, 'alert');
    expect(found?.analysis.en).toContain('The Persian letter چ is read as ch');
    expect(found?.analysis.ar).toContain('قُرئ الحرف الفارسي «چ» على أنه ch');
  });

  it('العزاوي -> AL-AZZAWI through a crowd of Aziz sharing its plain key', () => {
    expectReviewBand(match('العزاوي', 'azzawi'), 'alert');
  });

  it('الشكوى -> SHEKAU, saying au writes the w', () => {
    const found = match('الشكوى', 'shekau');
    expectReviewBand(found, 'alert');
    expect(found?.analysis.en).toContain('or au for the diphthong aw');
    expect(found?.analysis.ar).toContain('au للصوت المركّب aw');
  });

  it('two consonants and no w in common stay below the alert (الشكوى / SHAKER)', () => {
    expectReviewBand(match('الشكوى', 'shaker'), 'none');
  });
});
