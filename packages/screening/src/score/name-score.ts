import type { LegalFormReading } from '../normalize/legal-forms';
import { AGGREGATE, SHORT_FORM, SIM, SLIP_FLOOR, WEAK_NAME, WEIGHT } from '../config';
import { isSameNameRule, Rule } from '../compare/token-similarity';
import { PACKED } from '../index/packed-records';
import type { Vocabulary } from '../index/vocabulary';
import { isCompoundHead } from '../normalize/compounds';
import { isWeakTag, TokenTag } from '../normalize/token-tags';
import type { TokenData } from '../tokens/token-data';
import type { QueryNameSource } from '../types';
import { alignment, alignTokens, MAX_TOKENS, type PairCache } from './align-tokens';
import { commonPartsOnly } from './common-parts';
import { commonPairOnly } from './common-pair';
import { kunyaReplaced } from './kunya-replaced';
import { kunyaDropped } from './kunya-dropped';
import { givenNameAhead } from './given-name-ahead';
import { lookAlikeOnly } from './lookalike-only';
import { nisbaForm } from './nisba-form';
import { otherGender } from './other-gender';
import { respelledAndShortened } from './respelled-and-shortened';
import { sharesOneWordOnly } from './shared-word-only';
import { shortFormOnCommonName } from './short-form-common';
import { isOneSlip, isSubstitutedName, isTwoEditsAway } from './slip-tests';

/** A query name's tokens with their weights. */
export interface QueryTokens {
  readonly tokens: readonly TokenData[];
  readonly weights: Float64Array;
  /** Pair-cache slot of each token: one per distinct token over all forms of the query. */
  readonly slots: Int32Array;
  /** Alternative forms: vocabulary ids of the tokens the base form lacks (joined/split/compound parts). */
  readonly newTokenIds: readonly number[];
  /** Tried against every candidate (Arabic compounds meet Latin spellings only through their keys). */
  readonly alwaysTry?: boolean;
  /** R5.33: this form reads a compound typed with a slip (the word as typed), for the analysis. */
  readonly slippedCompound?: string;
  /** R11.2: the word the head Abdul was read apart from (the glued whole unknown to the lists). */
  readonly headApart?: string;
  /** R8.3: this form folds or writes apart the query's theophoric compounds another way (compounds.ts). */
  readonly compoundForm?: boolean;
}

/** One query name (Latin or Arabic) ready for scoring. */
export interface QueryName {
  readonly source: QueryNameSource;
  readonly base: QueryTokens;
  /** The same name with one short token joined to its neighbour. */
  readonly alternatives: readonly QueryTokens[];
  /** Order-free exact key (see `exactKeyOf`). */
  readonly exactKey: string;
  /** Its id in the packed records (-1: no list name has it). */
  readonly exactKeyId: number;
  /** R4.10-R4.12: spelled-out legal forms read through a slip or with a word left out (for the analysis). */
  readonly legalForms?: readonly LegalFormReading[];
}

/** Which form produced the best score: -1 = the query name as written, k = alternative k. */
export interface BestForms {
  score: number;
  exact: boolean;
  queryForm: number;
  /** R4.41: every name part of both names found a counterpart (the whole name agrees, slips allowed). */
  whole: boolean;
  /** R6.1: the winning form was held below the alert as a relative or namesake (R3.9, R4.40, R4.60, R5.20). */
  namesake: boolean;
}

/** R6.1: whether the last `aggregate` lowered its score by a namesake rule (scratch, like `alignment`). */
let heldAsNamesake = false;

export function queryForm(query: QueryName, form: number): QueryTokens {
  return form < 0 ? query.base : (query.alternatives[form] ?? query.base);
}

/** Weight of an aligned pair: the mean of both sides; an initial stands for a whole name only at half weight. */
export function pairWeight(queryWeight: number, listWeight: number, rule: number): number {
  const weight = (queryWeight + listWeight) / 2;
  return rule === Rule.initial ? weight * WEIGHT.initialFactor : weight;
}

