import { describe, expect, it } from 'vitest';
import { buildScreeningIndex } from '../index/build-index';
import { fillerWord, namedParty } from '../testing/named-party';
import { complementCompound, compoundComplementStem } from '../normalize/compounds';
import { matchFor } from '../testing/match-for';
import { expectReviewBand } from '../testing/expect-review-band';

/**
 * ADR 002 R3.18: a compound's complement standing for the compound ("Basir" for Abdul Basir).
 * Names modelled on the real lists: UN TAi.173 (ABDUL BASIR NOORZAI, a.k.a. Haji Abdul Basir, Haji
 * 'Abd Al-Basir, Haji Basir Noorzai), UK Suhail Mohammad ABDULLATIF, a surname built on a compound
 * (ABDULKADIROV), a person with another title (OFAC-style "BASIR, Mullah Abdul") and UN TAi.088
 * ABDUL JABBAR OMARI with the deck's relative "JAN JABBAR OMARI".
 */
// Basir as common as on the real lists (a given name of 22+ list names): never an alert alone.
const fillers = Array.from({ length: 1800 }, (_, i) =>
  namedParty(`f${i}`, [
    { full: `${i % 50 === 0 ? 'Basir' : 'Omar'} ${fillerWord(i)}`, kind: 'primary' },
  ]),
);

const index = buildScreeningIndex([
  namedParty('noorzai', [
    { full: 'ABDUL BASIR NOORZAI', kind: 'primary' },
    { full: 'Haji Abdul Basir', kind: 'aka' },
    { full: 'Haji ‘Abd Al-Basir', kind: 'aka' },
    { full: 'Haji Basir Noorzai', kind: 'aka' },
  ]),
  namedParty('abdullatif', [
    { full: 'Suhail Mohammad ABDULLATIF', family: 'ABDULLATIF', kind: 'primary' },
  ]),
  namedParty('abdulkadirov', [{ full: 'Magomed ABDULKADIROV', kind: 'primary' }]),
  namedParty('mullah-basir', [{ full: 'BASIR, Mullah Abdul', kind: 'primary' }]),
  namedParty('omari', [{ full: 'ABDUL JABBAR OMARI', kind: 'primary' }]),
  ...fillers,
]);

const best = (firstName: string, lastName: string, sourceId: string) =>
  matchFor(index, firstName, lastName, sourceId);

describe('the complement of a compound (R3.18)', () => {
  it.each([
    ['basir', 'abdulbasir', 'basir'],
    ['rahman', 'abdulrahman', 'rahman'],
    // Query side only: the listed lone name is no compound.
    ['abdulbasir', 'basir', undefined],
    // Too short to stand alone (Haq, Ali), or the divine name itself (Abdullah).
    ['haq', 'abdulhaq', undefined],
    ['lah', 'abdullah', undefined],
    // A surname built on a compound is another surname (Kadirov / Abdulkadirov).
    ['kadirov', 'abdulkadirov', undefined],
  ])('%s for the listed %s: %s', (query, listed, stem) => {
    expect(compoundComplementStem(query, listed)).toBe(stem);
  });

  it('folds a complement into the compound it may stand for', () => {
    expect(complementCompound('basir')).toBe('abdulbasir');
    // Folded like the lists' ABDULLATIF (the divine-name spelling rule of compound folding).
    expect(complementCompound('latif')).toBe('abdullahtif');
    expect(complementCompound('abdulbasir')).toBeUndefined();
    expect(complementCompound('azizova')).toBeUndefined();
  });

  it.each([
    // The listed title with the family compound's complement, with or without its article (R3.16).
    ['Haji', 'Al-Basir', 'noorzai', 'low', 'Basir may stand for Abdul Basir'],
    ['Haji', 'Basir', 'noorzai', 'low', 'Basir may stand for Abdul Basir'],
    ['Mullah', 'Basir', 'mullah-basir', 'low', undefined],
    // A rare complement of a listed family compound: a variant of the family name, for review.
    ['', 'Latif', 'abdullatif', 'review', 'Latif may stand for Abdul Latif'],
    // The common complement alone, another title, or a surname built on a compound: no alert.
    ['', 'Basir', 'noorzai', 'none', undefined],
    ['Sheikh', 'Basir', 'noorzai', 'none', undefined],
    ['', 'Kadirov', 'abdulkadirov', 'none', undefined],
  ] as const)('%s %s -> %s: %s', (firstName, lastName, sourceId, expected, note) => {
    const match = best(firstName, lastName, sourceId);
    if (!expectReviewBand(match, expected)) return;
    if (note !== undefined) {
      expect(match?.analysis.en).toContain(note);
      expect(match?.analysis.ar).toContain('تتمّة الاسم المركّب');
    }
  });

  it.each([
    // In a full name the head may be dropped ("Jabbar OMARI")...
    ['Jabbar', 'OMARI', 'alert'],
    // ...but another name in its place is another person (a relative): held below the alert.
    ['JAN JABBAR', 'OMARI', 'none'],
  ] as const)('%s %s -> ABDUL JABBAR OMARI: %s', (firstName, lastName, expected) => {
    const match = best(firstName, lastName, 'omari');
    if (expected === 'none') {
      expect(match?.confidence ?? 0).toBeLessThan(70);
      expect(match?.analysis.en).toContain('One name differs on each side');
      return;
    }
    expect(match?.confidence ?? 0).toBeGreaterThanOrEqual(70);
    expect(match?.analysis.en).toContain('Jabbar may stand for Abdul Jabbar');
  });
});
