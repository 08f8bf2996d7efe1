import type { ListEntity } from '@sanctions/screening';
import type { DeckQuery } from '../deck/deck-model';
import type { RankedHit } from '../ranked-hit';
import { riskOfConfidence } from '../ranked-hit';
import { baselineNormalise } from './baseline-normalise';
import { encode, jaroWinklerCodes } from './jaro-winkler';

/** watchman's penalties (moov-io/watchman, pkg/search): unmatched index tokens, length gaps, first letters. */
const UNMATCHED_INDEX_PENALTY = 0.15;
const LENGTH_DIFFERENCE_CUTOFF = 0.9;
const LENGTH_DIFFERENCE_PENALTY = 0.3;
const DIFFERENT_FIRST_LETTER_FACTOR = 0.9;

/**
 * Every list name as vocabulary ids (flattened into one Int32Array), so each query token is compared with each
 * distinct list token once per query, not once per name.
 */
export interface BestPairsIndex {
  entities: readonly ListEntity[];
  vocabulary: string[];
  codes: Uint16Array;
  vocabularyStart: Int32Array;
  tokenIds: Int32Array;
  nameStart: Int32Array;
  nameEntity: Int32Array;
  nameLength: Int32Array;
  nameCount: number;
}

export function buildBestPairsIndex(entities: readonly ListEntity[]): BestPairsIndex {
  const ids = new Map<string, number>();
  const vocabulary: string[] = [];
  const tokenIds: number[] = [];
  const nameStart: number[] = [];
  const nameEntity: number[] = [];
  const nameLength: number[] = [];
  entities.forEach((entity, index) => {
    for (const name of entity.names) {
      const parts = baselineNormalise(name.full)
        .split(' ')
        .filter((t) => t !== '');
      if (parts.length === 0) continue;
      nameStart.push(tokenIds.length);
      nameEntity.push(index);
      nameLength.push(parts.reduce((sum, t) => sum + t.length, 0));
      for (const t of parts) {
        let id = ids.get(t);
        if (id === undefined) {
          id = vocabulary.length;
          ids.set(t, id);
          vocabulary.push(t);
        }
        tokenIds.push(id);
      }
    }
  });
  nameStart.push(tokenIds.length);
  const vocabularyStart = new Int32Array(vocabulary.length + 1);
  vocabulary.forEach((v, i) => (vocabularyStart[i + 1] = (vocabularyStart[i] ?? 0) + v.length));
  const codes = new Uint16Array(vocabularyStart[vocabulary.length] ?? 0);
  vocabulary.forEach((v, i) => codes.set(encode(v), vocabularyStart[i] ?? 0));
  return {
    entities,
    vocabulary,
    codes,
    vocabularyStart,
    tokenIds: Int32Array.from(tokenIds),
    nameStart: Int32Array.from(nameStart),
    nameEntity: Int32Array.from(nameEntity),
    nameLength: Int32Array.from(nameLength),
    nameCount: nameEntity.length,
  };
}

const scaling = (metric: number, weight: number) => 1 - (1 - metric) * weight;

/** watchman's customJaroWinkler: JW, discounted for very different lengths and different first letters. */
function tokenRow(index: BestPairsIndex, token: string): Float64Array {
  const q = encode(token);
  const row = new Float64Array(index.vocabulary.length);
  for (let v = 0; v < row.length; v++) {
    const start = index.vocabularyStart[v] ?? 0;
    const length = (index.vocabularyStart[v + 1] ?? 0) - start;
    let score = jaroWinklerCodes(q, 0, q.length, index.codes, start, length);
    const lengthMetric = Math.min(q.length, length) / Math.max(q.length, length);
    if (lengthMetric < LENGTH_DIFFERENCE_CUTOFF)
      score *= scaling(lengthMetric, LENGTH_DIFFERENCE_PENALTY);
    if (q[0] !== index.codes[start]) score *= DIFFERENT_FIRST_LETTER_FACTOR;
    row[v] = score;
  }
  return row;
}

/**
 * watchman's best-pairs Jaro-Winkler: every query token against every token of each list name, the best
 * disjoint pairs kept, averaged weighted by the tokens' lengths, discounted by the share of the list name left
 * unmatched. Brute force over every list name, as watchman does.
 */
export function bestPairsScreen(
  index: BestPairsIndex,
  query: DeckQuery,
  minConfidence: number,
  maxResults: number,
): RankedHit[] {
  const queries = [`${query.firstName} ${query.lastName}`, query.arabicName]
    .map((q) =>
      baselineNormalise(q)
        .split(' ')
        .filter((t) => t !== ''),
    )
    .filter((q) => q.length > 0);
  const lists = query.sanctionLists === 'all' ? null : query.sanctionLists;
  const best = new Float64Array(index.entities.length);
  const usedT = new Uint8Array(64);
  for (const queryTokens of queries) {
    const rows = queryTokens.map((t) => tokenRow(index, t));
    const queryLength = queryTokens.reduce((sum, t) => sum + t.length, 0);
    const usedQ = new Uint8Array(rows.length);
    for (let n = 0; n < index.nameCount; n++) {
      const entityIndex = index.nameEntity[n] ?? 0;
      const entity = index.entities[entityIndex];
      if (!entity || (lists && entity.sanctionList !== lists)) continue;
      const from = index.nameStart[n] ?? 0;
      const count = Math.min(64, (index.nameStart[n + 1] ?? 0) - from);
      usedQ.fill(0);
      usedT.fill(0, 0, count);
      let weighted = 0;
      let matchedIndexLength = 0;
      // Greedy best disjoint pairs: take the best remaining pair until one side runs out.
      for (let round = Math.min(rows.length, count); round > 0; round--) {
        let top = -1;
        let topQ = 0;
        let topT = 0;
        for (let q = 0; q < rows.length; q++) {
          if (usedQ[q] === 1) continue;
          const row = rows[q];
          if (!row) continue;
          for (let t = 0; t < count; t++) {
            if (usedT[t] === 1) continue;
            const score = row[index.tokenIds[from + t] ?? 0] ?? 0;
            if (score > top) {
              top = score;
              topQ = q;
              topT = t;
            }
          }
        }
        if (top < 0) break;
        usedQ[topQ] = 1;
        usedT[topT] = 1;
        const tId = index.tokenIds[from + topT] ?? 0;
        const tLength = (index.vocabularyStart[tId + 1] ?? 0) - (index.vocabularyStart[tId] ?? 0);
        weighted += top * ((queryTokens[topQ]?.length ?? 0) + tLength);
        matchedIndexLength += tLength;
      }
      const average = weighted / (queryLength + matchedIndexLength);
      const score =
        average * scaling(matchedIndexLength / (index.nameLength[n] ?? 1), UNMATCHED_INDEX_PENALTY);
      if (score > (best[entityIndex] ?? 0)) best[entityIndex] = score;
    }
  }
  const hits: RankedHit[] = [];
  best.forEach((score, i) => {
    const entity = index.entities[i];
    const confidence = Math.round(100 * score);
    if (!entity || confidence < minConfidence) return;
    hits.push({
      sanctionList: entity.sanctionList,
      sourceId: entity.sourceId,
      confidence,
      risk: riskOfConfidence(confidence),
    });
  });
  return hits.sort((a, b) => b.confidence - a.confidence).slice(0, maxResults);
}