/**
 * Cap for a name resting on one significant token (research 7.4 guard). Spelled alike is never
 * enough on its own (Oleg / Olga, Hossein / Hocine). One part of a longer listed name never alerts
 * ("Dmitry" vs "Dmitry PESKOV"). Against a one-part listed name the same name alerts only when it
 * is rare ("Hizballah" yes, "Ali" vs "Abou Ali" no): the cap rises with the square of its rarity.
 */
function singleTokenCap(
  weight: number,
  rule: number,
  sim: number,
  listSignificant: number,
  oneSlip: boolean,
): number {
  if (!isSameNameRule(rule) && !(rule === Rule.fuzzy && sim >= SIM.strongSpelling) && !oneSlip)
    return AGGREGATE.singleTokenCapSpelling;
  const rarity = Math.min(1, Math.max(0, (weight - WEIGHT.min) / (WEIGHT.max - WEIGHT.min)));
  const low = AGGREGATE.singleTokenCapCommon;
  if (listSignificant >= 2) return low + rarity * (AGGREGATE.singleTokenCapPart - low);
  return low + rarity * rarity * (1 - low);
}

/**
 * Aggregates the current alignment (research 7.4):
 * Σ w·sim / (Σ w_matched + 0.8·Σ w_unmatchedQuery + 0.2·Σ w_unmatchedList), then the guards:
 * a single significant token caps below "high", generic-only overlap caps at 0.5, a contradicted
 * number caps at 0.6.
 */
