import { AGGREGATE, PARTIAL_NAME, SIM } from '../config';
import { Rule } from '../compare/token-similarity';
import type { NameRecord } from '../index/build-index';
import { tokenWeight, type Vocabulary } from '../index/vocabulary';
import type { EntityType } from '../model/list-entity';
import { hasArabicScript, normalizeArabicText } from '../arabic';
import { compoundComplementStem } from '../normalize/compounds';
import { TokenTag } from '../normalize/token-tags';
import { tokenizeLatin } from '../normalize/tokenize';
import { tokenTagOf } from '../tokens/token-data';
import type { TokenData } from '../tokens/token-data';
import { decodeRule, decodeSim, type PairCache } from './align-tokens';
import { semivowelCloseness } from './semivowel-closeness';
import { articleNamedTokens } from './article-family';
import { familyTokens } from './family-tokens';
import {
  holdsWrittenForm,
  sharesTitle,
  typedPartial,
  type TypedPartial,
} from './partial-name-forms';
import type { QueryName } from './name-score';

/** The one name token of a partial-name query name, with its distinctiveness. */
export interface PartialToken {
  readonly token: TokenData;
  readonly slot: number;
  /** IDF weight over the index's name tokens. */
  readonly weight: number;
  /** In PARTIAL_NAME.commonListNames list names or more: never an alert alone. */
  readonly common: boolean;
  /** 0 for a common token up to 1 for one in PARTIAL_NAME.distinctiveListNames list names or fewer. */
  readonly distinctiveness: number;
  /**
   * R3.14: the word as typed when it is a compound written as one word that is rare in that form
   * although its folded form is common (ABDULLATIF vs Abdul Latif); weight and commonness are then
   * the written form's, and only names writing it so are met as that distinctive name.
   */
  readonly writtenForm: string | undefined;
  /** R3.15: typed as an acronym (2-5 capitals); against organisations the IDF alone decides. */
  readonly acronym: boolean;
  /** R3.15: common by IDF alone (the short-token rule aside). */
  readonly commonByWeight: boolean;
  /** R3.16: titles typed with the name (Haji, Sheikh, Mullah...). */
  readonly titles: readonly string[];
}

/**
 * The single name token of a query name, when it has exactly one besides particles and titles
 * ("Al-Zawahiri", "Sheikh Hassan"); undefined for a fuller name. A legal form or generic word makes
 * it an organisation name ("Atlantic Holding GmbH"), screened by the ordinary rules.
 */
/** IDF weights of the common and the fully distinctive token in this index (its size sets the scale). */
interface Thresholds {
  readonly common: number;
  readonly rare: number;
}

function singleToken(
  name: QueryName,
  vocabulary: Vocabulary,
  thresholds: Thresholds,
): PartialToken | undefined {
  let found: PartialToken | undefined;
  const tokens = name.base.tokens;
  for (let i = 0; i < tokens.length; i += 1) {
    const token = tokens[i];
    if (token === undefined || token.tag === TokenTag.particle || token.tag === TokenTag.title)
      continue;
    if (found !== undefined) return undefined;
    if (token.tag !== TokenTag.name || (!token.arabic && token.text.length < 2)) return undefined;
    const short = !token.arabic && token.text.length < PARTIAL_NAME.minDistinctiveLength;
    const weight = Math.min(name.base.weights[i] ?? 0, latinWeight(token, vocabulary));
    const span = Math.max(1e-9, thresholds.rare - thresholds.common);
    found = {
      token,
      slot: name.base.slots[i] ?? 0,
      weight,
      common: short || weight <= thresholds.common,
      distinctiveness: short ? 0 : Math.min(1, Math.max(0, (weight - thresholds.common) / span)),
      writtenForm: undefined,
      acronym: false,
      commonByWeight: weight <= thresholds.common,
      titles: [],
    };
  }
  return found;
}

