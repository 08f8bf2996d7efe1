import type { TransliterationTable } from '../arabic';
import { PARTIAL_NAME, WEAK_NAME, WEIGHT } from '../config';
import { TokenTag } from '../normalize/token-tags';
import { makeTokenData, type TokenData } from '../tokens/token-data';

/** Weight of a token from its document frequency over list names (research 7.4 "token weights"). */
export function tokenWeight(tag: TokenTag, df: number, nameCount: number): number {
  const idf = Math.log((nameCount + 1) / (df + 0.5)) / WEIGHT.idfScale;
  const base = Math.min(WEIGHT.max, Math.max(WEIGHT.min, idf));
  switch (tag) {
    case TokenTag.particle:
      return WEIGHT.particle;
    case TokenTag.title:
      return WEIGHT.title;
    case TokenTag.orgClass:
      return WEIGHT.orgClass;
    case TokenTag.generic:
      return Math.min(base, WEIGHT.generic);
    case TokenTag.numeric:
      return Math.min(WEIGHT.max, base * WEIGHT.numericFactor);
    default:
      return base;
  }
}

/** What an index snapshot keeps of a vocabulary whose weights are computed (snapshot.ts). */
export interface VocabularyState {
  readonly tokens: readonly TokenData[];
  readonly weights: Float64Array;
  readonly tags: Uint8Array;
  readonly rareWeight: number;
  readonly commonWeight: number;
  readonly commonPairWeight: number;
  readonly parties: Int32Array;
  readonly commonParties: number;
  readonly nameCount: number;
}

/** Distinct list tokens with their precomputed data and weights. Ids are dense and stable (insertion order). */
export class Vocabulary {
  readonly tokens: TokenData[] = [];
  private readonly ids = new Map<string, number>();
  private df: number[] = [];
  weights: Float64Array = new Float64Array(0);
  /** Tag per token id: the scorer reads it for every list token without loading the token's object. */
  tags: Uint8Array = new Uint8Array(0);
  /** Weight given to query tokens the lists never use: they are as informative as the rarest list token. */
  rareWeight: number = WEIGHT.max;
  /**
   * R4.40 / R4.21: weight of a name token in PARTIAL_NAME.commonListNames list names (5 % of a small
   * index's names): a name part at most this heavy is common (Mohammed, Ali, Wang, Ivanov), no distinctive
   * part of a name.
   */
  commonWeight: number = WEIGHT.min;
  /** R5.20: weight of a name token in WEAK_NAME.commonPairListNames list names (see score/common-pair.ts). */
  commonPairWeight: number = WEIGHT.min;
  /**
   * R4.51: how many listed parties hold each token (by token id). A party listed with twenty aliases that
   * spell its name counts once here, where the weight counts twenty names (AL-SHABAAB: 31 names, 4 parties).
   */
  parties: Int32Array = new Int32Array(0);
  /** R4.51: the party count at or below which a token is distinctive (the common line of `commonWeight`). */
  commonParties: number = PARTIAL_NAME.commonListNames;
  private nameCount = 0;
  private partyCounts: number[] = [];
  private lastParty: number[] = [];

  constructor(private readonly table: TransliterationTable | undefined) {}

  /** Id of `text`, adding it when new. */
  intern(text: string): number {
    const known = this.ids.get(text);
    if (known !== undefined) return known;
    const id = this.tokens.length;
    this.tokens.push(makeTokenData(text, this.table));
    this.ids.set(text, id);
    this.df.push(0);
    this.partyCounts.push(0);
    this.lastParty.push(-1);
    return id;
  }

  idOf(text: string): number | undefined {
    return this.ids.get(text);
  }

  token(id: number): TokenData {
    const data = this.tokens[id];
    if (data === undefined) throw new RangeError(`unknown token id ${id}`);
    return data;
  }

  countDocument(id: number): void {
    this.df[id] = (this.df[id] ?? 0) + 1;
  }

  /** Counts `party` once for the token, however many of its names hold it (names arrive party by party). */
  countParty(id: number, party: number): void {
    if (this.lastParty[id] === party) return;
    this.lastParty[id] = party;
    this.partyCounts[id] = (this.partyCounts[id] ?? 0) + 1;
  }

  /** R4.51: a token held by no more parties than a common name is (vocabulary tokens only). */
  isDistinctive(id: number): boolean {
    return (
      (this.weights[id] ?? 0) >= this.commonWeight || (this.parties[id] ?? 0) <= this.commonParties
    );
  }

  /** Freezes document frequencies into weights once every name has been counted. */
  computeWeights(nameCount: number): void {
    this.weights = new Float64Array(this.tokens.length);
    this.tags = new Uint8Array(this.tokens.length);
    this.tokens.forEach((token, id) => {
      this.weights[id] = tokenWeight(token.tag, this.df[id] ?? 0, nameCount);
      this.tags[id] = token.tag;
    });
    this.rareWeight = tokenWeight(TokenTag.name, 1, nameCount);
    const commonCount = Math.min(
      PARTIAL_NAME.commonListNames,
      Math.max(2, PARTIAL_NAME.commonShare * nameCount),
    );
    this.commonWeight = tokenWeight(TokenTag.name, commonCount, nameCount);
    this.commonPairWeight = tokenWeight(
      TokenTag.name,
      Math.min(WEAK_NAME.commonPairListNames, Math.max(2, PARTIAL_NAME.commonShare * nameCount)),
      nameCount,
    );
    this.commonParties = Math.floor(commonCount);
    this.parties = Int32Array.from(this.partyCounts);
    this.nameCount = nameCount;
    this.df = [];
    this.partyCounts = [];
    this.lastParty = [];
  }

  /** The computed vocabulary, for an index snapshot (after {@link computeWeights}). */
  state(): VocabularyState {
    return {
      tokens: this.tokens,
      weights: this.weights,
      tags: this.tags,
      rareWeight: this.rareWeight,
      commonWeight: this.commonWeight,
      commonPairWeight: this.commonPairWeight,
      parties: this.parties,
      commonParties: this.commonParties,
      nameCount: this.nameCount,
    };
  }

  /** The vocabulary a snapshot kept, as {@link computeWeights} left it. */
  static restore(table: TransliterationTable | undefined, state: VocabularyState): Vocabulary {
    const vocabulary = new Vocabulary(table);
    state.tokens.forEach((token, id) => {
      vocabulary.tokens.push(token);
      vocabulary.ids.set(token.text, id);
    });
    vocabulary.weights = state.weights;
    vocabulary.tags = state.tags;
    vocabulary.rareWeight = state.rareWeight;
    vocabulary.commonWeight = state.commonWeight;
    vocabulary.commonPairWeight = state.commonPairWeight;
    vocabulary.parties = state.parties;
    vocabulary.commonParties = state.commonParties;
    vocabulary.nameCount = state.nameCount;
    return vocabulary;
  }

  weightOf(data: TokenData): number {
    const id = this.ids.get(data.text);
    if (id !== undefined) return this.weights[id] ?? this.rareWeight;
    return tokenWeight(data.tag, 1, this.nameCount);
  }

  get size(): number {
    return this.tokens.length;
  }
}
