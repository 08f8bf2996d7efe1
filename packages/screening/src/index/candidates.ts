import { CANDIDATES } from '../config';
import type { ListEntity } from '../model/list-entity';
import type { TokenData } from '../tokens/token-data';
import type { ScreeningIndexData } from './build-index';
import { complementCompound } from '../normalize/compounds';
import { TokenTag } from '../normalize/token-tags';
import { queryTokenKeys } from './token-keys';

/** Keys covering more names than this never help ranking; skipping them bounds the work per query. */
const MIN_SKIPPED_POSTINGS = 1000;

export interface CandidateRequest {
  /** Query token lists (Latin name, Arabic name, and their joined forms). */
  readonly tokenLists: readonly (readonly TokenData[])[];
  /** Order-free exact keys of the query names: their records are always candidates. */
  readonly exactKeys: readonly string[];
  /**
   * R3.17: title + family-name keys of a one-name query typed with a title ("sheikh hassan"): the
   * persons listed with that title and family name are always candidates too.
   */
  readonly titledFamilyKeys: readonly string[];
  /** Per list code: 1 when the list is screened. */
  readonly listMask: Uint8Array;
  /** Typo fallback through trigrams (fuzzy search only). */
  readonly trigramFallback: boolean;
  /** Only exact full-name hits (exact search). */
  readonly exactOnly: boolean;
}

/** Lexicographic "a ranks above b": higher accumulated IDF, then lower record id (determinism). */
function above(scoreA: number, idA: number, scoreB: number, idB: number): boolean {
  return scoreA > scoreB || (scoreA === scoreB && idA < idB);
}

/** Total of a record in the interleaved scores (see `ScoringScratch.scores`). */
function totalOf(scores: Float64Array, id: number): number {
  return scores[id * 2] ?? 0;
}

/** "a ranks below b": the heap keeps its worst record at the root. */
function worse(a: number, b: number, scores: Float64Array): boolean {
  return above(totalOf(scores, b), b, totalOf(scores, a), a);
}

/** Reused heap of record ids (module-level: screening is single-threaded per index, see ADR 002). */
let heap = new Int32Array(CANDIDATES.topK);

/** Restores the heap order below position `i` after its record was replaced. */
function siftDown(i: number, size: number, scores: Float64Array): void {
  for (;;) {
    const left = 2 * i + 1;
    const right = left + 1;
    let smallest = i;
    if (left < size && worse(heap[left] ?? 0, heap[smallest] ?? 0, scores)) smallest = left;
    if (right < size && worse(heap[right] ?? 0, heap[smallest] ?? 0, scores)) smallest = right;
    if (smallest === i) return;
    const tmp = heap[i] ?? 0;
    heap[i] = heap[smallest] ?? 0;
    heap[smallest] = tmp;
    i = smallest;
  }
}

/**
 * Top `k` of `ids` by total, best first: a bounded min-heap, O(n log k), no sorting of every touched
 * record; the kept records come out by popping the worst into the back of the result (no comparator
 * sort).
 */
function topK(ids: Int32Array, count: number, scores: Float64Array, k: number): number[] {
  if (heap.length < k) heap = new Int32Array(k);
  let size = 0;
  for (let n = 0; n < count; n += 1) {
    const id = ids[n] ?? 0;
    if (size < k) {
      let i = size;
      size += 1;
      heap[i] = id;
      while (i > 0) {
        const parent = (i - 1) >> 1;
        const parentId = heap[parent] ?? 0;
        if (!worse(id, parentId, scores)) break;
        heap[i] = parentId;
        heap[parent] = id;
        i = parent;
      }
      continue;
    }
    const root = heap[0] ?? 0;
    if (!above(totalOf(scores, id), id, totalOf(scores, root), root)) continue;
    // Replace the worst and sift it down.
    heap[0] = id;
    siftDown(0, size, scores);
  }
  const out = new Array<number>(size);
  for (let last = size - 1; last >= 0; last -= 1) {
    out[last] = heap[0] ?? 0;
    heap[0] = heap[last] ?? 0;
    siftDown(0, last, scores);
  }
  return out;
}

/**
 * Candidate name records for a query (research 7.3): union of the postings of every query key,
 * accumulating per record the best key IDF of each query token (one contribution per token, so a
 * common token cannot dominate), then the top K, plus every exact full-name hit.
 */
