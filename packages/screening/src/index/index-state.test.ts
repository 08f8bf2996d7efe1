import { deserialize, serialize } from 'node:v8';
import { describe, expect, it } from 'vitest';
import type { ListEntity } from '../model/list-entity';
import { screen } from '../screen';
import { FIXTURE_ENTITIES } from '../testing/fixture-entities';
import type { ScreeningQuery } from '../types';
import { buildScreeningIndex } from './build-index';
import { restoreScreeningIndex, screeningIndexState } from './index-state';

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
  { firstName: 'Ali', lastName: 'Hasan', arabicName: '', searchType: 'phonetic', lists: ['ofac'] },
  { firstName: '', lastName: '', arabicName: 'صدام حسين', searchType: 'fuzzy', lists: [] },
];

const isEntity = (value: unknown): value is ListEntity =>
  typeof value === 'object' && value !== null && 'names' in value && Array.isArray(value.names);

const replies = (index: ReturnType<typeof buildScreeningIndex>) =>
  JSON.stringify(queries.map((query) => screen(index, query, { minConfidence: 0 })));

describe('screening index state (issue 26 snapshot)', () => {
  it('restores, through V8 serialisation, an index that answers every query byte for byte alike', () => {
    const built = buildScreeningIndex(FIXTURE_ENTITIES);
    const restored = restoreScreeningIndex(
      deserialize(serialize(screeningIndexState(built))),
      isEntity,
    );
    expect(restored).toBeDefined();
    if (restored === undefined) return;
    expect(restored.nameCount).toBe(built.nameCount);
    expect(replies(restored)).toBe(replies(built));
  });

  it('refuses a state whose shape is not an index', () => {
    const state = deserialize(
      serialize(screeningIndexState(buildScreeningIndex(FIXTURE_ENTITIES))),
    );
    expect(restoreScreeningIndex({ ...Object(state), records: 'x' }, isEntity)).toBeUndefined();
    expect(restoreScreeningIndex(null, isEntity)).toBeUndefined();
    expect(
      restoreScreeningIndex(state, (value): value is ListEntity => value === 0),
    ).toBeUndefined();
  });
});
