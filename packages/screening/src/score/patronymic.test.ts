import { describe, expect, it } from 'vitest';
import { buildScreeningIndex } from '../index/build-index';
import { fillerWord, namedParty } from '../testing/named-party';
import { matchFor } from '../testing/match-for';
import { isPatronymic } from './patronymic';

/**
 * ADR 002 R11.1: a listed patronymic left out of a person's query is how the person's name is written outside
 * Russian, not a part of another person's name; R4.40, R5.20 and R6.4 no longer read it as one. Modelled on the
 * real lists (UK 14337 IVANOV, Maxim Evgenievich; UK 14238 MARKOV, Andrey Pavlovich), the query respelled the way
 * another romanisation would. Common parts made common by filler names, as on the real lists.
 */
const COMMON = ['Maxim', 'Ivanov', 'Andrey', 'Markov', 'Sergei'];
const fillers = Array.from({ length: 6000 }, (_, i) =>
  namedParty(`f${i}`, [
    { full: `${COMMON[i % COMMON.length] ?? ''} ${fillerWord(i)}`, kind: 'primary' },
  ]),
);
const index = buildScreeningIndex([
  namedParty('ivanov', [{ full: 'IVANOV, Maxim Evgenievich', kind: 'primary' }]),
  namedParty('markov', [{ full: 'MARKOV, Andrey Pavlovich', kind: 'primary' }]),
  // The same shape with a second given name, not a patronymic, left out: still a namesake (R5.20).
  namedParty('ivanov-sergei', [{ full: 'IVANOV, Maxim Sergei', kind: 'primary' }]),
  ...fillers,
]);

const NOTE_EN = 'not read as a part of another person';
const NOTE_AR = 'فلا يُقرأ جزءاً من اسم شخص آخر';

describe('a listed patronymic left out is not a part of another person (R11.1)', () => {
  it.each([
    ['Maxim', 'IVANUV', 'ivanov', 'evgenievich'],
    ['Andray', 'MERKOV', 'markov', 'pavlovich'],
  ])('%s %s alerts for %s, naming %s, in both languages', (first, last, id, patronymic) => {
    const found = matchFor(index, first, last, id);
    expect(found).toBeDefined();
    if (found === undefined) return;
    expect(found.confidence).toBeGreaterThanOrEqual(70);
    expect(found.analysis.en).toContain(NOTE_EN);
    expect(found.analysis.en).toContain(`patronymic ${patronymic} (`);
    expect(found.analysis.ar).toContain(NOTE_AR);
    expect(found.analysis.ar).toContain(patronymic);
  });

  it('leaves a left-out second given name read as a part of its own', () => {
    const found = matchFor(index, 'Maxim', 'IVANUV', 'ivanov-sergei');
    expect(found?.confidence ?? 0).toBeLessThan(70);
    expect(found?.analysis.en ?? '').not.toContain(NOTE_EN);
  });

  it('says nothing when the patronymic changed nothing (typed as listed: no namesake rule reads it)', () => {
    const found = matchFor(index, 'Maxim', 'IVANOV', 'ivanov');
    expect(found).toBeDefined();
    expect(found?.analysis.en ?? '').not.toContain(NOTE_EN);
  });

  it.each([
    ['evgenievich', true],
    ['pavlovich', true],
    ['mkrtichevna', true],
    ['ivanovna', true],
    ['petrivna', true],
    ['ilyinichna', true],
    ['ivanov', false],
    ['evna', false],
    ['yong', false],
    ['hossein', false],
  ])('%s is a patronymic: %s', (text, expected) => {
    expect(isPatronymic(text)).toBe(expected);
  });
});