function aggregate(
  query: QueryTokens,
  list: Int32Array,
  listLength: number,
  listWeights: Float64Array,
  vocabulary: Vocabulary,
  listSignificant: number,
  personQuery: boolean,
): number {
  heldAsNamesake = false;
  const n = Math.min(query.tokens.length, MAX_TOKENS);
  const m = Math.min(listLength, MAX_TOKENS);
  let numerator = 0;
  let denominator = 0;
  let matchedSignificant = 0;
  let significantWeight = 0;
  let anyMatched = false;
  let queryHasNumber = false;
  let numberUnmatched = false;
  let usedInitial = false;
  let queryLegalFormUnmatched = false;
  let significantRule: number = Rule.unmatched;
  let querySignificant = 0;
  let significantSim = 0;
  let significantPair = -1;
  /** Significant tokens matched by something stronger than an initial. */
  let matchedByName = 0;
  /** Significant tokens matched only by a listed initial or a weak spelling. */
  let supportingOnly = 0;
  for (let i = 0; i < n; i += 1) {
    const token = query.tokens[i];
    const queryWeight = query.weights[i] ?? 0;
    const j = alignment.pairedWith[i] ?? -1;
    const numeric = token?.tag === TokenTag.numeric;
    if (token !== undefined && !isWeakTag(token.tag)) querySignificant += 1;
    if (numeric) queryHasNumber = true;
    if (token?.tag === TokenTag.orgClass && (alignment.pairedWith[i] ?? -1) < 0)
      queryLegalFormUnmatched = true;
    if (j < 0) {
      denominator += AGGREGATE.unmatchedQueryFactor * queryWeight;
      if (numeric) numberUnmatched = true;
      continue;
    }
    const rule = alignment.rules[i] ?? Rule.unmatched;
    const weight = pairWeight(queryWeight, listWeights[list[j] ?? 0] ?? 0, rule);
    if (rule === Rule.initial) usedInitial = true;
    numerator += weight * (alignment.sims[i] ?? 0);
    denominator += weight;
    anyMatched = true;
    // Supporting matches count in the score but never as a second matched name: a full query name met
    // only by a listed initial ("Novak" / "Oleg N."), or a spelling two edits away (Rafael / Rangel).
    const supportOnly =
      token !== undefined &&
      ((rule === Rule.initial && token.text.length > 1) ||
        (rule === Rule.fuzzy && isTwoEditsAway(token, vocabulary.token(list[j] ?? 0))));
    if (supportOnly && token !== undefined && !isWeakTag(token.tag)) supportingOnly += 1;
    if (token !== undefined && !isWeakTag(token.tag) && !supportOnly) {
      matchedSignificant += 1;
      significantWeight = weight;
      significantRule = rule;
      significantSim = alignment.sims[i] ?? 0;
      significantPair = i;
      if (rule !== Rule.initial) matchedByName += 1;
    }
  }
  let listHasNumber = false;
  let listLegalFormUnmatched = false;
  for (let j = 0; j < m; j += 1) {
    const id = list[j] ?? 0;
    const tag = vocabulary.tags[id];
    if (tag === TokenTag.numeric) listHasNumber = true;
    if (tag === TokenTag.orgClass && alignment.listPaired[j] !== 1) listLegalFormUnmatched = true;
    if (alignment.listPaired[j] !== 1)
      denominator += AGGREGATE.unmatchedListFactor * (listWeights[id] ?? 0);
  }
  if (!anyMatched || denominator === 0) return 0;
  let score = numerator / denominator;
  // Only weak words, or only initials (E. S. Co. vs Emre Suzuki): nothing identifies the party.
  if (matchedByName === 0) score = Math.min(score, AGGREGATE.genericOnlyCap);
  if (matchedSignificant === 1 && (listSignificant >= 2 || querySignificant <= 1)) {
    score = Math.min(
      score,
      singleTokenCap(
        significantWeight,
        significantRule,
        significantSim,
        listSignificant,
        isOneSlip(query, list, significantPair, vocabulary),
      ),
    );
  }
  // Nothing but supporting matches: the name rests on spellings alone (Carmen Sanches / Carlon Sanchez).
  if (matchedSignificant === 0 && supportingOnly > 0)
    score = Math.min(score, AGGREGATE.singleTokenCapSpelling);
  if (usedInitial) score = Math.min(score, AGGREGATE.initialCap);
  // Different legal forms on both sides (X Trading SA vs X Trade LLC): sister entities are different parties.
  if (queryLegalFormUnmatched && listLegalFormUnmatched)
    score = Math.min(score, AGGREGATE.legalFormConflictCap);
  if (queryHasNumber && listHasNumber && numberUnmatched)
    score = Math.min(score, AGGREGATE.numericMismatchCap);
  if (
    score > WEAK_NAME.substitutedNameCap &&
    matchedByName > 0 &&
    isSubstitutedName(query.tokens, list, listLength, vocabulary)
  ) {
    score = WEAK_NAME.substitutedNameCap;
    heldAsNamesake = true;
  }
  if (
    score > WEAK_NAME.sharedWordOnlyCap &&
    sharesOneWordOnly(query.tokens, list, listLength, vocabulary)
  )
    score = WEAK_NAME.sharedWordOnlyCap;
  if (
    score > WEAK_NAME.commonPartsOnlyCap &&
    commonPartsOnly(query.tokens, query.weights, list, listLength, vocabulary) !== undefined
  ) {
    score = WEAK_NAME.commonPartsOnlyCap;
    heldAsNamesake = true;
  }
  // R5.20: a person's query agreeing on one or two common parts only, another part saying "another person".
  if (
    personQuery &&
    score > WEAK_NAME.commonPairCap &&
    commonPairOnly(query.tokens, query.weights, list, listLength, vocabulary) !== undefined
  ) {
    score = WEAK_NAME.commonPairCap;
    heldAsNamesake = true;
  }
  // R6.4: a person's query meeting the listed name by sound- or look-alikes only, a listed part left over.
  if (
    personQuery &&
    score > WEAK_NAME.lookAlikeOnlyCap &&
    lookAlikeOnly(query.tokens, list, listLength, vocabulary) !== undefined
  ) {
    score = WEAK_NAME.lookAlikeOnlyCap;
    heldAsNamesake = true;
  }
  // R9.1: the query's given name ahead of a listed name that agrees in full: its father's name, a relative. A
  // compound re-reading moves words ("Abdul Omar Qadeer" read "omar abdulqadeer"): its first word is not typed first.
  if (
    personQuery &&
    query.compoundForm !== true &&
    score > WEAK_NAME.givenNameAheadCap &&
    givenNameAhead(query.tokens, list, listLength, vocabulary) !== undefined
  ) {
    score = WEAK_NAME.givenNameAheadCap;
    heldAsNamesake = true;
  }
  // R12.1: a typed name part meets a listed one only as its form of the other gender (Lucia / Lucio): another person.
  if (
    personQuery &&
    score > WEAK_NAME.otherGenderCap &&
    otherGender(query.tokens, list, listLength, vocabulary) !== undefined
  ) {
    score = WEAK_NAME.otherGenderCap;
    heldAsNamesake = true;
  }
  if (
    score > WEAK_NAME.kunyaReplacedCap &&
    kunyaReplaced(query.tokens, list, listLength, vocabulary) !== undefined
  ) {
    score = WEAK_NAME.kunyaReplacedCap;
    heldAsNamesake = true;
  }
  // R4.21: a short form with only common names beside it (Paco Garcia / Francisco GARCIA): for review.
  if (
    score > SHORT_FORM.commonNameCap &&
    shortFormOnCommonName(query.tokens, list, listLength, vocabulary)
  )
    score = SHORT_FORM.commonNameCap;
  return score;
}

