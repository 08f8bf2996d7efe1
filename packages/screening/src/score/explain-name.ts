import { Rule, RULE_NAMES } from '../compare/token-similarity';
import type { NameRecord } from '../index/build-index';
import type { Vocabulary } from '../index/vocabulary';
import { isWeakTag } from '../normalize/token-tags';
import type { TokenExplanation } from '../types';
import { alignment, alignTokens, MAX_TOKENS, type PairCache } from './align-tokens';
import { commonPartsOnly, isNamePart } from './common-parts';
import { commonPairOnly } from './common-pair';
import { givenNameAhead } from './given-name-ahead';
import { nisbaForm } from './nisba-form';
import { otherGender } from './other-gender';
import { kunyaDropped } from './kunya-dropped';
import { kunyaReplaced } from './kunya-replaced';
import { lookAlikeOnly } from './lookalike-only';
import { pairWeight, queryForm, splitHalfLeftOver } from './name-score';
import type { BestForms, QueryName, QueryTokens } from './name-score';
import { isPatronymic } from './patronymic';
import { respelledAndShortened } from './respelled-and-shortened';
import { sharesOneWordOnly } from './shared-word-only';
import { shortFormOnCommonName } from './short-form-common';
import { isSubstitutedName } from './slip-tests';

/** Per-token explanation of a scored pair of forms, and the weakest rule used. */
export interface NameExplanation {
  tokens: TokenExplanation[];
  /** Weakest rule among aligned tokens (Rule code); Rule.unmatched when none aligned. */
  weakestRule: number;
  /** A name token is replaced on each side (see `isSubstitutedName`). */
  substituted: boolean;
  /** One word in common, another word on each side (see `sharesOneWordOnly`). */
  sharedWordOnly: boolean;
  /** R4.40: the common name parts shared, when they are all the names share (see `commonPartsOnly`). */
  commonParts: string[] | undefined;
  /** R4.60: the name of a listed kunya (Abu X) whose Abu the query replaced by a name of its own. */
  kunyaReplaced: string | undefined;
  /** R4.21: the given name met through a short form, only common names beside it. */
  shortFormCommon: boolean;
  /** R5.20: the one or two common parts shared, when a person's query is held by `commonPairOnly`. */
  commonPair: string[] | undefined;
  /** R6.2: X of a listed kunya (Abu X) that the query reads without its Abu, as a given name. */
  kunyaDropped: string | undefined;
  /** R6.3: a typed word and the half of it that alone met a listed word (the split was not counted). */
  splitRefused: [string, string] | undefined;
  /** R6.4: the sound- or look-alike pairs ([typed, listed]) that are all a person's query met. */
  lookAlikeOnly: [string, string][] | undefined;
  /** R9.1: the query's given name, typed ahead of a listed name that agrees in full (see `givenNameAhead`). */
  givenNameAhead: string | undefined;
  /** R12.1: the typed and the listed word, one the other's form of the other gender (see `otherGender`). */
  otherGender: [string, string] | undefined;
  /** R12.2: the typed and the listed word, one the other with a nisba's -i (see `nisbaForm`). */
  nisbaForm: [string, string] | undefined;
  /** R10.1: the listed parts left out of a person's query that also respells a part (see `respelledAndShortened`). */
  respelledAndShortened: string[] | undefined;
  /** R11.1: listed patronymics left out, when counting them as parts of their own would hold the name as a namesake. */
  patronymicLeftOut: string[] | undefined;
}