export function findCandidates<T extends ListEntity>(
  index: ScreeningIndexData<T>,
  request: CandidateRequest,
): number[] {
  const { keys, records, scratch, vocabulary, trigrams, recordLists } = index;
  const skipAbove = Math.max(MIN_SKIPPED_POSTINGS, CANDIDATES.maxPostingShare * records.length);
  let touchedCount = 0;
  // Most searches screen every list: the per-posting list check is then skipped.
  const allLists = request.listMask.every((on) => on === 1);
  const { scores, touchedToken } = scratch;

  const addKey = (keyId: number, factor: number, tokenCount: number): number => {
    const postings = keys.postings[keyId];
    if (postings === undefined || postings.length > skipAbove) return tokenCount;
    const weight = (keys.idf[keyId] ?? 0) * factor;
    let count = tokenCount;
    for (let k = 0; k < postings.length; k += 1) {
      const recordId = postings[k] ?? 0;
      if (!allLists && request.listMask[recordLists[recordId] ?? 0] !== 1) continue;
      const current = scores[recordId * 2 + 1] ?? 0;
      if (current === 0) touchedToken[count++] = recordId;
      if (weight > current) scores[recordId * 2 + 1] = weight;
    }
    return count;
  };

  if (!request.exactOnly) {
    // A token shared by several forms of the query (base, joined, split) contributes once.
    const seen = new Set<string>();
    for (const tokens of request.tokenLists) {
      for (const token of tokens) {
        if (seen.has(token.text)) continue;
        seen.add(token.text);
        let tokenCount = 0;
        let known = false;
        const vocabularyId = token.arabic ? undefined : vocabulary.idOf(token.text);
        const precomputed = vocabularyId === undefined ? undefined : keys.tokenKeyIds[vocabularyId];
        if (precomputed !== undefined) {
          known = true;
          for (const keyId of precomputed) tokenCount = addKey(keyId, 1, tokenCount);
        } else {
          for (const key of queryTokenKeys(token)) {
            const keyId = keys.ids.get(key);
            if (keyId === undefined) continue;
            if (key.startsWith('t:')) known = true;
            tokenCount = addKey(keyId, 1, tokenCount);
          }
        }
        // R3.18: the query name may be the complement of listed compounds ("Basir" / "Abdul Basir").
        const compound =
          token.arabic || token.tag !== TokenTag.name ? undefined : complementCompound(token.text);
        const compoundKey = compound === undefined ? undefined : keys.ids.get(`t:${compound}`);
        if (compoundKey !== undefined) tokenCount = addKey(compoundKey, 1, tokenCount);
        if (!known && !token.arabic && request.trigramFallback) {
          for (const hit of trigrams.similar(
            token.text,
            CANDIDATES.trigramMinJaccard,
            CANDIDATES.trigramMaxTokens,
          )) {
            const keyId = keys.ids.get(`t:${vocabulary.token(hit.tokenId).text}`);
            if (keyId !== undefined) tokenCount = addKey(keyId, hit.jaccard, tokenCount);
          }
        }
        // Fold this token's best contributions into the totals and clear the per-token buffer.
        for (let i = 0; i < tokenCount; i += 1) {
          const recordId = scratch.touchedToken[i] ?? 0;
          const total = scores[recordId * 2] ?? 0;
          if (total === 0) scratch.touched[touchedCount++] = recordId;
          scores[recordId * 2] = total + (scores[recordId * 2 + 1] ?? 0);
          scores[recordId * 2 + 1] = 0;
        }
      }
    }
  }

  // Among names sharing the query's tokens, shorter ones rank first: a common token ("Abdullah")
  // ties thousands of names, and the cut at K must not depend on record order alone.
  for (let i = 0; i < touchedCount; i += 1) {
    const recordId = scratch.touched[i] ?? 0;
    scores[recordId * 2] =
      (scores[recordId * 2] ?? 0) -
      CANDIDATES.lengthTieBreak * (index.recordLengths[recordId] ?? 0);
  }
  const selected = topK(scratch.touched, touchedCount, scores, CANDIDATES.topK);
  for (let i = 0; i < touchedCount; i += 1) scores[(scratch.touched[i] ?? 0) * 2] = 0;

  // Most query names are no list name: the set of chosen records is built only when one is.
  let chosen: Set<number> | undefined;
  const pin = (bucket: ArrayLike<number>): void => {
    chosen ??= new Set(selected);
    for (let k = 0; k < bucket.length; k += 1) {
      const recordId = bucket[k] ?? 0;
      if (request.listMask[records[recordId]?.list ?? 0] === 1 && !chosen.has(recordId)) {
        chosen.add(recordId);
        selected.push(recordId);
      }
    }
  };
  for (const key of request.exactKeys) {
    const bucket = index.exactNames.get(key);
    if (bucket !== undefined) pin(bucket);
  }
  if (!request.exactOnly) {
    for (const key of request.titledFamilyKeys) {
      const bucket = index.titledFamilies.get(key);
      if (bucket !== undefined) pin(bucket);
    }
  }
  return selected;
}
