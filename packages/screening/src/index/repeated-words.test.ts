import { describe, expect, it } from 'vitest';
import { buildScreeningIndex } from './build-index';
import { fillerWord, namedParty } from '../testing/named-party';
import { matchFor } from '../testing/match-for';
import { repeatedWords } from './repeated-words';
import { makeTokenData } from '../tokens/token-data';

/**
 * ADR 002 R9.3: a name typed with the same word twice reaches the listed names that hold it twice, however many
 * shorter names hold it once. Modelled on the real lists (UK 16501 MOHAMED OMAR MOHAMED, OFAC 9681 AHMAD,
 * Ahmad ...): "MOHAMED MOHAMED" and "Ahmad AHMAD" returned nothing before.
 */
const fillers = Array.from({ length: 1200 }, (_, i) =>
  namedParty(`f${i}`, [
    { full: `${i % 2 === 0 ? 'Mohamed' : 'Ahmad'} ${fillerWord(i)}`, kind: 'primary' },
  ]),
);
const index = buildScreeningIndex([
  ...fillers,
  // Listed after the fillers: the candidate cut's last tie-break (record order) works against them.
  namedParty('mohamed-omar', [{ full: 'MOHAMED OMAR MOHAMED', kind: 'primary' }]),
  namedParty('ahmad-twice', [{ full: 'AHMAD, Ahmad Jan', kind: 'primary' }], {
    sanctionList: 'ofac',
    listSource: 'SDN',
  }),
]);

describe('a word typed twice reaches the listed names holding it twice (R9.3)', () => {
  it.each([
    ['MOHAMED', 'MOHAMED', 'mohamed-omar'],
    ['Ahmad', 'AHMAD', 'ahmad-twice'],
    // A curated variant of the word counts as the word.
    ['Mohammed', 'MOHAMMED', 'mohamed-omar'],
  ])('%s %s finds %s', (first, last, sourceId) => {
    const found = matchFor(index, first, last, sourceId);
    expect(found).toBeDefined();
    // Both typed words meet a listed word: the per-token explanation shows the name held twice.
    expect(found?.tokens.filter((t) => t.matched !== null)).toHaveLength(2);
  });

  it.each([
    ['Mohamed Mohamed', ['mohamed', 2]],
    ['Mohamed Ali Mohamed Mohamed', ['mohamed', 3]],
    ['Mohamed Ali', undefined],
  ] as const)('reads the repeated word of %s, once over the query forms', (name, expected) => {
    const form = name
      .toLowerCase()
      .split(' ')
      .map((word) => makeTokenData(word));
    // The joined and Arabic forms repeat the Latin name's words: each word is raised once.
    const found = repeatedWords([form, form]).map((w) => [w.text, w.times]);
    expect(found).toEqual(expected === undefined ? [] : [expected]);
  });
});
