import { CANDIDATES } from '../config';
import type { AnyListEntity } from '../model/list-entity';
import { complementCompound } from '../normalize/compounds';
import { TokenTag } from '../normalize/token-tags';
import type { TokenData } from '../tokens/token-data';
import type { ScreeningIndexData } from './build-index';
import { queryTokenKeys } from './token-keys';

/** A token's own keys (its key strings, known words' precomputed ids, R3.18 the compound it may complete). */
export interface OwnKeys {
  readonly keyIds: Int32Array;
  /** Whether the word is in the index (a `t:` key): unknown words get the typo fallback. */
  readonly known: boolean;
}

/**
 * The keys of each distinct query token, flat: token `t`'s keys are `keyIds` / `factors` from
 * `ends[t - 1]` (0 for the first) to `ends[t]`. One instance per index, reused by every query, so a query
 * allocates no key objects (issue 26: at a million names the per-query garbage drove the p99 pauses).
 */
export class QueryKeyLists {
  keyIds = new Int32Array(256);
  /** 1, or the trigram Jaccard of a typo neighbour. */
  factors = new Float64Array(256);
  ends = new Int32Array(32);
  tokenCount = 0;
  keyCount = 0;

  reset(): void {
    this.tokenCount = 0;
    this.keyCount = 0;
  }

  push(keyId: number, factor: number): void {
    if (this.keyCount === this.keyIds.length) {
      const keyIds = new Int32Array(this.keyIds.length * 2);
      keyIds.set(this.keyIds);
      this.keyIds = keyIds;
      const factors = new Float64Array(this.factors.length * 2);
      factors.set(this.factors);
      this.factors = factors;
    }
    this.keyIds[this.keyCount] = keyId;
    this.factors[this.keyCount] = factor;
    this.keyCount += 1;
  }

  endToken(): void {
    if (this.tokenCount === this.ends.length) {
      const ends = new Int32Array(this.ends.length * 2);
      ends.set(this.ends);
      this.ends = ends;
    }
    this.ends[this.tokenCount] = this.keyCount;
    this.tokenCount += 1;
  }

  /** Where token `t`'s keys start. */
  start(t: number): number {
    return t === 0 ? 0 : (this.ends[t - 1] ?? 0);
  }
}

/**
 * A token's own keys, derived once per token object: vocabulary tokens and the index's cached query words
 * are the same objects from query to query, and Arabic words (no precomputed ids) otherwise rebuilt and
 * looked up their key strings on every query.
 */
function ownKeysOf<T extends AnyListEntity>(
  index: ScreeningIndexData<T>,
  token: TokenData,
): OwnKeys {
  const cached = index.ownKeys.get(token);
  if (cached !== undefined) return cached;
  const { keys, vocabulary } = index;
  const ids: number[] = [];
  let known = false;
  const vocabularyId = token.arabic ? undefined : vocabulary.idOf(token.text);
  const precomputed = vocabularyId === undefined ? undefined : keys.tokenKeyIds[vocabularyId];
  if (precomputed !== undefined) {
    known = true;
    for (const keyId of precomputed) ids.push(keyId);
  } else {
    for (const key of queryTokenKeys(token)) {
      const keyId = keys.ids.get(key);
      if (keyId === undefined) continue;
      if (key.startsWith('t:')) known = true;
      ids.push(keyId);
    }
  }
  // R3.18: the query name may be the complement of listed compounds ("Basir" / "Abdul Basir").
  const compound =
    token.arabic || token.tag !== TokenTag.name ? undefined : complementCompound(token.text);
  const compoundKey = compound === undefined ? undefined : keys.ids.get(`t:${compound}`);
  if (compoundKey !== undefined) ids.push(compoundKey);
  const own: OwnKeys = { keyIds: Int32Array.from(ids), known };
  index.ownKeys.set(token, own);
  return own;
}

/**
 * Fills `out` with the keys of each distinct query token (a token shared by several forms of the query,
 * base, joined and split, counts once): its own keys and, for unknown words of a fuzzy search, the typo
 * fallback's neighbours.
 */
export function collectQueryKeys<T extends AnyListEntity>(
  index: ScreeningIndexData<T>,
  tokenLists: readonly (readonly TokenData[])[],
  trigramFallback: boolean,
  out: QueryKeyLists,
): void {
  const { keys, vocabulary, trigrams } = index;
  out.reset();
  const seen = new Set<string>();
  for (const tokens of tokenLists) {
    for (const token of tokens) {
      if (seen.has(token.text)) continue;
      seen.add(token.text);
      const own = ownKeysOf(index, token);
      for (let k = 0; k < own.keyIds.length; k += 1) out.push(own.keyIds[k] ?? 0, 1);
      if (!own.known && !token.arabic && trigramFallback) {
        for (const hit of trigrams.similar(
          token.text,
          CANDIDATES.trigramMinJaccard,
          CANDIDATES.trigramMaxTokens,
        )) {
          const keyId = keys.ids.get(`t:${vocabulary.token(hit.tokenId).text}`);
          if (keyId !== undefined) out.push(keyId, hit.jaccard);
        }
      }
      out.endToken();
    }
  }
}