/**
 * Name words of a query name as typed, before compounds are folded: "Abdul DUKHAN" (one folded
 * token, abduldukhan) is two names, "Al-Zawahiri" one.
 */
function typedNameWords(text: string): number {
  const words = hasArabicScript(text)
    ? normalizeArabicText(text)
        .split(' ')
        .filter((word) => word.length > 0)
    : tokenizeLatin(text);
  let count = 0;
  for (const word of words) {
    const tag = tokenTagOf(word);
    if (tag !== TokenTag.particle && tag !== TokenTag.title) count += 1;
  }
  return count;
}

/**
 * An Arabic-script token is as common as its most likely Latin rendering: the lists hold few
 * Arabic-script names, so خالد is rare among them while Khalid is not.
 */
function latinWeight(token: TokenData, vocabulary: Vocabulary): number {
  const likely = token.transliterations[0];
  const id = likely === undefined ? undefined : vocabulary.idOf(likely);
  return id === undefined ? Number.POSITIVE_INFINITY : (vocabulary.weights[id] ?? 0);
}

/**
 * One partial token per query name when the query is a partial-name screening: every name given
 * (`typedTexts`: the Latin fields together, the Arabic field) holds one name token. Undefined for
 * a fuller query.
 */
export function partialNameTokens(
  names: readonly QueryName[],
  typedTexts: readonly string[],
  vocabulary: Vocabulary,
  nameCount: number,
  lookup?: WrittenFormLookup,
): readonly PartialToken[] | undefined {
  if (typedTexts.some((text) => typedNameWords(text) > 1)) return undefined;
  // A small list (a test index, one publication) scales the counts down with its size.
  const commonCount = Math.min(
    PARTIAL_NAME.commonListNames,
    Math.max(2, PARTIAL_NAME.commonShare * nameCount),
  );
  const thresholds: Thresholds = {
    common: tokenWeight(TokenTag.name, commonCount, nameCount),
    rare: tokenWeight(
      TokenTag.name,
      Math.min(PARTIAL_NAME.distinctiveListNames, commonCount / 2),
      nameCount,
    ),
  };
  const out: PartialToken[] = [];
  for (const name of names) {
    const token = singleToken(name, vocabulary, thresholds);
    if (token === undefined) return undefined;
    const latinText = typedTexts.find((text) => !hasArabicScript(text));
    out.push(
      name.source === 'latin' && latinText !== undefined
        ? withTypedForm(token, typedPartial(latinText), thresholds, commonCount, nameCount, lookup)
        : token,
    );
  }
  return out.length > 0 ? out : undefined;
}

/** Counts listed parties writing a word as typed (R3.14); the index supplies it. */
export type WrittenFormLookup = (folded: string, written: string, limit: number) => number;

/**
 * The typed reading of a Latin partial token: its titles (R3.16), acronym (R3.15) and, for a common
 * compound written as one word, the written form's own rarity (R3.14).
 */
function withTypedForm(
  token: PartialToken,
  typed: TypedPartial,
  thresholds: Thresholds,
  commonCount: number,
  nameCount: number,
  lookup: WrittenFormLookup | undefined,
): PartialToken {
  const base = { ...token, acronym: typed.acronym, titles: typed.titles };
  const written = typed.written;
  // Only a word that compound folding changed (abdullatif -> abdullahtif) has a rarer written form.
  if (
    !token.common ||
    written === undefined ||
    written === token.token.text ||
    lookup === undefined
  )
    return base;
  if (written.length < PARTIAL_NAME.minDistinctiveLength) return base;
  const holders = lookup(token.token.text, written, Math.ceil(commonCount));
  if (holders === 0 || holders >= commonCount) return base;
  const weight = tokenWeight(TokenTag.name, holders, nameCount);
  if (weight <= thresholds.common) return base;
  const span = Math.max(1e-9, thresholds.rare - thresholds.common);
  return {
    ...base,
    weight,
    common: false,
    commonByWeight: false,
    distinctiveness: Math.min(1, Math.max(0, (weight - thresholds.common) / span)),
    writtenForm: written,
  };
}

