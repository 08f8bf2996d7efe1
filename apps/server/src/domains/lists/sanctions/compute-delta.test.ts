import { describe, expect, it } from 'vitest';
import { hashRecord } from './content-hash';
import { DELTA_SAMPLE_LIMIT, computeDelta } from './compute-delta';

const record = (sourceId: string, contentHash = `h-${sourceId}`) => ({ sourceId, contentHash });

describe('computeDelta', () => {
  it.each([
    [
      'first version: everything added',
      [],
      ['1', '2'],
      { added: ['1', '2'], removed: [], changed: [] },
    ],
    ['identical', ['1', '2'], ['1', '2'], { added: [], removed: [], changed: [] }],
    [
      'one delisted, one listed',
      ['1', '2'],
      ['2', '3'],
      { added: ['3'], removed: ['1'], changed: [] },
    ],
    ['all removed', ['10', '9'], [], { added: [], removed: ['9', '10'], changed: [] }],
  ])('%s', (_case, before, after, expected) => {
    const delta = computeDelta(
      before.map((id) => record(id)),
      after.map((id) => record(id)),
    );
    expect(delta.sample).toEqual(expected);
    expect([delta.addedCount, delta.removedCount, delta.changedCount]).toEqual([
      expected.added.length,
      expected.removed.length,
      expected.changed.length,
    ]);
  });

  it('reports a record whose content differs as changed, not added or removed', () => {
    const delta = computeDelta(
      [record('QDi.001', 'a'), record('QDi.002', 'b')],
      [record('QDi.001', 'a'), record('QDi.002', 'c')],
    );
    expect(delta.sample).toEqual({ added: [], removed: [], changed: ['QDi.002'] });
  });

  it('caps the stored ids but keeps exact counts', () => {
    const ids = Array.from({ length: DELTA_SAMPLE_LIMIT + 25 }, (_, i) => String(i + 1));
    const delta = computeDelta(
      [],
      ids.map((id) => record(id)),
    );
    expect(delta.addedCount).toBe(DELTA_SAMPLE_LIMIT + 25);
    expect(delta.sample.added).toHaveLength(DELTA_SAMPLE_LIMIT);
    expect(delta.sample.added.slice(0, 3)).toEqual(['1', '2', '3']);
  });
});

describe('hashRecord', () => {
  it('ignores key order and undefined members, as a jsonb round trip does', () => {
    expect(hashRecord({ a: 1, b: [{ x: 'é', y: undefined }] })).toBe(
      hashRecord({ b: [{ x: 'é' }], a: 1 }),
    );
  });

  it('tells different content apart', () => {
    expect(hashRecord({ names: ['A'] })).not.toBe(hashRecord({ names: ['B'] }));
    expect(hashRecord([1, 2])).not.toBe(hashRecord([2, 1]));
  });
});
