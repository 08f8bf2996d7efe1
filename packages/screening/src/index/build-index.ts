import {
  hasArabicScript,
  learnTransliterationsInSlices,
  type TransliterationTable,
} from '../arabic';
import type { AnyListEntity, EntityName, IndexedListId, NameKind } from '../model/list-entity';
import { normalizeName } from '../normalize/normalize-name';
import { isWeakTag, TokenTag } from '../normalize/token-tags';
import { PairTables } from '../score/align-tokens';
import type { TokenData } from '../tokens/token-data';
import { runToEnd } from '../run-to-end';
import type { ScreeningIndex } from '../types';
import { BoundedCache } from './bounded-cache';
import { exactKeyOf } from './name-forms';
import { PackedRecords } from './packed-records';
import { QueryKeyLists, type OwnKeys } from './query-key-lists';
import { crossScriptOnlyKeys, listTokenKeys } from './token-keys';
import { buildTitledFamilies, type TitledFamilies } from './titled-families';
import { buildTrigramIndex, type TrigramIndex } from './trigrams';
import { Vocabulary } from './vocabulary';

/** Primary names rank before strong aliases, former names, then weak aliases (research 7.6 tie-break). */
export const KIND_RANK: Readonly<Record<NameKind, number>> = {
  primary: 0,
  aka: 1,
  fka: 2,
  weak: 3,
};
/** Codes are dense (the list mask is sized by their count); PEP sources are indexed like any list. */
export const LIST_CODES: Readonly<Record<IndexedListId, number>> = {
  ofac: 0,
  un: 1,
  eu: 2,
  uk: 3,
  ca: 4,
  au: 5,
  us_csl: 6,
  jp: 7,
  pep_us_congress: 8,
  pep_ftm: 9,
  watchlist: 10,
};

/** One indexed name or alias. */
export interface NameRecord {
  readonly entity: number;
  readonly name: EntityName;
  readonly kindRank: number;
  readonly list: number;
  /** Vocabulary ids of the normalised tokens, in name order. */
  readonly tokens: Int32Array;
  /** Sorted significant tokens: equal keys mean an exact (order-free) name match. */
  readonly exactKey: string;
  /** Tokens that are not particles, titles, legal forms or generic words. */
  readonly significant: number;
}

/** Inverted index: key -> sorted name-record ids, with an IDF per key. */
export interface KeyIndex {
  readonly ids: ReadonlyMap<string, number>;
  /** Key ids of each vocabulary token (by token id), so queries skip building key strings. */
  readonly tokenKeyIds: readonly Int32Array[];
  readonly postings: readonly Int32Array[];
  readonly idf: Float64Array;
}

/** Reusable per-query buffers, sized to the name count (queries run one at a time per index). */
export class ScoringScratch {
  /** Per record, its accumulated total over the query tokens so far (0: not touched yet). */
  readonly totals: Float64Array;
  readonly touched: Int32Array;
  /** The records the current query token met, in order, beside the weight it gives each (`tokenWeights`). */
  readonly touchedToken: Int32Array;
  readonly tokenWeights: Float64Array;
  /** Per touched record, a bit per query token that already counted for it (deferred common keys, candidates.ts). */
  readonly tokenBits: Int32Array;
  /**
   * A bit per record, clear between uses: the records the current query token met, then the records the
   * raise step may still lift into the top K (candidates.ts). An eighth of a megabyte at a million names.
   */
  readonly marks: Uint32Array;
  constructor(nameCount: number) {
    this.totals = new Float64Array(nameCount);
    this.touched = new Int32Array(nameCount);
    this.touchedToken = new Int32Array(nameCount);
    this.tokenWeights = new Float64Array(nameCount);
    this.tokenBits = new Int32Array(nameCount);
    this.marks = new Uint32Array((nameCount >>> 5) + 1);
  }
}

/** Query words outside the vocabulary whose token data an index keeps (a few hundred bytes each). */
const QUERY_TOKEN_CACHE_SIZE = 50_000;

