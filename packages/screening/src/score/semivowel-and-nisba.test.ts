import { describe, expect, it } from 'vitest';
import { arabicTokenSkeletons, latinSkeleton } from '../arabic';
import { arabicSemivowelSkeletons, latinSemivowelSkeleton } from '../arabic/semivowel-skeleton';
import { buildScreeningIndex } from '../index/build-index';
import type { ListEntity } from '../model/list-entity';
import { fillerWord, namedParty } from '../testing/named-party';
import { screen } from '../screen';
import { expectReviewBand, type ReviewOutcome } from '../testing/expect-review-band';

/**
 * ADR 002 R5.30-R5.32 (lane r5-recall): an Arabic-script family name typed alone reaches the Latin-only
 * entry when its two consonants are joined by the w / y the Latin spelling writes as a consonant (R5.30),
 * when the Latin spelling writes a medial ك+ح as kh (R5.31), and a nisba written with the article counts
 * as the family name (R5.32). Names modelled on the real lists (UK 10690 YAHIA DJOUADI, UN QDi.143 ...
 * BOUYEHIA, UK 7087 MOHAMED LAKHAL, UK 7601 Saqr al-Kabisi Abd AQALA).
 */
describe('semivowel skeletons (R5.30)', () => {
  it.each<[string, string]>([
    ['djouadi', 'kwd'],
    ['bouyehia', 'byh'],
    ['rouine', 'rwn'],
    ['khuwayt', 'hwt'],
    ['aouadi', 'awd'],
    // No consonantal w / y: no key (the plain two-class key says all there is).
    ['kaid', ''],
    ['reni', ''],
  ])('Latin %s -> %s', (latin, key) => {
    expect(latinSemivowelSkeleton(latin)).toBe(key);
  });

  it.each<[string, string]>([
    ['جوادي', 'kwd'],
    ['بويحي', 'byh'],
    ['روين', 'rwn'],
    ['خویت', 'hwt'],
    ['العوادي', 'awd'],
  ])('Arabic %s has the key %s', (arabic, key) => {
    expect(arabicSemivowelSkeletons(arabic)).toContain(key);
  });

  it('reads a medial ك+ح as the Latin kh (R5.31), but not a final one', () => {
    expect(arabicTokenSkeletons('لكحل')).toContain(latinSkeleton('lakhal'));
    expect(arabicTokenSkeletons('ملكه')).not.toContain('ml');
  });
});

const person = (sourceId: string, full: string, given?: string, family?: string): ListEntity =>
  namedParty(
    sourceId,
    [{ full, ...(given && { given }), ...(family && { family }), kind: 'primary' }],
    {
      sanctionList: 'uk',
      listSource: 'UK',
      type: 'individual',
    },
  );

// Mohammad as common as on the real lists; every filler is listed in Latin script only.
const fillers = Array.from({ length: 1500 }, (_, i) =>
  person(`f${i}`, `Mohammad ${fillerWord(i)}`, 'Mohammad', fillerWord(i)),
);

const index = buildScreeningIndex([
  person('djouadi', 'YAHIA DJOUADI', 'YAHIA', 'DJOUADI'),
  person('bouyehia', 'HAMADI BEN ABDUL AZIZ BEN ALI BOUYEHIA', 'HAMADI', 'BOUYEHIA'),
  person('kaddi', 'Ahmed KADDI', 'Ahmed', 'KADDI'),
  person('lakhal', 'MOHAMED LAKHAL', 'MOHAMED', 'LAKHAL'),
  person('kabisi', 'Saqr al-Kabisi Abd AQALA'),
  person('azhar', 'AL-AZHAR BEN KHALIFA BEN AHMED ROUINE'),
  ...fillers,
]);

const match = (firstName: string, lastName: string, arabicName: string, sourceId: string) =>
  screen(
    index,
    { firstName, lastName, arabicName, searchType: 'fuzzy', lists: [] },
    { minConfidence: 0, maxResults: 500 },
  ).matches.find((m) => m.entity.sourceId === sourceId);

describe('an Arabic-script family name alone (R5.30, R5.31)', () => {
  it.each<[string, string, ReviewOutcome, string, string]>([
    [
      'جوادي',
      'djouadi',
      'alert',
      'the consonant w / y in the same place',
      'الواو / الياء حرفاً ساكناً',
    ],
    [
      'بويحي',
      'bouyehia',
      'alert',
      'the consonant w / y in the same place',
      'الواو / الياء حرفاً ساكناً',
    ],
    ['لكحل', 'lakhal', 'alert', 'read in Latin letters', 'إذا قُرئ بالحروف اللاتينية'],
    // Two consonants in common and no w / y: still too little to carry a name alone.
    ['جوادي', 'kaddi', 'none', '', ''],
  ])('%s -> %s: %s', (arabicName, sourceId, expected, en, ar) => {
    const found = match('', '', arabicName, sourceId);
    if (!expectReviewBand(found, expected)) return;
    expect(found?.status).toBe('review_required');
    expect(found?.analysis.en).toContain(en);
    expect(found?.analysis.ar).toContain(ar);
  });
});

describe('a nisba written with the article counts as the family name (R5.32)', () => {
  it.each<[string, string, string, ReviewOutcome]>([
    ['', 'Kabisi', '', 'alert'],
    ['', '', 'القبيسي', 'alert'],
    // A given name written with the article is still a given name.
    ['', 'Azhar', '', 'none'],
  ])('"%s %s %s" -> %s', (firstName, lastName, arabicName, expected) => {
    const sourceId = lastName === 'Azhar' ? 'azhar' : 'kabisi';
    const found = match(firstName, lastName, arabicName, sourceId);
    if (!expectReviewBand(found, expected)) return;
    expect(found?.status).toBe('review_required');
    expect(found?.analysis.en).toContain('writes with the article al- after the given name');
    expect(found?.analysis.ar).toContain('نسبة أو لقب');
  });
});
