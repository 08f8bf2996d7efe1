import { describe, expect, it } from 'vitest';
import { QueryKeyLists } from './query-key-lists';

describe('QueryKeyLists', () => {
  it('keeps every token’s keys in order past its initial capacity, and starts afresh on reset', () => {
    const lists = new QueryKeyLists();
    // More keys (256) and tokens (32) than the buffers first hold: both must grow without losing entries.
    for (let t = 0; t < 40; t += 1) {
      for (let k = 0; k < 10; k += 1) lists.push(t * 100 + k, k === 0 ? 1 : 0.5);
      lists.endToken();
    }
    expect(lists.tokenCount).toBe(40);
    expect(lists.keyCount).toBe(400);
    for (let t = 0; t < 40; t += 1) {
      const start = lists.start(t);
      expect(lists.ends[t] ?? 0).toBe(start + 10);
      expect(Array.from(lists.keyIds.subarray(start, start + 3))).toEqual([
        t * 100,
        t * 100 + 1,
        t * 100 + 2,
      ]);
      expect(lists.factors[start]).toBe(1);
      expect(lists.factors[start + 1]).toBe(0.5);
    }
    lists.reset();
    lists.push(7, 1);
    lists.endToken();
    expect(lists.tokenCount).toBe(1);
    expect(lists.start(0)).toBe(0);
    expect(lists.ends[0]).toBe(1);
    expect(lists.keyIds[0]).toBe(7);
  });
});