/** The built index. Only `size` and `nameCount` are public API; the rest is for `screen`. */
export class ScreeningIndexData<T extends AnyListEntity> implements ScreeningIndex<T> {
  readonly scratch: ScoringScratch;
  readonly pairTables: PairTables;
  /** List code per record, for the list filter in the candidate loop. */
  readonly recordLists: Uint8Array;
  /** Token count per record (capped at 255), for the candidate tie-break. */
  readonly recordLengths: Uint8Array;
  readonly packed: PackedRecords;
  /**
   * Token data of query words outside the vocabulary, kept across queries: a name screened against a small
   * index (a list version's delta) is mostly such words, and deriving their keys and phonetic forms was a
   * sixth of the query's time. Pure in the word and the index's transliterations, so sharing changes nothing.
   */
  readonly queryTokens = new BoundedCache<string, TokenData>(QUERY_TOKEN_CACHE_SIZE);
  /**
   * Each query token's own key ids, by token object (vocabulary tokens and `queryTokens` are the same
   * objects across queries; a per-query token is collected with its query). Pure in the token and the index.
   */
  readonly ownKeys = new WeakMap<TokenData, OwnKeys>();
  /** The current query's keys (candidates.ts), reused across queries. */
  readonly queryKeys = new QueryKeyLists();
  constructor(
    readonly entities: readonly T[],
    readonly records: readonly NameRecord[],
    readonly vocabulary: Vocabulary,
    readonly keys: KeyIndex,
    readonly exactNames: ReadonlyMap<string, readonly number[]>,
    readonly trigrams: TrigramIndex,
    readonly transliterations: TransliterationTable,
    /** R3.17: records of persons' titled names by title + family name. */
    readonly titledFamilies: TitledFamilies,
  ) {
    this.scratch = new ScoringScratch(records.length);
    this.pairTables = new PairTables(vocabulary.size);
    this.recordLists = Uint8Array.from(records, (record) => record.list);
    this.recordLengths = Uint8Array.from(records, (record) => Math.min(255, record.tokens.length));
    this.packed = new PackedRecords(records);
  }
  get size(): number {
    return this.entities.length;
  }
  get nameCount(): number {
    return this.records.length;
  }
}

/** Records between two yields of the sliced key-index build (a record is a few microseconds). */
const KEY_INDEX_SLICE = 500;

/** Bilingual pairs for the transliteration learner: each Arabic-script name with each Latin name of the same entity. */
function* bilingualPairs(
  entities: readonly AnyListEntity[],
): Generator<{ arabic: string; latin: string }> {
  for (const entity of entities) {
    const arabic = entity.names.filter((name) => hasArabicScript(name.full));
    if (arabic.length === 0) continue;
    const latin = entity.names.filter(
      (name) => name.script === 'latin' && !hasArabicScript(name.full),
    );
    for (const a of arabic) for (const l of latin) yield { arabic: a.full, latin: l.full };
  }
}

function* buildKeyIndex(
  records: readonly NameRecord[],
  vocabulary: Vocabulary,
): Generator<void, KeyIndex, void> {
  const ids = new Map<string, number>();
  const lists: number[][] = [];
  const idOf = (key: string): number => {
    let id = ids.get(key);
    if (id === undefined) {
      id = lists.length;
      ids.set(key, id);
      lists.push([]);
    }
    return id;
  };
  const tokenKeys: number[][] = vocabulary.tokens.map((token) => listTokenKeys(token).map(idOf));
  // R7.2: keys only an Arabic query word looks up; postings hold them, the word's own key list does not.
  const postedKeys: number[][] = vocabulary.tokens.map((token, tokenId) => {
    const extra = crossScriptOnlyKeys(token);
    const own = tokenKeys[tokenId] ?? [];
    return extra.length === 0 ? own : [...own, ...extra.map(idOf)];
  });
  const lastRecord = new Int32Array(lists.length).fill(-1);
  const addToken = (tokenId: number, recordId: number): void => {
    for (const keyId of postedKeys[tokenId] ?? []) {
      if (lastRecord[keyId] === recordId) continue;
      lastRecord[keyId] = recordId;
      lists[keyId]?.push(recordId);
    }
  };
  for (let recordId = 0; recordId < records.length; recordId += 1) {
    for (const tokenId of records[recordId]?.tokens ?? []) addToken(tokenId, recordId);
    if (recordId % KEY_INDEX_SLICE === KEY_INDEX_SLICE - 1) yield;
  }
  const n = records.length;
  const postings = lists.map((list) => Int32Array.from(list));
  const idf = Float64Array.from(lists, (list) => Math.log(1 + n / Math.max(1, list.length)));
  const tokenKeyIds = tokenKeys.map((list) => Int32Array.from(list));
  return { ids, tokenKeyIds, postings, idf };
}

