import { describe, expect, it } from 'vitest';
import { screen } from '../screen';
import { FIXTURE_ENTITIES } from '../testing/fixture-entities';
import { buildScreeningIndex, buildScreeningIndexInSlices } from './build-index';

describe('buildScreeningIndexInSlices', () => {
  it('yields between entities and builds the index buildScreeningIndex builds', () => {
    const steps = buildScreeningIndexInSlices(FIXTURE_ENTITIES);
    let yields = 0;
    let step = steps.next();
    while (step.done !== true) {
      yields += 1;
      step = steps.next();
    }
    // At least once per entity: a caller can give the event loop a turn between any two of them.
    expect(yields).toBeGreaterThanOrEqual(FIXTURE_ENTITIES.length);

    const sliced = step.value;
    const whole = buildScreeningIndex(FIXTURE_ENTITIES);
    expect([sliced.size, sliced.nameCount]).toEqual([whole.size, whole.nameCount]);
    for (const entity of FIXTURE_ENTITIES.slice(0, 8)) {
      const query = {
        firstName: '',
        lastName: entity.names[0]?.full ?? '',
        arabicName: '',
        searchType: 'fuzzy',
        lists: [],
      } as const;
      const matches = screen(whole, query).matches;
      expect(matches.length).toBeGreaterThan(0);
      expect(screen(sliced, query).matches).toEqual(matches);
    }
  });
});