/** How a partial token met a list name. */
export interface PartialMatch {
  /** Name score under the partial-name rule. */
  score: number;
  /** The token equals, or is a close variant of, some token of the list name. */
  holdsToken: boolean;
  /** The rule was applied (false: a one-word organisation name met in full keeps its own score). */
  applied: boolean;
  /** Which round-3 reading raised the match (R3.14-R3.16), for the explanation. */
  reading?: PartialReading;
}

/**
 * R3.14 written compound, R3.15 acronym, R3.16 shared title, R4.30 Arabic script read in Latin consonants,
 * R5.30 the same with the consonantal w / y, R5.32 a nisba or laqab written with the article.
 */
export type PartialReading =
  | 'writtenForm'
  | 'acronym'
  | 'sharedTitle'
  | 'crossScript'
  | 'crossScriptSemivowel'
  | 'articleName';

/** R3.18: the token is the complement of a family compound ("basir" for the family "abdulbasir"). */
function isFamilyComplement(
  partial: PartialToken,
  family: Int32Array,
  vocabulary: Vocabulary,
): boolean {
  for (const id of family)
    if (compoundComplementStem(partial.token.text, vocabulary.token(id).text) !== undefined)
      return true;
  return false;
}

/**
 * Equal, a curated variant or transliteration, or a spelling one slip away: the same name (not merely alike).
 * R4.30: an Arabic-script word whose consonants, read in Latin, are all the consonants of a Latin listed word
 * (عباسين / ABBASIN, الشهابي / CHEHABI; a key of three consonants or more) is that word written in the other
 * script: the same reading that lets a two-part Arabic query meet a Latin-only entry. A two-consonant key
 * meets too many names to carry a name alone.
 */
function closeness(rule: number, sim: number, crossScript: boolean): number {
  if (rule === Rule.exact) return 1;
  if (rule === Rule.variant || rule === Rule.transliteration) return sim;
  if (rule === Rule.fuzzy && sim >= SIM.strongSpelling) return sim;
  if (crossScript && rule === Rule.skeleton && sim >= SIM.crossScriptSkeleton) return sim;
  // A rendering one slip from the listed word, discounted as a guess like every cross-script spelling match.
  if (crossScript && rule === Rule.fuzzy && sim >= SIM.strongSpelling * SIM.crossScriptFuzzyFactor)
    return sim;
  return 0;
}

/**
 * Scores a one-name query against one list name (ADR 002 round 3, "one-name queries"). A common
 * token never alerts; a distinctive one equal to (or a close variant of) the family name of a
 * person, or the distinctive word of another party, is an alert for review: exact equality from
 * PARTIAL_NAME.familyExact up by distinctiveness, a variant from PARTIAL_NAME.familyVariant; never
 * "high". Other tokens of the name (given names, secondary words) stay below the alert threshold.
 * R3.14-R3.16 read the query as typed: a compound written as one word, an acronym, a shared title.
 */
