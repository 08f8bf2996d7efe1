import type { AnyListEntity, EntityName, ListEntity, ListId } from './model/list-entity';

export type SearchType = 'exact' | 'fuzzy' | 'phonetic';
export type RiskLevel = 'high' | 'medium' | 'low';
export type MatchStatus = 'active_sanction' | 'review_required' | 'likely_clear';
export type MatchType = 'exact' | 'alias' | 'transliteration' | 'phonetic' | 'fuzzy';
/** Which rule aligned a query token with a list token (`unmatched` when none did). */
export type TokenRule =
  | 'exact'
  | 'variant'
  | 'transliteration'
  | 'skeleton'
  | 'phonetic'
  | 'fuzzy'
  | 'initial'
  | 'unmatched';

/** One screening request. Empty strings mean "absent". */
export interface ScreeningQuery {
  firstName: string;
  lastName: string;
  /** Arabic script expected. */
  arabicName: string;
  searchType: SearchType;
  /** Empty = all lists. */
  lists: readonly ListId[];
  /** 'YYYY', 'YYYY-MM' or 'YYYY-MM-DD'. */
  dateOfBirth?: string;
  /** Country name (English or Arabic) or ISO code, any case. */
  nationality?: string;
}

export interface RiskThresholds {
  high: number;
  medium: number;
  low: number;
}

export interface ScreeningOptions {
  /** Default 70; matches below are not returned. */
  minConfidence?: number;
  /** Default 50. */
  maxResults?: number;
  riskThresholds?: RiskThresholds;
}

export interface TokenExplanation {
  /** Query token (normalised form). */
  query: string;
  /** List token it aligned with, null if unmatched. */
  matched: string | null;
  rule: TokenRule;
  /** [0,1] */
  similarity: number;
  /** IDF-based weight used in aggregation. */
  weight: number;
}

export interface EvidenceExplanation {
  kind: 'dateOfBirth' | 'nationality';
  outcome: 'agree' | 'conflict' | 'partial';
  /** Added to the 0..1 name score. */
  adjustment: number;
  /** e.g. 'query 1961-01-12 vs listed 12 Jan 1961'. */
  detail: string;
  /** The query value compared (normalised, e.g. '1961-01-12' or 'IQ'). */
  queryValue: string;
  /** The listed value(s) it was compared with, as published. */
  listedValue: string;
}

/** Which query name produced the match: the Latin first/last name or the Arabic-script name. */
export type QueryNameSource = 'latin' | 'arabic';

export interface ScreeningMatch<T extends AnyListEntity = ListEntity> {
  entity: T;
  /** Integer 0-100. */
  confidence: number;
  /** [0,1] before secondary evidence. */
  nameScore: number;
  riskLevel: RiskLevel;
  status: MatchStatus;
  matchType: MatchType;
  /** The list name/alias that produced the best score. */
  matchedName: EntityName;
  tokens: TokenExplanation[];
  evidence: EvidenceExplanation[];
  analysis: { en: string; ar: string };
  /** Which query name scored best (the best of both is kept when both were given). */
  queryName: QueryNameSource;
  /** Number of secondary attributes that agree; breaks ties between equal confidences. */
  corroboration: number;
}

export interface ScreeningOutcome<T extends AnyListEntity = ListEntity> {
  /** Sorted by confidence desc, then corroboration, then primary before alias. */
  matches: ScreeningMatch<T>[];
  algorithm: string;
  candidatesScored: number;
  /**
   * The query was a partial-name screening: one name token in all its names together (a surname,
   * a given name or one word of an organisation). Such a query is never "high" and never "clear".
   */
  partialName: boolean;
  /**
   * Partial name: listed parties whose name holds that token or a close variant (alerting or not),
   * at least `totalMatches`. Otherwise `totalMatches`.
   */
  candidateCount: number;
  /** Matches at or above `minConfidence` before the cut to `maxResults` (at least `matches.length`). */
  totalMatches: number;
}

/** The in-memory index built by `buildScreeningIndex`. */
export interface ScreeningIndex<T extends AnyListEntity = ListEntity> {
  /** Entities indexed. */
  readonly size: number;
  /** Names + aliases indexed. */
  readonly nameCount: number;
  /** The indexed entities, in the order given (the same objects). */
  readonly entities: readonly T[];
}
