import { describe, expect, it } from 'vitest';
import type { TokenExplanation } from '../types';
import { variantNoteAr, variantNoteEn, variantNotes } from './variant-notes';

const token = (
  query: string,
  matched: string,
  rule: TokenExplanation['rule'],
): TokenExplanation => ({
  query,
  matched,
  rule,
  similarity: 0.95,
  weight: 1,
});

describe('variant notes of the analysis (en + ar)', () => {
  it('says a short form is a short form', () => {
    const notes = variantNotes([token('sasha', 'aleksandr', 'variant')], []);
    expect(notes.map(variantNoteEn)).toEqual(['Sasha is a short form of Aleksandr.']);
    expect(variantNoteAr(notes[0] ?? { kind: 'spelling', query: '', listed: '' })).toContain(
      'صيغة مختصرة',
    );
  });

  it('names the romanisation standards once for all pairs', () => {
    const notes = variantNotes(
      [
        token('jewgeni', 'yevgeny', 'transliteration'),
        token('sawtschenko', 'savchenko', 'transliteration'),
      ],
      [],
    );
    expect(notes).toHaveLength(1);
    expect(variantNoteEn(notes[0] ?? { kind: 'spelling', query: '', listed: '' })).toBe(
      'Transliteration variants of one Cyrillic spelling (BGN/PCGN, ICAO 9303 passport, GOST 7.79-B, or a German, French, Polish, Czech or Spanish romanisation): Jewgeni = Yevgeny, Sawtschenko = Savchenko.',
    );
  });

  it('explains Korean romanisations and legal forms, spelled out, translated or dropped', () => {
    const notes = variantNotes(
      [token('lee', 'ri', 'variant'), token('llc', 'ooo', 'variant')],
      ['ltd'],
    );
    expect(notes.map(variantNoteEn)).toEqual([
      'Lee and Ri are romanisations of the same Korean family name.',
      'Legal form LLC = OOO: the same form abbreviated, spelled out or translated, compared as one low-weight unit.',
      'The legal form LTD is not in the query: a dropped legal form does not count against the match.',
    ]);
    expect(notes.map(variantNoteAr)).toHaveLength(3);
  });
});
