import { describe, expect, it } from 'vitest';
import { screen } from '../screen';
import { namedParty } from '../testing/named-party';
import { buildScreeningIndex } from './build-index';

/** A distinct made-up word per number (letters only, so it is a name token of its own). */
function word(n: number): string {
  let out = '';
  let rest = n;
  do {
    out += String.fromCharCode(98 + (rest % 24));
    rest = Math.floor(rest / 24);
  } while (rest > 0);
  return `Zq${out}`;
}

/**
 * Issue 26: in a large index a common word's keys (past CANDIDATES.maxWalkedPostings names, under a quarter
 * of the names) are not walked when the query's rarer words already name enough records; they still rank
 * those records. Here 16,000 of ~65,000 names hold "Mohammad" and 1,200 hold "Rezaei": the one holding both
 * is listed last, where record order alone would cut it at the top K among the equally short "Rezaei" names.
 */
describe('common keys of a large index', () => {
  const parties = [
    ...Array.from({ length: 16_000 }, (_, i) =>
      namedParty(`m${i}`, [{ full: `Mohammad ${word(i % 400)}`, kind: 'primary' }]),
    ),
    ...Array.from({ length: 48_000 }, (_, i) =>
      namedParty(`f${i}`, [
        {
          full: `${word(200_000 + (i % 300))} ${word(300_000 + Math.floor(i / 300))}`,
          kind: 'primary',
        },
      ]),
    ),
    ...Array.from({ length: 1_200 }, (_, i) =>
      namedParty(`r${i}`, [{ full: `${word(100_000 + (i % 400))} Rezaei`, kind: 'primary' }]),
    ),
    namedParty('target', [{ full: 'Mohammad Rezaei', kind: 'primary' }]),
  ];
  const index = buildScreeningIndex(parties);

  it('still ranks first the name holding the common word beside the rare one', () => {
    const outcome = screen(index, {
      firstName: 'Mohamad',
      lastName: 'Rezaei',
      arabicName: '',
      searchType: 'fuzzy',
      lists: [],
    });
    expect(outcome.matches[0]?.entity.sourceId).toBe('target');
  });
});
