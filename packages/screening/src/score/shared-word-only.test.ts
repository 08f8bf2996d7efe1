import { describe, expect, it } from 'vitest';
import { buildScreeningIndex } from '../index/build-index';
import { fillerWord, namedParty } from '../testing/named-party';
import { matchFor } from '../testing/match-for';

/**
 * ADR 002 R3.19: business names sharing one significant word. Names modelled on the real lists: OFAC
 * ATLAS EXCHANGE / ATLAS SHIPPING COMPANY, UK INTERNATIONAL GOLDEN SERVICES, UK JSC EASTERN EXCHANGE, UK
 * MODERN TECHNOLOGIES, OFAC GHADIR INVESTMENT COMPANY.
 */
const organisation = { type: 'entity', sanctionList: 'ofac', listSource: 'OFAC' } as const;
// Enough names that a word of one or two of them weighs as a rare word does on the real lists.
const fillers = Array.from({ length: 8000 }, (_, i) =>
  namedParty(`f${i}`, [{ full: `${fillerWord(i)} Trading LLC`, kind: 'primary' }], organisation),
);
const index = buildScreeningIndex([
  namedParty('atlas-exchange', [{ full: 'ATLAS EXCHANGE', kind: 'primary' }], organisation),
  namedParty('atlas-shipping', [{ full: 'ATLAS SHIPPING COMPANY', kind: 'aka' }], organisation),
  namedParty('golden', [{ full: 'INTERNATIONAL GOLDEN SERVICES', kind: 'aka' }], organisation),
  namedParty('eastern', [{ full: 'JSC EASTERN EXCHANGE', kind: 'aka' }], organisation),
  namedParty('modern', [{ full: 'MODERN TECHNOLOGIES', kind: 'aka' }], organisation),
  namedParty('ghadir', [{ full: 'GHADIR INVESTMENT COMPANY', kind: 'primary' }], organisation),
  ...fillers,
]);

const match = (name: string, sourceId: string) => matchFor(index, '', name, sourceId);

describe('business names sharing one word only (R3.19)', () => {
  it.each([
    // One word in common, an activity word left on each side: another business, below the alert.
    ['Golden Logistics SA', 'golden'],
    ['Eastern Trading SA', 'eastern'],
    ['Atlas Shipping Company', 'atlas-exchange'],
    ['Ghadir Industrial Trading', 'ghadir'],
  ])('%s is held below the alert for %s, and says why', (name, sourceId) => {
    const found = match(name, sourceId);
    expect(found?.confidence).toBeLessThan(70);
    expect(found?.analysis.en).toContain('another business sharing a word, not the listed one');
    expect(found?.analysis.ar).toContain('جهة أخرى تشترك في كلمة');
  });

  it.each([
    // Words only added or only dropped, or two words in common: the listed name may be meant.
    ['Modern Technologies Corporation', 'modern'],
    ['Atlas Exchange', 'atlas-exchange'],
    ['Golden Services', 'golden'],
    ['Ghadir Investment', 'ghadir'],
    ['Atlas Shipping', 'atlas-shipping'],
  ])('%s still alerts for %s', (name, sourceId) => {
    const found = match(name, sourceId);
    expect(found?.confidence).toBeGreaterThanOrEqual(70);
    expect(found?.analysis.en).not.toContain('another business sharing a word');
  });
});
