import type { ListEntity } from '@sanctions/screening';
import type { DeckQuery } from '../deck/deck-model';
import type { RankedHit } from '../ranked-hit';
import { riskOfConfidence } from '../ranked-hit';
import { baselineNormalise, sortTokens } from './baseline-normalise';
import { encode, jaroWinklerCodes } from './jaro-winkler';

/**
 * Every list name, normalised once and packed into one code-unit buffer: the brute-force baseline compares each
 * query with all of them. Per name i: plain form at plainStart[i], token-sorted form at sortedStart[i]
 * (sortedLength 0 when equal to the plain form).
 */
export interface BaselineIndex {
  entities: readonly ListEntity[];
  nameCount: number;
  codes: Uint16Array;
  plainStart: Int32Array;
  plainLength: Int32Array;
  sortedStart: Int32Array;
  sortedLength: Int32Array;
  entityOf: Int32Array;
  scores: Float64Array;
}

export function buildBaselineIndex(entities: readonly ListEntity[]): BaselineIndex {
  const forms: { plain: string; sorted: string; entity: number }[] = [];
  entities.forEach((entity, index) => {
    for (const name of entity.names) {
      const plain = baselineNormalise(name.full);
      if (plain === '') continue;
      const sorted = sortTokens(plain);
      forms.push({ plain, sorted: sorted === plain ? '' : sorted, entity: index });
    }
  });
  const n = forms.length;
  const codes = new Uint16Array(
    forms.reduce((sum, f) => sum + f.plain.length + f.sorted.length, 0),
  );
  const index: BaselineIndex = {
    entities,
    nameCount: n,
    codes,
    plainStart: new Int32Array(n),
    plainLength: new Int32Array(n),
    sortedStart: new Int32Array(n),
    sortedLength: new Int32Array(n),
    entityOf: new Int32Array(n),
    scores: new Float64Array(entities.length),
  };
  let at = 0;
  forms.forEach((form, i) => {
    index.entityOf[i] = form.entity;
    index.plainStart[i] = at;
    index.plainLength[i] = form.plain.length;
    codes.set(encode(form.plain), at);
    at += form.plain.length;
    index.sortedStart[i] = at;
    index.sortedLength[i] = form.sorted.length;
    codes.set(encode(form.sorted), at);
    at += form.sorted.length;
  });
  return index;
}

/**
 * The industry's plain baseline: whole-string Jaro-Winkler of the query against every list name (and of the
 * token-sorted forms), confidence = round(100 * best), no index, no linguistics beyond case and accents.
 */
export function baselineScreen(
  index: BaselineIndex,
  query: DeckQuery,
  minConfidence: number,
  maxResults: number,
): RankedHit[] {
  const queries = [`${query.firstName} ${query.lastName}`, query.arabicName]
    .map(baselineNormalise)
    .filter((q) => q !== '')
    .map((plain) => {
      const sorted = sortTokens(plain);
      return { plain: encode(plain), sorted: encode(sorted), sortedIsPlain: sorted === plain };
    });
  const lists = query.sanctionLists === 'all' ? null : query.sanctionLists;
  const { scores, codes, entities, entityOf, plainStart, plainLength, sortedStart, sortedLength } =
    index;
  scores.fill(0);
  for (let i = 0; i < index.nameCount; i++) {
    const ps = plainStart[i] ?? 0;
    const pl = plainLength[i] ?? 0;
    const sl = sortedLength[i] ?? 0;
    const ss = sl === 0 ? ps : (sortedStart[i] ?? 0);
    let best = 0;
    for (const q of queries) {
      best = Math.max(best, jaroWinklerCodes(q.plain, 0, q.plain.length, codes, ps, pl));
      // Both sides already in sorted order: the sorted comparison would repeat the plain one.
      if (sl !== 0 || !q.sortedIsPlain) {
        best = Math.max(
          best,
          jaroWinklerCodes(q.sorted, 0, q.sorted.length, codes, ss, sl === 0 ? pl : sl),
        );
      }
    }
    const entity = entityOf[i] ?? 0;
    if (best > (scores[entity] ?? 0)) scores[entity] = best;
  }
  const hits: RankedHit[] = [];
  for (let i = 0; i < entities.length; i++) {
    const entity = entities[i];
    const confidence = Math.round(100 * (scores[i] ?? 0));
    if (!entity || confidence < minConfidence || (lists && entity.sanctionList !== lists)) continue;
    hits.push({
      sanctionList: entity.sanctionList,
      sourceId: entity.sourceId,
      confidence,
      risk: riskOfConfidence(confidence),
    });
  }
  return hits.sort((a, b) => b.confidence - a.confidence).slice(0, maxResults);
}
