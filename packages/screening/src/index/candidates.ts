import { CANDIDATES } from '../config';
import type { AnyListEntity } from '../model/list-entity';
import type { TokenData } from '../tokens/token-data';
import type { ScreeningIndexData } from './build-index';
import type { ScoringScratch } from './build-index';
import { collectQueryKeys, type QueryKeyLists } from './query-key-lists';
import { raiseRepeatedWords, repeatedWords } from './repeated-words';
import { holds } from './sorted-holds';

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

/** Query tokens whose common keys can be deferred: one bit each in `ScoringScratch.tokenBits`. */
const TOKEN_BITS = 31;

/**
 * What a binary-search step costs against a walked posting in the raise step (both read an Int32Array, but
 * the search's reads land anywhere in it). Measured at 1M names, see ADR 033's addendum.
 */
const SEARCH_STEP_COST = 3;

/** A query token whose common keys were deferred: its index and the positions of those keys in `queryKeys`. */
interface DeferredToken {
  readonly token: number;
  readonly keyIndexes: readonly number[];
}

/**
 * Walks one key's postings for the current query token. The token's keys are walked strongest first, so the
 * first key that meets a record gives the token's contribution to it: the record is marked in `marks` (a
 * bit each, in cache at a million names) and appended with that weight to `touchedToken` /
 * `tokenWeights`, which are written in order. The scattered 16 MB totals are not read here. Returns the new
 * count.
 */
function walkPostings(
  postings: Int32Array,
  weight: number,
  mask: Uint8Array | undefined,
  recordLists: Uint8Array,
  scratch: ScoringScratch,
  count: number,
): number {
  const { marks, touchedToken, tokenWeights } = scratch;
  for (let k = 0; k < postings.length; k += 1) {
    const recordId = postings[k] ?? 0;
    if (mask !== undefined && mask[recordLists[recordId] ?? 0] !== 1) continue;
    const word = recordId >>> 5;
    const bit = 1 << (recordId & 31);
    const marked = marks[word] ?? 0;
    if ((marked & bit) !== 0) continue;
    marks[word] = marked | bit;
    touchedToken[count] = recordId;
    tokenWeights[count] = weight;
    count += 1;
  }
  return count;
}

/** Reused order of one token's walked keys (positions in `queryKeys`), strongest first. */
let walkOrder = new Int32Array(64);
let walkWeights = new Float64Array(64);

/**
 * Adds each deferred token's weight to the touched records that hold one of its common keys and did not
 * count the token through a rarer one. Only records that could still enter the top K are looked up: a
 * record whose total plus every deferred weight stays below the K-th total now cannot.
 */
function raiseByCommonKeys<T extends AnyListEntity>(
  index: ScreeningIndexData<T>,
  deferred: readonly DeferredToken[],
  touchedCount: number,
): void {
  const { keys, scratch, queryKeys } = index;
  const { totals, touched, tokenBits, marks } = scratch;
  const tokens = deferred.map(({ token, keyIndexes }) => ({
    bit: 1 << token,
    // Strongest key first: the first that holds a record is the token's contribution to it.
    keys: keyIndexes
      .map((k) => {
        const keyId = queryKeys.keyIds[k] ?? 0;
        return {
          postings: keys.postings[keyId] ?? new Int32Array(0),
          weight: (keys.idf[keyId] ?? 0) * (queryKeys.factors[k] ?? 0),
        };
      })
      .sort((a, b) => b.weight - a.weight),
  }));
  let most = 0;
  for (const token of tokens) most += token.keys[0]?.weight ?? 0;
  let floor = Number.NEGATIVE_INFINITY;
  // The K-th total: the root of the top-K heap (its worst record), without popping the heap out.
  if (touchedCount > CANDIDATES.topK) {
    fillTopKHeap(touched, touchedCount, totals, CANDIDATES.topK);
    floor = totals[heap[0] ?? 0] ?? 0;
  }
  // The records that can still enter the top K, marked in a bit set: an eighth of a megabyte at a million
  // names, so walking a common key's postings tests marks in cache instead of reading the 8 MB totals.
  let eligible = 0;
  for (let i = 0; i < touchedCount; i += 1) {
    const recordId = touched[i] ?? 0;
    if ((totals[recordId] ?? 0) + most < floor) continue;
    marks[recordId >>> 5] = (marks[recordId >>> 5] ?? 0) | (1 << (recordId & 31));
    eligible += 1;
  }
  // Walking the common keys' postings (marked records only) or searching each marked record in them:
  // whichever costs less. A walked entry is a sequential read and a cached bit; a search step is a read
  // anywhere in the postings, hence the weight. Both give the same totals.
  let walkCost = 0;
  let searchCost = 0;
  for (const token of tokens)
    for (const { postings } of token.keys) {
      walkCost += postings.length;
      searchCost += SEARCH_STEP_COST * eligible * Math.log2(postings.length + 1);
    }
  for (const token of tokens) {
    for (const { postings, weight } of token.keys) {
      if (walkCost <= searchCost) {
        for (let k = 0; k < postings.length; k += 1) {
          const recordId = postings[k] ?? 0;
          if (((marks[recordId >>> 5] ?? 0) & (1 << (recordId & 31))) === 0) continue;
          if (((tokenBits[recordId] ?? 0) & token.bit) !== 0) continue;
          totals[recordId] = (totals[recordId] ?? 0) + weight;
          tokenBits[recordId] = (tokenBits[recordId] ?? 0) | token.bit;
        }
        continue;
      }
      for (let i = 0; i < touchedCount; i += 1) {
        const recordId = touched[i] ?? 0;
        if (((marks[recordId >>> 5] ?? 0) & (1 << (recordId & 31))) === 0) continue;
        if (((tokenBits[recordId] ?? 0) & token.bit) !== 0) continue;
        if (!holds(postings, recordId)) continue;
        totals[recordId] = (totals[recordId] ?? 0) + weight;
        tokenBits[recordId] = (tokenBits[recordId] ?? 0) | token.bit;
      }
    }
  }
  for (let i = 0; i < touchedCount; i += 1) marks[(touched[i] ?? 0) >>> 5] = 0;
}

