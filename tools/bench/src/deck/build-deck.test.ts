import { readFile } from 'node:fs/promises';
import { beforeAll, describe, expect, it } from 'vitest';
import { readEuFsfXml, readUnConsolidatedXml } from '@sanctions/lists';
import type { ListEntity } from '@sanctions/screening';
import { SHARED_LISTS_DIR } from '@sanctions/server/test/shared-data';
import { buildDeck } from './build-deck';
import { DECK_CATEGORIES, deckCaseSchema } from './deck-model';
import { ListedNames } from './listed-names';
import { serialiseDeck } from './deck-file';

const NEGATIVE_IDS = new Set<string>(
  DECK_CATEGORIES.filter((c) => c.kind === 'negative').map((c) => c.id),
);

describe('buildDeck on the real UN and EU lists', () => {
  let entities: ListEntity[];
  beforeAll(async () => {
    const read = async (file: string) =>
      new Uint8Array(await readFile(`${SHARED_LISTS_DIR}/${file}`));
    entities = [
      ...readUnConsolidatedXml(await read('un/consolidated.xml')).entities,
      ...readEuFsfXml(await read('eu/sample_eu_sanctions.xml')).entities,
    ];
  });

  it('is deterministic', () => {
    expect(serialiseDeck(buildDeck(entities))).toBe(serialiseDeck(buildDeck(entities)));
  });

  it('writes valid cases whose expected entity exists, with unique ids', () => {
    const deck = buildDeck(entities);
    const keys = new Set(entities.map((e) => `${e.sanctionList}/${e.sourceId}`));
    expect(deck.every((c) => deckCaseSchema.safeParse(c).success)).toBe(true);
    expect(new Set(deck.map((c) => c.id)).size).toBe(deck.length);
    for (const c of deck) {
      if (NEGATIVE_IDS.has(c.category)) expect(c.expected).toBeNull();
      else expect(keys.has(`${c.expected?.sanctionList}/${c.expected?.sourceId}`)).toBe(true);
    }
  });

  it('covers every category, Arabic ones in Arabic script', () => {
    const deck = buildDeck(entities);
    const categories = new Set(deck.map((c) => c.category));
    // UN and EU alone hold no Latin-only Slavic persons nor legal forms of every kind: most categories, not all.
    expect(categories.size).toBeGreaterThanOrEqual(25);
    for (const c of deck.filter((d) => d.category.startsWith('arabic'))) {
      expect(c.query.arabicName).toMatch(/[\u0600-\u06ff]/);
      expect(c.query.firstName + c.query.lastName).toBe('');
    }
  });

  it('keeps negatives off the lists', () => {
    const listed = new ListedNames(entities);
    const negatives = buildDeck(entities).filter((c) => c.expected === null);
    expect(negatives.length).toBeGreaterThan(300);
    for (const c of negatives) {
      const text = `${c.query.firstName} ${c.query.lastName}`;
      // A lone frequent given name is in many listed names by design; it only must not be one.
      if (c.id.startsWith('near-miss/single-token/') || c.category === 'common-given-alone')
        expect(listed.isListed(text)).toBe(false);
      else expect(listed.containsAll(text)).toBe(false);
    }
  });
});

describe('ListedNames', () => {
  const listed = new ListedNames([
    {
      sanctionList: 'un',
      listSource: 'UN',
      sourceId: 'X',
      type: 'individual',
      names: [{ full: 'Ivan Petrovich SIDOROV', kind: 'primary', script: 'latin' }],
      birthDates: [],
      birthPlaces: [],
      nationalities: [],
      addresses: [],
      documents: [],
      programmes: [],
      titles: [],
      isActive: true,
    },
  ]);

  it.each([
    ['Ivan Sidorov', true],
    ['sidorov IVAN', true],
    ['Ivan Ivanov', false],
    ['Petr Sidorov', false],
  ])('%s contained: %s', (text, expected) => {
    expect(listed.containsAll(text)).toBe(expected);
  });
});
