import { SIM } from '../config';
import { compareTokens, lastMatch, Rule, type RuleSet } from '../compare/token-similarity';
import type { Vocabulary } from '../index/vocabulary';
import type { TokenData } from '../tokens/token-data';

/** Names longer than this are aligned on their first MAX_TOKENS tokens only (no real name comes close). */
export const MAX_TOKENS = 32;

/** Distinct query tokens whose pair results get a dense table; further ones fall back to a map. */
const DENSE_SLOTS = 16;

/**
 * Dense per-index tables reused by every query: `values[slot * V + tokenId]` holds an encoded pair
 * result, valid when `stamps[...]` equals the current query's generation (no clearing between queries).
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
      const at = slot * this.tables.vocabularySize + listTokenId;
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

const simMatrix = new Float64Array(MAX_TOKENS * MAX_TOKENS);
const ruleMatrix = new Uint8Array(MAX_TOKENS * MAX_TOKENS);

/**
 * One-to-one, order-free alignment (research 7.4): greedily pairs the most similar remaining
 * query/list tokens (ties: heavier pair, then earlier position), ignoring pairs below the floor.
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
  for (let i = 0; i < n; i += 1) {
    const token = query[i];
    const slot = token === undefined ? -1 : cache.slotOf(token);
    for (let j = 0; j < m; j += 1) {
      const encoded = token === undefined ? 0 : cache.lookup(token, list[j] ?? 0, slot);
      simMatrix[i * MAX_TOKENS + j] = decodeSim(encoded);
      ruleMatrix[i * MAX_TOKENS + j] = decodeRule(encoded);
    }
    alignment.pairedWith[i] = -1;
  }
  alignment.listPaired.fill(0, 0, m);
  for (let round = 0; round < Math.min(n, m); round += 1) {
    let bestI = -1;
    let bestJ = -1;
    let bestSim: number = SIM.alignFloor;
    let bestWeight = -1;
    for (let i = 0; i < n; i += 1) {
      if ((alignment.pairedWith[i] ?? -1) !== -1) continue;
      for (let j = 0; j < m; j += 1) {
        if (alignment.listPaired[j] === 1) continue;
        const sim = simMatrix[i * MAX_TOKENS + j] ?? 0;
        if (sim < bestSim) continue;
        const weight = (queryWeights[i] ?? 0) + (listWeights[list[j] ?? 0] ?? 0);
        if (sim > bestSim || weight > bestWeight || bestI === -1) {
          bestI = i;
          bestJ = j;
          bestSim = sim;
          bestWeight = weight;
        }
      }
    }
    if (bestI === -1) break;
    alignment.pairedWith[bestI] = bestJ;
    alignment.listPaired[bestJ] = 1;
    alignment.rules[bestI] = ruleMatrix[bestI * MAX_TOKENS + bestJ] ?? Rule.unmatched;
    alignment.sims[bestI] = bestSim;
  }
  for (let i = 0; i < n; i += 1) {
    if ((alignment.pairedWith[i] ?? -1) === -1) {
      alignment.rules[i] = Rule.unmatched;
      alignment.sims[i] = 0;
    }
  }
}
