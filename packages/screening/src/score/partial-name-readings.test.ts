import { describe, expect, it } from 'vitest';
import { buildScreeningIndex } from '../index/build-index';
import type { EntityType, ListEntity } from '../model/list-entity';
import { fillerWord, namedParty } from '../testing/named-party';
import { screen } from '../screen';
import { matchFor, nameQuery } from '../testing/match-for';
import { expectReviewBand } from '../testing/expect-review-band';

/**
 * ADR 002 R3.14-R3.16: a one-name query read as typed. Names modelled on the real lists (UK 13775
 * Suhail Mohammad ABDULLATIF, OFAC 35861 a.k.a. AO VSK, UN QDi.265 HAJI MUHAMMAD ASHRAF).
 */
const party = (
  sourceId: string,
  type: EntityType,
  names: Parameters<typeof namedParty>[1],
): ListEntity => namedParty(sourceId, names, { sanctionList: 'uk', listSource: 'UK', type });

// Given names as common as on the real lists (Abdul Latif in ~46 names, Ashraf in ~48: 60 each here).
const fillers = Array.from({ length: 1500 }, (_, i) => {
  const given = ['Abdul Latif', 'Ashraf', 'Abdelrahman', 'Kim'][i % 25] ?? 'Omar';
  return party(`f${i}`, 'individual', [{ full: `${given} ${fillerWord(i)}`, kind: 'primary' }]);
});

const index = buildScreeningIndex([
  party('abdullatif', 'individual', [
    {
      full: 'Suhail Mohammad ABDULLATIF',
      given: 'Suhail Mohammad',
      family: 'ABDULLATIF',
      kind: 'primary',
    },
  ]),
  party('abdulrahman', 'individual', [
    { full: 'Yasin ABDULRAHMAN', given: 'Yasin', family: 'ABDULRAHMAN', kind: 'primary' },
  ]),
  party('given-latif', 'individual', [{ full: 'Abdul Latif MANSUR', kind: 'primary' }]),
  party('vsk', 'entity', [
    { full: 'JOINT STOCK COMPANY HELICOPTER SERVICE COMPANY', kind: 'primary' },
    { full: 'AO VSK', kind: 'aka' },
  ]),
  party('kim-llc', 'entity', [{ full: 'KIM LLC', kind: 'primary' }]),
  party('haji-ashraf', 'individual', [{ full: 'HAJI MUHAMMAD ASHRAF', kind: 'primary' }]),
  party('ashraf-given', 'individual', [{ full: 'Haji Ashraf KHAN', kind: 'primary' }]),
  ...fillers,
]);

const best = (firstName: string, lastName: string, sourceId: string) =>
  matchFor(index, firstName, lastName, sourceId);

/** The same note in the Arabic analysis. */
const AR_NOTE = {
  'Written as one word': 'مكتوباً كلمةً واحدة',
  Acronym: 'اختصار:',
  'same title': 'اللقب نفسه',
} as const;

describe('one-name query read as typed (R3.14-R3.16)', () => {
  it.each([
    // R3.14: a compound written as one word, rare in that form, is the listed family name.
    ['', 'ABDULLATIF', 'abdullatif', 'alert', 'Written as one word'],
    ['', 'Abdullatif', 'abdullatif', 'alert', 'Written as one word'],
    // ...but a name writing it as the common given name "Abdul Latif" is not met by it.
    ['', 'ABDULLATIF', 'given-latif', 'none', undefined],
    // A compound that is common written as one word too stays common.
    ['', 'ABDELRAHMAN', 'abdulrahman', 'none', undefined],
    // R3.15: an acronym typed in capitals that is the organisation's name.
    ['', 'VSK', 'vsk', 'alert', 'Acronym'],
    // Typed as a word, or a common token in capitals: the short-token rule holds.
    ['', 'Vsk', 'vsk', 'none', undefined],
    ['', 'KIM', 'kim-llc', 'none', undefined],
    // R3.16: the title typed with the name is the listed person's title, the name the family name.
    ['Haji', 'ASHRAF', 'haji-ashraf', 'low', 'same title'],
    ['', 'HAJI ASHRAF', 'haji-ashraf', 'low', 'same title'],
    // The common name alone, another title, or the name as a given name: no alert.
    ['', 'ASHRAF', 'haji-ashraf', 'none', undefined],
    ['Sheikh', 'ASHRAF', 'haji-ashraf', 'none', undefined],
    ['Haji', 'ASHRAF', 'ashraf-given', 'none', undefined],
  ] as const)('%s %s -> %s: %s', (firstName, lastName, sourceId, expected, note) => {
    const match = best(firstName, lastName, sourceId);
    if (!expectReviewBand(match, expected)) return;
    if (note === undefined) throw new Error('every alerting row names its note');
    expect(match?.status).toBe('review_required');
    expect(match?.analysis.en).toContain(note);
    expect(match?.analysis.ar).toContain(AR_NOTE[note]);
  });

  it('keeps the exact one-word organisation name high (unchanged)', () => {
    const exact = buildScreeningIndex([
      party('vsk-uk', 'entity', [{ full: 'VSK', kind: 'primary' }]),
    ]);
    const match = screen(exact, nameQuery('', 'VSK')).matches[0];
    expect(match?.confidence).toBe(100);
  });
});