export function partialNameScore(
  partial: PartialToken,
  record: NameRecord,
  type: EntityType,
  vocabulary: Vocabulary,
  cache: PairCache,
  current: number,
  exact: boolean,
): PartialMatch {
  const family = familyTokens(record, type, vocabulary);
  const articleNamed = type === 'individual' ? articleNamedTokens(record, vocabulary) : undefined;
  let familyBest = 0;
  let byArticle = false;
  let holdsToken = false;
  let bySkeleton = false;
  let bySemivowel = false;
  for (const id of record.tokens) {
    const encoded = cache.lookup(cache.rowOf(id) * cache.width + partial.slot, partial.token, id);
    const rule = decodeRule(encoded);
    const crossScript = partial.token.arabic && !vocabulary.token(id).arabic;
    let close = closeness(rule, decodeSim(encoded), crossScript);
    // R5.30: two consonants plus the w / y the Latin spelling writes as consonants.
    const semivowel = close <= 0 && crossScript;
    if (semivowel) close = semivowelCloseness(partial.token, vocabulary.token(id));
    if (close <= 0) continue;
    holdsToken = true;
    const inFamily = family.includes(id);
    // R5.32: a nisba or laqab written with the article counts as the family name.
    if ((inFamily || articleNamed?.includes(id) === true) && close > familyBest) {
      familyBest = close;
      byArticle = !inFamily;
      bySkeleton = crossScript && (rule === Rule.skeleton || rule === Rule.fuzzy || semivowel);
      bySemivowel = semivowel;
    }
  }
  const below = Math.min(current, AGGREGATE.singleTokenCapPart);
  // R3.14: only names writing the compound as typed meet its rare written form; a name writing it
  // otherwise ("Abdul Latif", a given name) meets the common folded name.
  const written = partial.writtenForm;
  const asWritten = written !== undefined && holdsWrittenForm(record, written);
  const common = written !== undefined ? !asWritten : partial.common;
  // "Hizballah" is that party's whole name, not part of one: the ordinary rules weigh it, and only
  // the name itself may be "high" (a variant of it, "Pavel" for the ship PAWELL, is for review; a
  // common word, "Amir" for AL AMIR ELECTRONICS, is not an alert). So is a one-word query that,
  // split, spells a longer organisation name (KALAELECTRIC).
  if (type !== 'individual' && (record.significant <= 1 || exact)) {
    if (exact) return { score: current, holdsToken, applied: false };
    // R3.15: typed as an acronym ("VSK" for AO VSK), the short-token rule gives way to the IDF:
    // a rare acronym that is the organisation's name is an alert for review, never high.
    if (common && partial.acronym && !partial.commonByWeight && familyBest === 1)
      return { score: current, holdsToken, applied: true, reading: 'acronym' };
    return { score: common ? below : current, holdsToken, applied: familyBest < 1 || common };
  }
  if (common) {
    // The whole listed name, but a common one ("Abu Ali", "HASSAN"): a low candidate for review.
    if (exact) return { score: PARTIAL_NAME.commonWholeName, holdsToken, applied: true };
    // R3.16: "Haji Ashraf" for HAJI MUHAMMAD ASHRAF: the family name with the listed title is how
    // the person is addressed; a low candidate for review, though the name alone is common.
    // R3.18: "Haji Basir" for HAJI ABDUL BASIR, the family compound with its head dropped, counts too.
    if (
      type === 'individual' &&
      (familyBest === 1 || isFamilyComplement(partial, family, vocabulary)) &&
      sharesTitle(record, vocabulary, partial.titles)
    )
      return {
        score: Math.max(below, PARTIAL_NAME.sharedTitleFamily),
        holdsToken,
        applied: true,
        reading: 'sharedTitle',
      };
    return { score: below, holdsToken, applied: true };
  }
  if (familyBest === 0) {
    // The whole listed name, split or joined differently (ABURUSDAN / ABU RUSDAN): the ordinary score.
    return exact
      ? { score: current, holdsToken, applied: true }
      : { score: below, holdsToken, applied: true };
  }
  const d = partial.distinctiveness;
  const score =
    familyBest === 1
      ? PARTIAL_NAME.familyExact + d * PARTIAL_NAME.familyExactSpan
      : PARTIAL_NAME.familyVariant + d * familyBest * PARTIAL_NAME.familyVariantSpan;
  const reading: PartialReading | undefined = asWritten
    ? 'writtenForm'
    : byArticle
      ? 'articleName'
      : bySemivowel
        ? 'crossScriptSemivowel'
        : bySkeleton
          ? 'crossScript'
          : undefined;
  return { score: Math.max(below, score), holdsToken, applied: true, ...(reading && { reading }) };
}
