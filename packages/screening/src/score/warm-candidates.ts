import { PACKED, type PackedRecords } from '../index/packed-records';
import type { Vocabulary } from '../index/vocabulary';
import { MAX_TOKENS, type PairCache } from './align-tokens';

/** Keeps the warming loads observable, so the compiler cannot drop them as dead code. */
let sink = 0;

/**
 * Loads what scoring the candidates will read, in a pass whose iterations do not wait on each
 * other, so the CPU overlaps the cache misses: candidates are scattered over the packed records and
 * their tokens over the vocabulary, and the scoring loop would otherwise stall on each miss in
 * turn. Each list token gets its pair-cache row here, as scoring would give it; the token data of a
 * token seen for the first time in this query (its keys, weight and tag) is touched because its
 * pairs are compared and weighed next.
 */
function touch(vocabulary: Vocabulary, tokenId: number): number {
  const token = vocabulary.token(tokenId);
  return (
    token.text.length +
    token.skeleton.length +
    token.dm1.length +
    (vocabulary.tags[tokenId] ?? 0) +
    (vocabulary.weights[tokenId] ?? 0)
  );
}

export function warmCandidates(
  records: PackedRecords,
  candidates: readonly number[],
  cache: PairCache,
  vocabulary: Vocabulary,
): void {
  const { data, offsets } = records;
  let touched = 0;
  for (const recordId of candidates) {
    const at = offsets[recordId] ?? 0;
    const count = Math.min(data[at + PACKED.tokenCount] ?? 0, MAX_TOKENS);
    for (let j = 0; j < count; j += 1) {
      const tokenId = data[at + PACKED.header + j] ?? 0;
      const rows = cache.rowCount;
      cache.rowOf(tokenId);
      if (cache.rowCount !== rows) touched += touch(vocabulary, tokenId);
    }
  }
  sink = (sink + touched) | 0;
}
