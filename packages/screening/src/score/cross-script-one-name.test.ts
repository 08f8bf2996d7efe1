import { describe, expect, it } from 'vitest';
import { buildScreeningIndex } from '../index/build-index';
import type { ListEntity } from '../model/list-entity';
import { fillerWord, namedParty } from '../testing/named-party';
import { screen } from '../screen';
import { expectReviewBand, type ReviewOutcome } from '../testing/expect-review-band';

/**
 * ADR 002 R4.30: an Arabic-script name typed alone meets the Latin family name of an entry listed in Latin
 * script only, through the consonant reading a two-part Arabic query uses. Names modelled on the real lists
 * (UN TAi.155 ABDUL AZIZ ABBASIN, UK 12058 Fares CHEHABI, UN QDi.150 ... ROUINE).
 */
const person = (sourceId: string, full: string, given: string, family: string): ListEntity =>
  namedParty(sourceId, [{ full, given, family, kind: 'primary' }], {
    sanctionList: 'un',
    listSource: 'UN',
    type: 'individual',
  });

// Mohammad as common as on the real lists; every filler is listed in Latin script only.
const fillers = Array.from({ length: 1500 }, (_, i) =>
  person(`f${i}`, `Mohammad ${fillerWord(i)}`, 'Mohammad', fillerWord(i)),
);

const index = buildScreeningIndex([
  person('abbasin', 'ABDUL AZIZ ABBASIN', 'ABDUL AZIZ', 'ABBASIN'),
  person('chehabi', 'Fares CHEHABI', 'Fares', 'CHEHABI'),
  person('deghdegh', 'AHMED DEGHDEGH', 'AHMED', 'DEGHDEGH'),
  person(
    'rouine',
    'AL-AZHAR BEN KHALIFA BEN AHMED ROUINE',
    'AL-AZHAR BEN KHALIFA BEN AHMED',
    'ROUINE',
  ),
  person('given-fares', 'Fares HADDAD', 'Fares', 'HADDAD'),
  person('reni', 'Salim RENI', 'Salim', 'RENI'),
  ...fillers,
]);

const arabicMatch = (arabicName: string, sourceId: string) =>
  screen(
    index,
    { firstName: '', lastName: '', arabicName, searchType: 'fuzzy', lists: [] },
    { minConfidence: 0, maxResults: 500 },
  ).matches.find((match) => match.entity.sourceId === sourceId);

describe('Arabic-script name alone vs a Latin-only entry (R4.30)', () => {
  it.each<[string, string, ReviewOutcome]>([
    // Three consonants or more agree with the listed family name: an alert for review.
    ['عباسين', 'abbasin', 'alert'],
    ['الشهابي', 'chehabi', 'alert'],
    ['دغداغ', 'deghdegh', 'alert'],
    // A two-consonant reading meets too many names to carry one alone...
    ['روين', 'reni', 'none'],
    // ...unless the Latin spelling also writes the و / ي as the consonant w / y (R5.30).
    ['روين', 'rouine', 'alert'],
    // The name is the listed person's given name, not the family name.
    ['فارس', 'given-fares', 'none'],
    // A common name alone never alerts.
    ['محمد', 'f1', 'none'],
  ])('%s -> %s: %s', (arabicName, sourceId, expected) => {
    const match = arabicMatch(arabicName, sourceId);
    if (!expectReviewBand(match, expected)) return;
    expect(match?.status).toBe('review_required');
    expect(match?.analysis.en).toContain('read in Latin letters, has the consonants');
    expect(match?.analysis.ar).toContain('إذا قُرئ بالحروف اللاتينية');
  });

  it('lets محمد alone alert on nobody', () => {
    const alerts = screen(index, {
      firstName: '',
      lastName: '',
      arabicName: 'محمد',
      searchType: 'fuzzy',
      lists: [],
    }).matches.filter((match) => match.confidence >= 70);
    expect(alerts).toEqual([]);
  });
});
