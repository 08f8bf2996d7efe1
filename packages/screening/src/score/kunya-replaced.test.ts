import { describe, expect, it } from 'vitest';
import { buildScreeningIndex } from '../index/build-index';
import { fillerWord, namedParty } from '../testing/named-party';
import { matchFor } from '../testing/match-for';

/**
 * ADR 002 R4.60: a listed kunya (Abu X, "father of X") with a given name of the query's own in the Abu's
 * place. Names modelled on the real lists (UN QDi.325 ABOU MOHAMED AL ADNANI; UN QDi.389 ABU UBAYDAH YUSUF
 * AL-ANABI).
 */
const COMMON = ['Mohamed', 'Ahmad', 'Hasan', 'Ali', 'Yusuf', 'Abdullah'];
const fillers = Array.from({ length: 4000 }, (_, i) =>
  namedParty(`f${i}`, [
    { full: `${COMMON[i % COMMON.length] ?? ''} ${fillerWord(i)}`, kind: 'primary' },
  ]),
);
const index = buildScreeningIndex([
  namedParty('adnani', [{ full: 'ABOU MOHAMED AL ADNANI', kind: 'primary' }]),
  namedParty('anabi', [{ full: 'ABU UBAYDAH YUSUF AL-ANABI', kind: 'primary' }]),
  ...fillers,
]);

describe('a listed kunya with a given name in place of the Abu (R4.60)', () => {
  it.each([
    ['Ali Mohamed', 'Al Adnani', 'adnani', 'mohamed'],
    ['Abdelhalim Ubaydah Yusuf', 'Al-Anabi', 'anabi', 'ubaydah'],
  ])('%s %s stays below the alert for %s, and says why', (first, last, sourceId, named) => {
    const found = matchFor(index, first, last, sourceId);
    expect(found).toBeDefined();
    if (found === undefined) return;
    expect(found.confidence).toBeLessThan(70);
    expect(found.analysis.en).toContain(`The listed name is a kunya, Abu ${named}`);
    expect(found.analysis.ar).toContain(`الاسم المدرج كنية، أبو ${named}`);
  });

  it.each([
    // The kunya typed, exactly or with a slip in the particle: the listed person.
    ['Abou Mohamed', 'Al Adnani', 'adnani'],
    ['Abu Mohamed', 'Al Adnani', 'adnani'],
    ['Abu Ubaydah Yusuf', 'Al-Anabi', 'anabi'],
    // The Abu left out, nothing in its place: the kunya with a word dropped.
    ['Mohamed', 'Al Adnani', 'adnani'],
    ['Ubaydah Yusuf', 'Al-Anabi', 'anabi'],
  ])('%s %s still alerts for %s', (first, last, sourceId) => {
    const found = matchFor(index, first, last, sourceId);
    expect(found?.confidence ?? 0).toBeGreaterThanOrEqual(70);
    expect(found?.analysis.en).not.toContain('The listed name is a kunya');
  });
});
