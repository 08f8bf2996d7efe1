import { buildScreeningIndex } from '@sanctions/screening';
import { describe, expect, it } from 'vitest';
import type { FindSubjectMatches } from '../../lib/monitoring/screen-subjects';
import type { ScreeningIndexSnapshot } from '../../plugins/screening-index';
import { sharedMatcher } from './matcher-cache';

function snapshot(): ScreeningIndexSnapshot {
  return {
    index: buildScreeningIndex([]),
    versions: [],
    builtAt: new Date(),
    buildSeconds: 0,
    namedCountries: 0,
  };
}

const nothing: FindSubjectMatches = () => [];

describe('sharedMatcher', () => {
  it('gives every chunk of a run the same matcher while the snapshot serves', () => {
    const current = snapshot();
    let created = 0;
    const create = () => {
      created += 1;
      return nothing;
    };
    const first = sharedMatcher(current, 'run-a', create);
    expect(sharedMatcher(current, 'run-a', create)).toBe(first);
    expect(created).toBe(1);
  });

  it('starts afresh for another run, and for the same run on a rebuilt snapshot', () => {
    const current = snapshot();
    const first = sharedMatcher(current, 'run-b', () => nothing);
    expect(sharedMatcher(current, 'run-c', () => nothing)).not.toBe(first);
    expect(sharedMatcher(snapshot(), 'run-b', () => nothing)).not.toBe(first);
  });
});
