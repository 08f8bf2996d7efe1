import { describe, expect, it } from 'vitest';
import {
  GIVEN_NAME_GROUPS,
  equivalenceMask,
  nameEquivalents,
  sharedEquivalence,
} from './name-equivalents';

/**
 * ADR 002 R4.23: the mask only lets the scorer skip pairs that share no key, so two tokens that share a key must
 * always share a mask bit; a token without keys has an empty mask.
 */
describe('equivalence mask (R4.23)', () => {
  it.each([
    ['sasha', 'aleksandr'],
    ['paco', 'francisco'],
    ['sawtschenko', 'savchenko'],
    ['ri', 'lee'],
    ['ira', 'irina'],
  ])('%s and %s share a key and a mask bit', (a, b) => {
    const keysA = nameEquivalents(a);
    const keysB = nameEquivalents(b);
    expect(sharedEquivalence(keysA, keysB)).toBeDefined();
    expect(equivalenceMask(keysA) & equivalenceMask(keysB)).not.toBe(0);
  });

  it('no key, empty mask', () => {
    expect(nameEquivalents('xq')).toEqual([]);
    expect(equivalenceMask(nameEquivalents('xq'))).toBe(0);
    expect(equivalenceMask([])).toBe(0);
  });

  it('every pair of forms of one given-name group shares a mask bit', () => {
    let pairs = 0;
    for (const group of GIVEN_NAME_GROUPS) {
      const forms = [...group.full, ...group.short];
      const masks = forms.map((form) => equivalenceMask(nameEquivalents(form)));
      for (const mask of masks) {
        expect(mask & (masks[0] ?? 0)).not.toBe(0);
        pairs += 1;
      }
    }
    expect(pairs).toBeGreaterThan(1000);
  });
});
