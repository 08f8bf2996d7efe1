import { SIM } from '../config';
import { compareTokens, lastMatch, Rule, type RuleSet } from '../compare/token-similarity';
import type { Vocabulary } from '../index/vocabulary';
import type { TokenData } from '../tokens/token-data';

/** Names longer than this are aligned on their first MAX_TOKENS tokens only (no real name comes close). */
export const MAX_TOKENS = 32;

/** Marks a pair-table cell not computed yet (encoded pairs are never negative). */
const UNSET = -1;

/**
 * Per-index memory reused by every query's pair cache (no clearing between queries). `rowOf` holds,
 * per vocabulary token, the generation that last gave it a row and that row, side by side so one
 * read finds both. Rows are handed out in first-use order, so a query's pairs sit in a small dense
 * block instead of being spread over a vocabulary-sized table (one cache miss per list token).
 */
export class PairTables {
  readonly rowOf: Int32Array;
  values = new Float64Array(4096);
  generation = 0;
  constructor(readonly vocabularySize: number) {
    this.rowOf = new Int32Array(vocabularySize * 2);
  }
}

/**
 * Query-token x list-token similarities, cached per query: list names repeat tokens (mohammed, ali,
 * al), so each distinct pair is compared once. Values encode `rule * 2 + sim` (sim in [0,1]) at
 * `values[row * width + slot]`: one row per list token met, one slot per distinct query token.
 */
export class PairCache {
  private readonly generation: number;
  private rows = 0;

  /** `width`: distinct query tokens; every query token's slot (see `QueryTokens.slots`) is below it. */
  constructor(
    private readonly vocabulary: Vocabulary,
    private readonly rules: RuleSet,
    private readonly tables: PairTables,
    readonly width: number,
  ) {
    tables.generation = (tables.generation + 1) | 0;
    if (tables.generation === 0) {
      tables.rowOf.fill(0);
      tables.generation = 1;
    }
    this.generation = tables.generation;
  }

  /** The reused value table; read it again after `rowOf`, which may grow it. */
  get values(): Float64Array {
    return this.tables.values;
  }

  /** Row of a list token, assigned (all cells unset) on its first use in this query. */
  rowOf(listTokenId: number): number {
    const rowOf = this.tables.rowOf;
    const at = listTokenId * 2;
    if (rowOf[at] === this.generation) return rowOf[at + 1] ?? 0;
    if (at < 0 || at >= rowOf.length)
      throw new RangeError(`list token ${listTokenId} is not in the vocabulary`);
    const row = this.rows;
    this.rows += 1;
    rowOf[at] = this.generation;
    rowOf[at + 1] = row;
    const start = row * this.width;
    const end = start + this.width;
    if (end > this.tables.values.length) {
      const grown = new Float64Array(Math.max(end, this.tables.values.length * 2));
      grown.set(this.tables.values.subarray(0, start));
      this.tables.values = grown;
    }
    this.tables.values.fill(UNSET, start, end);
    return row;
  }

  /** Encoded pair at `cell` (= row * width + slot), compared on first use. */
  lookup(cell: number, query: TokenData, listTokenId: number): number {
    const values = this.tables.values;
    const cached = values[cell] ?? UNSET;
    if (cached >= 0) return cached;
    const sim = compareTokens(query, this.vocabulary.token(listTokenId), this.rules);
    const encoded = lastMatch.rule * 2 + sim;
    values[cell] = encoded;
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
/** First cell of each list token's row in the pair table, resolved once per alignment. */
const listRows = new Int32Array(MAX_TOKENS);

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
  slots: Int32Array,
  queryWeights: Float64Array,
  list: Int32Array,
  listLength: number,
  listWeights: Float64Array,
  cache: PairCache,
): void {
  const n = Math.min(query.length, MAX_TOKENS);
  const m = Math.min(listLength, MAX_TOKENS);
  for (let j = 0; j < m; j += 1) listRows[j] = cache.rowOf(list[j] ?? 0) * cache.width;
  const values = cache.values;
  let count = 0;
  for (let i = 0; i < n; i += 1) {
    alignment.pairedWith[i] = -1;
    alignment.rules[i] = Rule.unmatched;
    alignment.sims[i] = 0;
    const token = query[i];
    if (token === undefined) continue;
    const slot = slots[i] ?? 0;
    for (let j = 0; j < m; j += 1) {
      const listToken = list[j] ?? 0;
      const cell = (listRows[j] ?? 0) + slot;
      const cached = values[cell] ?? -1;
      const encoded = cached >= 0 ? cached : cache.lookup(cell, token, listToken);
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
  for (let j = 0; j < m; j += 1) alignment.listPaired[j] = 0;
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
