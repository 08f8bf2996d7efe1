import type { NameKind } from '../model/list-entity';
import type { FloorReading } from '../score/dropped-word-floor';
import type { LegalFormNote } from './legal-form-note';
import type {
  EvidenceExplanation,
  MatchType,
  QueryNameSource,
  RiskLevel,
  TokenExplanation,
} from '../types';

/** Everything the analysis texts say, taken from the explanation (nothing else is consulted). */
export interface MatchFacts {
  readonly matchType: MatchType;
  /** All aligned tokens are exact but some are missing on one side. */
  readonly partial: boolean;
  readonly matchedName: string;
  readonly nameKind: NameKind;
  /** e.g. 'UN QDi.001'. */
  readonly reference: string;
  readonly tokens: readonly TokenExplanation[];
  /** Listed tokens no query token aligned with. */
  readonly unmatchedListTokens: readonly string[];
  readonly evidence: readonly EvidenceExplanation[];
  readonly confidence: number;
  readonly riskLevel: RiskLevel;
  /**
   * R6.6: the final confidence is at or above the alert line (the low band: the match is for review). Notes are
   * written when their rule fires, before later caps, floors and evidence; their wording follows this instead.
   */
  readonly alert: boolean;
  readonly queryName: QueryNameSource;
  /** Both a Latin and an Arabic query name were screened. */
  readonly bothScripts: boolean;
  /** Round-3 rules that shaped the confidence (ADR 002); absent = none. */
  readonly notes?: MatchNotes;
}

/** Why a confidence was held down (each says so in the analysis). */
export interface MatchNotes {
  /** One-name query: partial name, for review. */
  readonly partialName: boolean;
  /** R3.14: the one name is a compound written as one word, rare in that form (ABDULLATIF). */
  readonly writtenForm?: boolean;
  /** R3.15: the one name was typed as an acronym and is the organisation's name (VSK / AO VSK). */
  readonly acronym?: boolean;
  /** R3.16: the listed person carries the title typed with the one name (Haji Ashraf). */
  readonly sharedTitle?: boolean;
  /** R4.30: the one name, typed in Arabic script, read in Latin consonants is the listed Latin family name. */
  readonly crossScript?: boolean;
  /** R5.30: ...with the w / y the Latin spelling writes as consonants counted (two other consonants only). */
  readonly crossScriptSemivowel?: boolean;
  /** R7.1: a word with the Persian چ met its Latin spelling, where چ is written ch. */
  readonly persianCheh?: boolean;
  /** R5.32: the one name is a word the listed person's name writes with the article (nisba, laqab). */
  readonly articleName?: boolean;
  /** R5.33: a compound typed with a slip in its head or split inside (the words as typed), read as the compound. */
  readonly slippedCompound?: string | undefined;
  /** R11.2: the query's Abdul read apart from this word, the glued whole unknown to the lists. */
  readonly headApart?: string | undefined;
  /** The match rests on a weak alias. */
  readonly weakName: boolean;
  /** The date of birth conflicts with every listed one. */
  readonly dobConflict: boolean;
  /** A name token differs on each side: possibly a relative or namesake. */
  readonly substitutedName: boolean;
  /** R3.19: one word in common and another word on each side: another business. */
  readonly sharedWordOnly?: boolean;
  /** R4.40: the common name parts (as listed) that are all the names share; absent = not the case. */
  readonly commonParts?: readonly string[] | undefined;
  /** R5.20: the one or two common parts a person's query shares with the listed name, held as a namesake. */
  readonly commonPair?: readonly string[] | undefined;
  /** R4.60: X of a listed kunya (Abu X) whose Abu the query replaced by a given name of its own. */
  readonly kunyaReplaced?: string | undefined;
  /** R6.2: X of a listed kunya (Abu X) that the query reads without its Abu, X as its given name. */
  readonly kunyaDropped?: string | undefined;
  /** R6.3: a typed word and the half of it that alone met a listed word: read as typed, another name. */
  readonly splitRefused?: readonly [string, string] | undefined;
  /** R6.4: a person's query met only by sound- or look-alikes ([typed, listed]), a listed part left over. */
  readonly lookAlikeOnly?: readonly (readonly [string, string])[] | undefined;
  /** R9.1: a person's query whose given name (typed first) is not listed, the rest agreeing in full: a relative. */
  readonly givenNameAhead?: string | undefined;
  /** R12.1: the typed and the listed word, one the other's form of the other gender (Lucia / Lucio). */
  readonly otherGender?: readonly [string, string] | undefined;
  /** R12.2: the typed and the listed word, one the other with a nisba's -i (Rahmani / Rahman). */
  readonly nisbaForm?: readonly [string, string] | undefined;
  /** R10.1: listed parts a person's query leaves out while it respells another part: never high on the name. */
  readonly respelledAndShortened?: readonly string[] | undefined;
  /** R11.1: listed patronymics left out, not read as a sign of another person (R4.40, R5.20, R6.4 would have held it). */
  readonly patronymicLeftOut?: readonly string[] | undefined;
  /** R4.41: a person's query against an organisation, vessel or aircraft whose whole name does not agree. */
  readonly personVsOrganisation?: boolean;
  /** R6.1: an Arabic-script name held because a Latin name of the same person was held as a namesake. */
  readonly heldAcrossScripts?: boolean;
  /** R4.13: the query's legal form read through a slip, with a word left out, or moved. */
  readonly legalForm?: LegalFormNote;
  /**
   * R4.1: the distinctive name matches with one slip; lifted to the recall floor, kept for review; the
   * reading says which round-4 rule let the floor hold (R4.50-R4.54).
   */
  readonly slipFloor?: FloorReading;
  /** R4.21: the given name met through a short form, only common names beside it: for review. */
  readonly shortFormCommon?: boolean;
}

/** Similarity as a two-decimal string, e.g. '0.95'. */
export function formatSimilarity(value: number): string {
  return value.toFixed(2);
}
