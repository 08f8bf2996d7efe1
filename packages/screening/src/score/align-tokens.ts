import { SIM } from '../config';
import { compareTokens, lastMatch, Rule, type RuleSet } from '../compare/token-similarity';
import type { Vocabulary } from '../index/vocabulary';
import type { TokenData } from '../tokens/token-data';

/** Names longer than this are aligned on their first MAX_TOKENS tokens only (no real name comes close). */
export const MAX_TOKENS = 32;

/** Distinct query tokens whose pair results get a dense table; further ones fall back to a map. */
const DENSE_SLOTS = 16;

/**
 * Dense per-index tables reused by every query: `values[tokenId * DENSE_SLOTS + slot]` holds an encoded
 * pair result, valid when `stamps[...]` equals the current query's generation (no clearing between
 * queries). Token-major: the query tokens' results for one list token share a cache line, so a list
 * name costs one memory miss per token rather than one per query token.
 */
export class PairTables {
  readonly values: Float64Array;
  readonly stamps: Int32Array;
  generation = 0;
  constructor(readonly vocabularySize: number) {
    this.values = new Float64Array(vocabularySize * DENSE_SLOTS);
    this.stamps = new Int32Array(vocabularySize * DENSE_SLOTS);
  }
}

/**
 * Query-token x list-token similarities, cached per query: list names repeat tokens (mohammed, ali,
 * al), so each distinct pair is compared once. Values encode `rule * 2 + sim` (sim in [0,1]).
 */
export class PairCache {
  private readonly slots = new Map<TokenData, number>();
  private readonly overflow = new Map<TokenData, Map<number, number>>();
  private readonly generation: number;

  constructor(
    private readonly vocabulary: Vocabulary,
    private readonly rules: RuleSet,
    private readonly tables: PairTables,
  ) {
    tables.generation = (tables.generation + 1) | 0;
    if (tables.generation === 0) {
      tables.stamps.fill(0);
      tables.generation = 1;
    }
    this.generation = tables.generation;
  }

  private compute(query: TokenData, listTokenId: number): number {
    const sim = compareTokens(query, this.vocabulary.token(listTokenId), this.rules);
    return lastMatch.rule * 2 + sim;
  }

  /** Dense-table slot of a query token (-1 = overflow map); resolve once per token, not per pair. */
  slotOf(query: TokenData): number {
    let slot = this.slots.get(query);
    if (slot === undefined) {
      slot = this.slots.size < DENSE_SLOTS ? this.slots.size : -1;
      this.slots.set(query, slot);
    }
    return slot;
  }

  lookup(query: TokenData, listTokenId: number, slot: number = this.slotOf(query)): number {
    if (slot >= 0 && listTokenId < this.tables.vocabularySize) {
      const at = listTokenId * DENSE_SLOTS + slot;
      if (this.tables.stamps[at] === this.generation) return this.tables.values[at] ?? 0;
      const encoded = this.compute(query, listTokenId);
      this.tables.values[at] = encoded;
      this.tables.stamps[at] = this.generation;
      return encoded;
    }
    let perToken = this.overflow.get(query);
    if (perToken === undefined) {
      perToken = new Map();
      this.overflow.set(query, perToken);
    }
    const cached = perToken.get(listTokenId);
    if (cached !== undefined) return cached;
    const encoded = this.compute(query, listTokenId);
    perToken.set(listTokenId, encoded);
    return encoded;
  }
}

/** Rule code (see `Rule`) of an encoded pair. */
export function decodeRule(encoded: number): number {
  return Math.floor(encoded / 2);
}

export function decodeSim(encoded: number): number {
  return encoded - Math.floor(encoded / 2) * 2;
}

/** Result of the last `alignTokens` call, in reused buffers: index of the list token paired with each query token (-1 = none). */
export const alignment = {
  pairedWith: new Int32Array(MAX_TOKENS),
  listPaired: new Uint8Array(MAX_TOKENS),
  rules: new Uint8Array(MAX_TOKENS),
  sims: new Float64Array(MAX_TOKENS),
};

/**
 * Pairs at or above the alignment floor, in reused buffers. Most cells of a name's similarity
 * matrix are below the floor, so the greedy rounds only ever look at these few.
 */
const MAX_PAIRS = MAX_TOKENS * MAX_TOKENS;
const pairQuery = new Int32Array(MAX_PAIRS);
const pairList = new Int32Array(MAX_PAIRS);
const pairSim = new Float64Array(MAX_PAIRS);
const pairWeight = new Float64Array(MAX_PAIRS);
const pairRule = new Uint8Array(MAX_PAIRS);
/** Pair indices in greedy order. */
const pairOrder = new Int32Array(MAX_PAIRS);

/** Greedy order: higher similarity, then heavier pair, then earlier query token, then earlier list token. */
function before(a: number, b: number): boolean {
  const simA = pairSim[a] ?? 0;
  const simB = pairSim[b] ?? 0;
  if (simA !== simB) return simA > simB;
  const weightA = pairWeight[a] ?? 0;
  const weightB = pairWeight[b] ?? 0;
  if (weightA !== weightB) return weightA > weightB;
  // Pairs are collected query-token-major, so the earlier scan position is the lower index.
  return a < b;
}

/**
 * One-to-one, order-free alignment (research 7.4): greedily pairs the most similar remaining
 * query/list tokens (ties: heavier pair, then earlier position), ignoring pairs below the floor.
 * Taking the eligible pairs in that order and keeping each whose two tokens are still free is the
 * same greedy as rescanning the matrix every round, without the cubic cost on long names.
 */
export function alignTokens(
  query: readonly TokenData[],
  queryWeights: Float64Array,
  list: Int32Array,
  listWeights: Float64Array,
  cache: PairCache,
): void {
  const n = Math.min(query.length, MAX_TOKENS);
  const m = Math.min(list.length, MAX_TOKENS);
  let count = 0;
  for (let i = 0; i < n; i += 1) {
    alignment.pairedWith[i] = -1;
    alignment.rules[i] = Rule.unmatched;
    alignment.sims[i] = 0;
    const token = query[i];
    if (token === undefined) continue;
    const slot = cache.slotOf(token);
    for (let j = 0; j < m; j += 1) {
      const listToken = list[j] ?? 0;
      const encoded = cache.lookup(token, listToken, slot);
      const sim = decodeSim(encoded);
      if (sim < SIM.alignFloor) continue;
      pairQuery[count] = i;
      pairList[count] = j;
      pairSim[count] = sim;
      pairWeight[count] = (queryWeights[i] ?? 0) + (listWeights[listToken] ?? 0);
      pairRule[count] = decodeRule(encoded);
      // Insertion sort: a name has few pairs above the floor.
      let at = count;
      while (at > 0 && before(count, pairOrder[at - 1] ?? 0)) {
        pairOrder[at] = pairOrder[at - 1] ?? 0;
        at -= 1;
      }
      pairOrder[at] = count;
      count += 1;
    }
  }
  alignment.listPaired.fill(0, 0, m);
  for (let k = 0; k < count; k += 1) {
    const pair = pairOrder[k] ?? 0;
    const i = pairQuery[pair] ?? 0;
    const j = pairList[pair] ?? 0;
    if ((alignment.pairedWith[i] ?? -1) !== -1 || alignment.listPaired[j] === 1) continue;
    alignment.pairedWith[i] = j;
    alignment.listPaired[j] = 1;
    alignment.rules[i] = pairRule[pair] ?? Rule.unmatched;
    alignment.sims[i] = pairSim[pair] ?? 0;
  }
}