/** Lexicographic "a ranks above b": higher accumulated IDF, then lower record id (determinism). */
function above(scoreA: number, idA: number, scoreB: number, idB: number): boolean {
  return scoreA > scoreB || (scoreA === scoreB && idA < idB);
}

/** Total of a record (see `ScoringScratch.totals`). */
function totalOf(totals: Float64Array, id: number): number {
  return totals[id] ?? 0;
}

/** "a ranks below b": the heap keeps its worst record at the root. */
function worse(a: number, b: number, totals: Float64Array): boolean {
  return above(totalOf(totals, b), b, totalOf(totals, a), a);
}

/** Reused heap of record ids (module-level: screening is single-threaded per index, see ADR 002). */
let heap = new Int32Array(CANDIDATES.topK);

/** Restores the heap order below position `i` after its record was replaced. */
function siftDown(i: number, size: number, totals: Float64Array): void {
  for (;;) {
    const left = 2 * i + 1;
    const right = left + 1;
    let smallest = i;
    if (left < size && worse(heap[left] ?? 0, heap[smallest] ?? 0, totals)) smallest = left;
    if (right < size && worse(heap[right] ?? 0, heap[smallest] ?? 0, totals)) smallest = right;
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
function topK(ids: Int32Array, count: number, totals: Float64Array, k: number): number[] {
  const size = fillTopKHeap(ids, count, totals, k);
  const out = new Array<number>(size);
  for (let last = size - 1; last >= 0; last -= 1) {
    out[last] = heap[0] ?? 0;
    heap[0] = heap[last] ?? 0;
    siftDown(0, last, totals);
  }
  return out;
}

/** Fills `heap` with the top `k` of `ids` (worst at the root); returns how many it holds. */
function fillTopKHeap(ids: Int32Array, count: number, totals: Float64Array, k: number): number {
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
        if (!worse(id, parentId, totals)) break;
        heap[i] = parentId;
        heap[parent] = id;
        i = parent;
      }
      continue;
    }
    const root = heap[0] ?? 0;
    if (!above(totalOf(totals, id), id, totalOf(totals, root), root)) continue;
    // Replace the worst and sift it down.
    heap[0] = id;
    siftDown(0, size, totals);
  }
  return size;
}

/**
 * Candidate name records for a query (research 7.3): union of the postings of every query key,
 * accumulating per record the best key IDF of each query token (one contribution per token, so a
 * common token cannot dominate), then the top K, plus every exact full-name hit.
 */
