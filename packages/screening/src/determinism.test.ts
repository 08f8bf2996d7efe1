import { describe, expect, it } from 'vitest';
import { buildScreeningIndex } from './index/build-index';
import { screen } from './screen';
import { FIXTURE_ENTITIES } from './testing/fixture-entities';
import type { ScreeningQuery } from './types';

const queries: ScreeningQuery[] = [
  { firstName: 'Mohammed', lastName: '', arabicName: '', searchType: 'fuzzy', lists: [] },
  {
    firstName: 'Usama',
    lastName: 'bin Ladin',
    arabicName: 'أسامة بن لادن',
    searchType: 'fuzzy',
    lists: [],
    dateOfBirth: '1957',
  },
  {
    firstName: 'Ali',
    lastName: 'Hassan',
    arabicName: '',
    searchType: 'phonetic',
    lists: ['ofac', 'uk'],
    nationality: 'iq',
  },
];

function serialise(entities = FIXTURE_ENTITIES): string {
  const index = buildScreeningIndex(entities);
  return JSON.stringify(queries.map((query) => screen(index, query, { minConfidence: 0 })));
}

describe('determinism', () => {
  it('gives byte-identical output for the same input, across index builds', () => {
    expect(serialise()).toBe(serialise());
  });

  it('gives byte-identical output for repeated queries on one index', () => {
    const index = buildScreeningIndex(FIXTURE_ENTITIES);
    const first = JSON.stringify(queries.map((query) => screen(index, query)));
    const again = JSON.stringify(queries.map((query) => screen(index, query)));
    expect(again).toBe(first);
  });
});