/** R4.41: every significant token of both names is aligned (the current alignment). */
function wholeNameAgrees(
  query: QueryTokens,
  list: Int32Array,
  listLength: number,
  vocabulary: Vocabulary,
): boolean {
  const n = Math.min(query.tokens.length, MAX_TOKENS);
  const m = Math.min(listLength, MAX_TOKENS);
  for (let i = 0; i < n; i += 1) {
    const token = query.tokens[i];
    if (token !== undefined && !isWeakTag(token.tag) && (alignment.pairedWith[i] ?? -1) < 0)
      return false;
  }
  for (let j = 0; j < m; j += 1)
    if (alignment.listPaired[j] !== 1 && !isWeakTag(vocabulary.token(list[j] ?? 0).tag))
      return false;
  return true;
}

function isCompleteExact(query: QueryTokens, listLength: number): boolean {
  const n = Math.min(query.tokens.length, MAX_TOKENS);
  const m = Math.min(listLength, MAX_TOKENS);
  for (let i = 0; i < n; i += 1) if (alignment.rules[i] !== Rule.exact) return false;
  for (let j = 0; j < m; j += 1) if (alignment.listPaired[j] !== 1) return false;
  return true;
}

/** Tokens of the list name being scored (its first MAX_TOKENS), copied out of the packed records. */
const listTokens = new Int32Array(MAX_TOKENS);

function scoreForm(
  query: QueryName,
  packed: Int32Array,
  at: number,
  listLength: number,
  form: number,
  vocabulary: Vocabulary,
  cache: PairCache,
  best: BestForms,
  personQuery: boolean,
): void {
  const tokens = queryForm(query, form);
  alignTokens(
    tokens.tokens,
    tokens.slots,
    tokens.weights,
    listTokens,
    listLength,
    vocabulary.weights,
    cache,
  );
  // R6.3: a typed word split into two listed words counts only when both halves meet the listed name.
  if (form >= 0 && splitHalfLeftOver(query.base.tokens, tokens.tokens) >= 0) return;
  // R5.33: a form that repaired a slipped compound is never an exact match, and never high alone.
  const repaired = tokens.slippedCompound !== undefined;
  let exact =
    !repaired &&
    ((form < 0 && query.exactKeyId >= 0 && query.exactKeyId === packed[at + PACKED.exactKey]) ||
      isCompleteExact(tokens, listLength));
  let aggregated = exact
    ? 1
    : aggregate(
        tokens,
        listTokens,
        listLength,
        vocabulary.weights,
        vocabulary,
        packed[at + PACKED.significant] ?? 0,
        personQuery,
      );
  // R6.2: a listed kunya read without its Abu names someone called X: for review, never high on the name.
  if (
    aggregated > WEAK_NAME.kunyaDroppedCap &&
    kunyaDropped(tokens.tokens, listTokens, listLength, vocabulary) !== undefined
  ) {
    aggregated = WEAK_NAME.kunyaDroppedCap;
    exact = false;
  }
  // R10.1: a listed part left out and a typed part respelled: two departures, for review, never high on the name.
  if (
    personQuery &&
    !exact &&
    aggregated > WEAK_NAME.respelledAndShortenedCap &&
    respelledAndShortened(tokens.tokens, listTokens, listLength, vocabulary) !== undefined
  )
    aggregated = WEAK_NAME.respelledAndShortenedCap;
  // R12.2: a typed part meets a listed one only with a nisba's -i added or taken away: for review, never high.
  if (
    personQuery &&
    !exact &&
    aggregated > WEAK_NAME.nisbaFormCap &&
    nisbaForm(tokens.tokens, listTokens, listLength, vocabulary) !== undefined
  )
    aggregated = WEAK_NAME.nisbaFormCap;
  const score = repaired ? Math.min(aggregated, SLIP_FLOOR.slippedCompoundCap) : aggregated;
  if (score > best.score) {
    best.score = score;
    best.exact = exact;
    best.queryForm = form;
    best.whole = exact || wholeNameAgrees(tokens, listTokens, listLength, vocabulary);
    best.namesake = !exact && heldAsNamesake;
  }
}

