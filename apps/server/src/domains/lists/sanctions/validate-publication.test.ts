import { describe, expect, it } from 'vitest';
import {
  MAX_CHANGED_SHARE_WITH_ALIAS_LOSS,
  MAX_DROP_SHARE,
  checkChangedShare,
  checkCounts,
} from './validate-publication';

const ACTIVE = { entries: 10_000, names: 30_000, aliases: 20_000 };

describe('checkCounts against the active version', () => {
  it('documents its threshold: 10 % fewer entries, names or aliases', () => {
    expect(MAX_DROP_SHARE).toBe(0.1);
  });

  it.each([
    ['a first version', { entries: 5, names: 5, aliases: 0 }, undefined],
    ['the same counts', ACTIVE, ACTIVE],
    ['a few delistings (-2 %)', { entries: 9_800, names: 29_400, aliases: 19_600 }, ACTIVE],
    ['exactly 10 % fewer aliases', { ...ACTIVE, aliases: 18_000 }, ACTIVE],
    ['growth', { entries: 12_000, names: 40_000, aliases: 28_000 }, ACTIVE],
  ])('accepts %s', (_case, next, active) => {
    expect(checkCounts(next, active)).toBeUndefined();
  });

  it('refuses an empty publication', () => {
    expect(checkCounts({ entries: 0, names: 0, aliases: 0 }, undefined)).toBe(
      'the publication holds no entries',
    );
  });

  it('refuses a drop of aliases alone, naming the figures', () => {
    expect(checkCounts({ ...ACTIVE, names: 26_000, aliases: 16_000 }, ACTIVE)).toBe(
      'names fell from 30,000 to 26,000 (-13.3 %), aliases fell from 20,000 to 16,000 (-20 %) ' +
        'against the active version; a drop of more than 10 % looks like a damaged or partial file',
    );
  });

  it('refuses a drop of entries (the old "less than half" rule is subsumed)', () => {
    expect(checkCounts({ entries: 8_900, names: 29_000, aliases: 20_000 }, ACTIVE)).toMatch(
      /^entries fell from 10,000 to 8,900 \(-11 %\) against the active version/,
    );
  });
});

describe('checkChangedShare against the active version', () => {
  it('documents its threshold: a quarter of the kept entries changed while aliases were lost', () => {
    expect(MAX_CHANGED_SHARE_WITH_ALIAS_LOSS).toBe(0.25);
  });

  it('accepts many changes when no alias was lost (a reformatted edition)', () => {
    expect(
      checkChangedShare({ ...ACTIVE }, ACTIVE, { removedCount: 0, changedCount: 9_000 }),
    ).toBeUndefined();
  });

  it('accepts a few changes with a few aliases gone (an ordinary edition)', () => {
    expect(
      checkChangedShare({ ...ACTIVE, aliases: 19_900 }, ACTIVE, {
        removedCount: 50,
        changedCount: 400,
      }),
    ).toBeUndefined();
  });

  it('refuses broad changes that coincide with alias loss', () => {
    expect(
      checkChangedShare({ ...ACTIVE, aliases: 19_000 }, ACTIVE, {
        removedCount: 0,
        changedCount: 3_000,
      }),
    ).toBe(
      '3,000 of 10,000 kept entries changed (30 %) while aliases fell from 20,000 to 19,000 (-5 %); ' +
        'an edition changes a few percent of its entries, so this looks like a set that lost rows or a file',
    );
  });
});
