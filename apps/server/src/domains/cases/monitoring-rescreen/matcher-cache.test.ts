import { describe, expect, it } from 'vitest';
import type { FindSubjectMatches } from '../monitoring/screen-subjects';
import { indexGeneration, sharedMatcher } from './matcher-cache';

let builds = 0;
/** A new build of the index: a later build time, the same list versions. */
function generation(): string {
  builds += 1;
  return indexGeneration({
    builtAt: new Date(Date.UTC(2026, 0, 1, 0, 0, builds)).toISOString(),
    versions: [{ versionId: 'v1' }],
  });
}

const nothing: FindSubjectMatches = () => Promise.resolve([]);

describe('sharedMatcher', () => {
  it('gives every chunk of a run the same matcher while the index build serves', () => {
    const current = generation();
    let created = 0;
    const create = () => {
      created += 1;
      return nothing;
    };
    const first = sharedMatcher(current, 'run-a', create);
    expect(sharedMatcher(current, 'run-a', create)).toBe(first);
    expect(created).toBe(1);
  });

  it('starts afresh for another run, and for the same run on a rebuilt index', () => {
    const current = generation();
    const first = sharedMatcher(current, 'run-b', () => nothing);
    expect(sharedMatcher(current, 'run-c', () => nothing)).not.toBe(first);
    expect(sharedMatcher(generation(), 'run-b', () => nothing)).not.toBe(first);
  });
});