export function findCandidates<T extends AnyListEntity>(
  index: ScreeningIndexData<T>,
  request: CandidateRequest,
): number[] {
  const { keys, records, scratch, recordLists } = index;
  const skipAbove = Math.max(MIN_SKIPPED_POSTINGS, CANDIDATES.maxPostingShare * records.length);
  let touchedCount = 0;
  // Most searches screen every list: the per-posting list check is then skipped.
  const allLists = request.listMask.every((on) => on === 1);
  const { totals, touchedToken, tokenWeights, touched, tokenBits, marks } = scratch;

  const deferred: DeferredToken[] = [];
  if (!request.exactOnly) {
    const queryKeys: QueryKeyLists = index.queryKeys;
    collectQueryKeys(index, request.tokenLists, request.trigramFallback, queryKeys);
    const { keyIds, factors, tokenCount: queryTokens } = queryKeys;
    const mask = allLists ? undefined : request.listMask;
    // Keys past `walkAbove` (common words of a large index) are walked only when the rarer keys name too few
    // records; otherwise they only raise the records those keys found (issue 26: a million names).
    const walkAbove = Math.max(
      MIN_SKIPPED_POSTINGS,
      Math.min(skipAbove, CANDIDATES.maxWalkedPostings),
    );
    let rareCover = 0;
    for (let k = 0; k < queryKeys.keyCount; k += 1) {
      const length = keys.postings[keyIds[k] ?? 0]?.length ?? 0;
      if (length <= walkAbove) rareCover += length;
    }
    const deferCommon = rareCover >= CANDIDATES.minRareCover;
    for (let tokenIndex = 0; tokenIndex < queryTokens; tokenIndex += 1) {
      let common: number[] | undefined;
      let walked = 0;
      const end = queryKeys.ends[tokenIndex] ?? 0;
      if (walkOrder.length < end) {
        walkOrder = new Int32Array(end * 2);
        walkWeights = new Float64Array(end * 2);
      }
      for (let k = queryKeys.start(tokenIndex); k < end; k += 1) {
        const keyId = keyIds[k] ?? 0;
        const postings = keys.postings[keyId];
        if (postings === undefined) continue;
        const length = postings.length;
        if (length > skipAbove) continue;
        if (deferCommon && length > walkAbove && tokenIndex < TOKEN_BITS) {
          (common ??= []).push(k);
          continue;
        }
        // Insertion by weight, strongest first (a token has a handful of keys).
        const weight = (keys.idf[keyId] ?? 0) * (factors[k] ?? 0);
        let at = walked;
        while (at > 0 && (walkWeights[at - 1] ?? 0) < weight) {
          walkOrder[at] = walkOrder[at - 1] ?? 0;
          walkWeights[at] = walkWeights[at - 1] ?? 0;
          at -= 1;
        }
        walkOrder[at] = keyId;
        walkWeights[at] = weight;
        walked += 1;
      }
      let tokenCount = 0;
      for (let w = 0; w < walked; w += 1) {
        const postings = keys.postings[walkOrder[w] ?? 0];
        if (postings === undefined) continue;
        tokenCount = walkPostings(
          postings,
          walkWeights[w] ?? 0,
          mask,
          recordLists,
          scratch,
          tokenCount,
        );
      }
      if (common !== undefined) deferred.push({ token: tokenIndex, keyIndexes: common });
      const bit = tokenIndex < TOKEN_BITS ? 1 << tokenIndex : 0;
      // Fold this token's contributions into the totals and clear its marks.
      for (let i = 0; i < tokenCount; i += 1) {
        const recordId = touchedToken[i] ?? 0;
        marks[recordId >>> 5] = 0;
        const total = totals[recordId] ?? 0;
        if (total === 0) {
          touched[touchedCount++] = recordId;
          tokenBits[recordId] = 0;
        }
        totals[recordId] = total + (tokenWeights[i] ?? 0);
        tokenBits[recordId] = (tokenBits[recordId] ?? 0) | bit;
      }
    }
  }

  // Among names sharing the query's tokens, shorter ones rank first: a common token ("Abdullah")
  // ties thousands of names, and the cut at K must not depend on record order alone.
  for (let i = 0; i < touchedCount; i += 1) {
    const recordId = touched[i] ?? 0;
    totals[recordId] =
      (totals[recordId] ?? 0) - CANDIDATES.lengthTieBreak * (index.recordLengths[recordId] ?? 0);
  }
  if (deferred.length > 0) raiseByCommonKeys(index, deferred, touchedCount);
  if (!request.exactOnly) {
    const repeated = repeatedWords(request.tokenLists);
    if (repeated.length > 0)
      raiseRepeatedWords(repeated, records, index.vocabulary, touched, touchedCount, totals);
  }
  const selected = topK(touched, touchedCount, totals, CANDIDATES.topK);
  for (let i = 0; i < touchedCount; i += 1) totals[touched[i] ?? 0] = 0;

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
    // R8.1: the records of a distinctive listed word one slip from a typed word (query-key-lists.ts).
    for (const keyId of index.queryKeys.pinned) {
      const bucket = keys.postings[keyId];
      if (bucket !== undefined) pin(bucket);
    }
    for (const key of request.titledFamilyKeys) {
      const bucket = index.titledFamilies.get(key);
      if (bucket !== undefined) pin(bucket);
    }
  }
  return selected;
}