/**
 * R6.3: the form splits one typed word into two listed words (Muchen -> mu + chen, Zainab -> zain + ab) and
 * only one half meets the listed name: the typed word met part of a listed word, another name (Muchen is not
 * Chen, Zainab is not Zain). The word as typed is still scored in the base form. Returns the left half's
 * position in the form, or -1. Reads the current alignment.
 */
export function splitHalfLeftOver(
  base: readonly TokenData[],
  tokens: readonly TokenData[],
): number {
  const n = Math.min(tokens.length, MAX_TOKENS);
  for (let i = 0; i + 1 < n; i += 1) {
    const left = tokens[i];
    const right = tokens[i + 1];
    if (left === undefined || right === undefined || left.arabic || right.arabic) continue;
    if (base.includes(left) || base.includes(right)) continue;
    const joined = left.text + right.text;
    if (!base.some((token) => token.text === joined)) continue;
    const leftMet = (alignment.pairedWith[i] ?? -1) >= 0;
    const rightMet = (alignment.pairedWith[i + 1] ?? -1) >= 0;
    // An Abd head left over belongs to the compound the listed name folds it into (GabrilAbdul Kareem /
    // Gabril ABDULKAREEM): the split is right, the head just has no token of its own to meet.
    const leftOver = leftMet ? right : left;
    if (leftMet !== rightMet && !isCompoundHead(leftOver.text)) return i;
  }
  return -1;
}

/** An alternative form can only help a list name that holds one of the tokens it creates. */
function relevant(
  alternative: QueryTokens,
  packed: Int32Array,
  start: number,
  end: number,
): boolean {
  if (alternative.alwaysTry === true) return true;
  for (const id of alternative.newTokenIds)
    for (let k = start; k < end; k += 1) if (packed[k] === id) return true;
  return false;
}

/**
 * Best name score of a query name against one list name, trying the query's joined, split and
 * compound forms (jsc argument / jscargument, CHUNSIK / CHUN SIK) where the list name holds the
 * token they create. Exact shortcut: equal token multisets score 1.
 */
export function scoreName(
  query: QueryName,
  packed: Int32Array,
  at: number,
  vocabulary: Vocabulary,
  cache: PairCache,
  best: BestForms,
  personQuery = false,
): void {
  best.score = -1;
  best.exact = false;
  best.queryForm = -1;
  best.whole = false;
  best.namesake = false;
  const start = at + PACKED.header;
  const count = packed[at + PACKED.tokenCount] ?? 0;
  const listLength = Math.min(count, MAX_TOKENS);
  for (let j = 0; j < listLength; j += 1) listTokens[j] = packed[start + j] ?? 0;
  scoreForm(query, packed, at, listLength, -1, vocabulary, cache, best, personQuery);
  if (best.exact) return;
  for (let form = 0; form < query.alternatives.length; form += 1) {
    const alternative = query.alternatives[form];
    if (alternative !== undefined && relevant(alternative, packed, start, start + count))
      scoreForm(query, packed, at, listLength, form, vocabulary, cache, best, personQuery);
  }
}