/**
 * Builds the in-memory index (pure, deterministic). Every name of every kind is indexed. Entities
 * keep their identity: matches return the same objects. The transliteration table is learned from
 * the entities' own bilingual names.
 */
export function buildScreeningIndex<T extends AnyListEntity>(
  entities: readonly T[],
): ScreeningIndex<T> {
  return runToEnd(buildScreeningIndexInSlices(entities));
}

/**
 * {@link buildScreeningIndex} in small steps: yields after each bilingual pair learned, each entity
 * indexed and each slice of postings, so a server can rebuild its index between requests instead of
 * stalling them for the whole build (issue 12). Returns the same index.
 */
export function* buildScreeningIndexInSlices<T extends AnyListEntity>(
  entities: readonly T[],
): Generator<void, ScreeningIndex<T>, void> {
  const table = yield* learnTransliterationsInSlices(bilingualPairs(entities));
  const vocabulary = new Vocabulary(table);
  const records: NameRecord[] = [];
  const exactNames = new Map<string, number[]>();
  for (let entityIndex = 0; entityIndex < entities.length; entityIndex += 1) {
    yield;
    const entity = entities[entityIndex];
    if (entity === undefined) continue;
    const seen = new Set<string>();
    for (const name of entity.names) {
      const texts = normalizeName(name.full);
      if (texts.length === 0) continue;
      // The same normalised name listed twice (e.g. as primary and as AKA) is indexed once, under its best kind.
      const signature = texts.join(' ');
      if (seen.has(signature)) continue;
      seen.add(signature);
      // Plain loops: this runs for every one of ~55k list names (typed-array `from` with a mapper is slow).
      const tokens = new Int32Array(texts.length);
      const data: TokenData[] = [];
      let significant = 0;
      for (let k = 0; k < texts.length; k += 1) {
        const id = vocabulary.intern(texts[k] ?? '');
        const token = vocabulary.token(id);
        tokens[k] = id;
        data.push(token);
        if (!isWeakTag(token.tag)) significant += 1;
        // Document frequency counts a token once per name.
        if (k === 0 || tokens.lastIndexOf(id, k - 1) < 0) vocabulary.countDocument(id);
        vocabulary.countParty(id, entityIndex);
      }
      const record: NameRecord = {
        entity: entityIndex,
        name,
        kindRank: KIND_RANK[name.kind],
        list: LIST_CODES[entity.sanctionList],
        tokens,
        exactKey: exactKeyOf(data),
        significant,
      };
      const recordId = records.length;
      records.push(record);
      if (record.exactKey !== '') {
        const bucket = exactNames.get(record.exactKey);
        if (bucket === undefined) exactNames.set(record.exactKey, [recordId]);
        else bucket.push(recordId);
      }
    }
  }
  vocabulary.computeWeights(records.length);
  yield;
  const trigrams = yield* buildTrigramIndex(
    vocabulary.tokens.map((token) =>
      token.arabic || token.tag !== TokenTag.name ? '' : token.text,
    ),
  );
  const keys = yield* buildKeyIndex(records, vocabulary);
  const titledFamilies = yield* buildTitledFamilies(
    records,
    (entity) => entities[entity]?.type ?? 'unknown',
    vocabulary,
  );
  yield;
  return new ScreeningIndexData(
    entities,
    records,
    vocabulary,
    keys,
    exactNames,
    trigrams,
    table,
    titledFamilies,
  );
}
