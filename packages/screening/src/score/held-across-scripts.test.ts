import { describe, expect, it } from 'vitest';
import { buildScreeningIndex } from '../index/build-index';
import { fillerWord, namedParty } from '../testing/named-party';
import { matchFor } from '../testing/match-for';

/**
 * ADR 002 R6.1: a person's Arabic-script name, met by a Latin query, is held below the alert when a Latin
 * name of the same person was held as a relative or namesake. Parties modelled on the real lists (UK 13821
 * Adel Anwar AL-OLABI / عادل أنور العلبي; UK 16602 Sayyed Abdolrahim MOUSAVI / عبدالرحیم موسوی).
 */
const COMMON = ['Mohamed', 'Ahmad', 'Hasan', 'Ali', 'Mahmud', 'Abdullah'];
const fillers = Array.from({ length: 4000 }, (_, i) =>
  namedParty(`f${i}`, [
    { full: `${COMMON[i % COMMON.length] ?? ''} ${fillerWord(i)}`, kind: 'primary' },
  ]),
);
const index = buildScreeningIndex([
  namedParty('olabi', [
    { full: 'Adel Anwar AL-OLABI', kind: 'primary' },
    { full: 'عادل أنور العلبي', kind: 'aka', script: 'arabic' },
  ]),
  namedParty('mousavi', [
    { full: 'Sayyed Abdolrahim MOUSAVI', kind: 'primary' },
    { full: 'عبدالرحیم موسوی', kind: 'aka', script: 'arabic' },
  ]),
  // Listed in Arabic script only: no Latin name to read, so nothing is held across scripts.
  namedParty('arabic-only', [{ full: 'عادل أنور الحلبي', kind: 'primary', script: 'arabic' }]),
  ...fillers,
]);

const NOTE_EN = "This party's name in Latin letters, which spells the same person's name";
const NOTE_AR = 'اسم هذا الطرف بالحروف اللاتينية';

describe("a person's Arabic-script name says no more than the Latin name that spells it (R6.1)", () => {
  it.each([
    // Another given name: a brother or a namesake (R3.9 on the Latin name).
    ['Ali Anwar', 'Al-Olabi', 'olabi'],
    ['Mahmud Abdolrahim', 'Mousavi', 'mousavi'],
  ])('%s %s stays below the alert for %s, and says why', (first, last, sourceId) => {
    const found = matchFor(index, first, last, sourceId);
    expect(found).toBeDefined();
    if (found === undefined) return;
    expect(found.confidence).toBeLessThan(70);
    // Both names of the party are held: whichever is shown says why.
    const shown = `${found.analysis.en} ${found.analysis.ar}`;
    expect(shown).toMatch(/relative or namesake|قريباً أو سمياً/);
  });

  it('shows the note in both languages on the Arabic-script name it held', () => {
    const found = matchFor(index, 'Ali Anwar', 'Al-Olabi', 'olabi');
    expect(found?.matchedName.script).toBe('arabic');
    expect(found?.analysis.en).toContain(NOTE_EN);
    expect(found?.analysis.ar).toContain(NOTE_AR);
  });

  it.each([
    // The listed person, typed as listed or with the patronymic dropped: the Latin name is not held.
    ['Adel Anwar', 'Al-Olabi', 'olabi'],
    ['Adel', 'Al-Olabi', 'olabi'],
    ['Sayyed Abdolrahim', 'Mousavi', 'mousavi'],
    ['Abdolrahim', 'Mousavi', 'mousavi'],
  ])('%s %s still alerts for %s', (first, last, sourceId) => {
    const found = matchFor(index, first, last, sourceId);
    expect(found?.confidence ?? 0).toBeGreaterThanOrEqual(70);
    expect(found?.analysis.en).not.toContain(NOTE_EN);
  });

  it('leaves a party listed in Arabic script only as it was', () => {
    const found = matchFor(index, 'Ali Anwar', 'Al-Halabi', 'arabic-only');
    expect(found?.analysis.en ?? '').not.toContain(NOTE_EN);
  });
});