/** Re-runs the alignment of the winning forms and writes it out as explanations. */
export function explainName(
  query: QueryName,
  record: NameRecord,
  forms: BestForms,
  vocabulary: Vocabulary,
  cache: PairCache,
  personQuery = false,
): NameExplanation {
  const tokens = queryForm(query, forms.queryForm);
  const list = record.tokens;
  alignTokens(
    tokens.tokens,
    tokens.slots,
    tokens.weights,
    list,
    list.length,
    vocabulary.weights,
    cache,
  );
  const out: TokenExplanation[] = [];
  let weakestRule = -1;
  const n = Math.min(tokens.tokens.length, MAX_TOKENS);
  for (let i = 0; i < n; i += 1) {
    const token = tokens.tokens[i];
    if (token === undefined) continue;
    const j = alignment.pairedWith[i] ?? -1;
    const rule = alignment.rules[i] ?? Rule.unmatched;
    const matchedId = j < 0 ? undefined : list[j];
    const queryWeight = tokens.weights[i] ?? 0;
    const weight =
      matchedId === undefined
        ? queryWeight
        : pairWeight(queryWeight, vocabulary.weights[matchedId] ?? 0, rule);
    if (matchedId !== undefined && rule > weakestRule) weakestRule = rule;
    out.push({
      query: token.text,
      matched: matchedId === undefined ? null : vocabulary.token(matchedId).text,
      rule: RULE_NAMES[rule] ?? 'unmatched',
      similarity: round3(alignment.sims[i] ?? 0),
      weight: round3(weight),
    });
  }
  const commonParts = commonPartsOnly(tokens.tokens, tokens.weights, list, list.length, vocabulary);
  const commonPair = personQuery
    ? commonPairOnly(tokens.tokens, tokens.weights, list, list.length, vocabulary)
    : undefined;
  const lookAlike = personQuery
    ? lookAlikeOnly(tokens.tokens, list, list.length, vocabulary)
    : undefined;
  const patronymicLeftOut =
    commonParts === undefined && commonPair === undefined && lookAlike === undefined
      ? patronymicMadeTheDifference(tokens, list, vocabulary, personQuery)
      : undefined;
  return {
    tokens: out,
    weakestRule: weakestRule < 0 ? Rule.unmatched : weakestRule,
    substituted: isSubstitutedName(tokens.tokens, list, list.length, vocabulary),
    sharedWordOnly: sharesOneWordOnly(tokens.tokens, list, list.length, vocabulary),
    commonParts,
    kunyaReplaced: kunyaReplaced(tokens.tokens, list, list.length, vocabulary),
    shortFormCommon: shortFormOnCommonName(tokens.tokens, list, list.length, vocabulary),
    commonPair,
    kunyaDropped: kunyaDropped(tokens.tokens, list, list.length, vocabulary),
    lookAlikeOnly: lookAlike,
    patronymicLeftOut,
    givenNameAhead:
      personQuery && tokens.compoundForm !== true
        ? givenNameAhead(tokens.tokens, list, list.length, vocabulary)
        : undefined,
    respelledAndShortened: personQuery
      ? respelledAndShortened(tokens.tokens, list, list.length, vocabulary)
      : undefined,
    otherGender: personQuery
      ? otherGender(tokens.tokens, list, list.length, vocabulary)
      : undefined,
    nisbaForm: personQuery ? nisbaForm(tokens.tokens, list, list.length, vocabulary) : undefined,
    // Last: it re-aligns the alternatives.
    splitRefused:
      forms.queryForm < 0
        ? unexplainedSplit(out, refusedSplit(query, list, vocabulary, cache))
        : undefined,
  };
}

/**
 * R11.1: the listed patronymics left out, when R4.40, R5.20 or R6.4 would have held the name had they been read as
 * parts of the listed name's own; undefined otherwise (the note then says nothing R11.1 did). Reads the current
 * alignment.
 */
function patronymicMadeTheDifference(
  tokens: QueryTokens,
  list: Int32Array,
  vocabulary: Vocabulary,
  personQuery: boolean,
): string[] | undefined {
  const left = leftOutPatronymics(list, vocabulary);
  if (left.length === 0) return undefined;
  const held =
    commonPartsOnly(tokens.tokens, tokens.weights, list, list.length, vocabulary, true) !==
      undefined ||
    (personQuery &&
      (commonPairOnly(tokens.tokens, tokens.weights, list, list.length, vocabulary, true) !==
        undefined ||
        lookAlikeOnly(tokens.tokens, list, list.length, vocabulary, true) !== undefined));
  return held ? left : undefined;
}

function leftOutPatronymics(list: Int32Array, vocabulary: Vocabulary): string[] {
  const out: string[] = [];
  const m = Math.min(list.length, MAX_TOKENS);
  for (let j = 0; j < m; j += 1) {
    if (alignment.listPaired[j] === 1) continue;
    const token = vocabulary.token(list[j] ?? 0);
    if (isNamePart(token) && isPatronymic(token.text)) out.push(token.text);
  }
  return out;
}

/** R6.3: the refused split, unless the word as typed met a listed word as the same name anyway (Abdullahi). */
function unexplainedSplit(
  tokens: readonly TokenExplanation[],
  refused: [string, string] | undefined,
): [string, string] | undefined {
  if (refused === undefined) return undefined;
  const sameName = tokens.some(
    (token) =>
      token.query === refused[0] &&
      (token.rule === 'exact' || token.rule === 'variant' || token.rule === 'transliteration'),
  );
  return sameName ? undefined : refused;
}

/**
 * R6.3, for the analysis: the first split of a typed word into two listed words that this listed name meets by
 * one half only (the form was not counted), as [typed word, the half that met]. Re-aligns the alternatives, so
 * it runs after everything else read the winning form's alignment.
 */
function refusedSplit(
  query: QueryName,
  list: Int32Array,
  vocabulary: Vocabulary,
  cache: PairCache,
): [string, string] | undefined {
  for (const form of query.alternatives) {
    alignTokens(
      form.tokens,
      form.slots,
      form.weights,
      list,
      list.length,
      vocabulary.weights,
      cache,
    );
    const i = splitHalfLeftOver(query.base.tokens, form.tokens);
    const left = form.tokens[i];
    const right = form.tokens[i + 1];
    if (left === undefined || right === undefined) continue;
    const met = (alignment.pairedWith[i] ?? -1) >= 0 ? left : right;
    // A particle met (Alvi -> al + vi) says nothing an analyst needs: the name was never read as al-.
    if (!isWeakTag(met.tag)) return [left.text + right.text, met.text];
  }
  return undefined;
}

function round3(value: number): number {
  return Math.round(value * 1000) / 1000;
}
