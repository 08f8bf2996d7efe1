import { AGGREGATE, PARTIAL_NAME, SIM } from '../config';
import { Rule } from '../compare/token-similarity';
import type { NameRecord } from '../index/build-index';
import { tokenWeight, type Vocabulary } from '../index/vocabulary';
import type { EntityType } from '../model/list-entity';
import { hasArabicScript, normalizeArabicText } from '../arabic';
import { TokenTag } from '../normalize/token-tags';
import { tokenizeLatin } from '../normalize/tokenize';
import { makeTokenData } from '../tokens/token-data';
import type { TokenData } from '../tokens/token-data';
import { decodeRule, decodeSim, type PairCache } from './align-tokens';
import { familyTokens } from './family-tokens';
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
    const tag = makeTokenData(word).tag;
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
    out.push(token);
  }
  return out.length > 0 ? out : undefined;
}

/** How a partial token met a list name. */
export interface PartialMatch {
  /** Name score under the partial-name rule. */
  score: number;
  /** The token equals, or is a close variant of, some token of the list name. */
  holdsToken: boolean;
  /** The rule was applied (false: a one-word organisation name met in full keeps its own score). */
  applied: boolean;
}

/** Equal, a curated variant or transliteration, or a spelling one slip away: the same name (not merely alike). */
function closeness(rule: number, sim: number): number {
  if (rule === Rule.exact) return 1;
  if (rule === Rule.variant || rule === Rule.transliteration) return sim;
  if (rule === Rule.fuzzy && sim >= SIM.strongSpelling) return sim;
  return 0;
}

/**
 * Scores a one-name query against one list name (ADR 002 round 3, "one-name queries"). A common
 * token never alerts; a distinctive one equal to (or a close variant of) the family name of a
 * person, or the distinctive word of another party, is an alert for review: exact equality from
 * PARTIAL_NAME.familyExact up by distinctiveness, a variant from PARTIAL_NAME.familyVariant; never
 * "high". Other tokens of the name (given names, secondary words) stay below the alert threshold.
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
  let familyBest = 0;
  let holdsToken = false;
  for (const id of record.tokens) {
    const encoded = cache.lookup(cache.rowOf(id) * cache.width + partial.slot, partial.token, id);
    const close = closeness(decodeRule(encoded), decodeSim(encoded));
    if (close <= 0) continue;
    holdsToken = true;
    if (family.includes(id)) familyBest = Math.max(familyBest, close);
  }
  const below = Math.min(current, AGGREGATE.singleTokenCapPart);
  const common = partial.common;
  // "Hizballah" is that party's whole name, not part of one: the ordinary rules weigh it, and only
  // the name itself may be "high" (a variant of it, "Pavel" for the ship PAWELL, is for review; a
  // common word, "Amir" for AL AMIR ELECTRONICS, is not an alert). So is a one-word query that,
  // split, spells a longer organisation name (KALAELECTRIC).
  if (type !== 'individual' && (record.significant <= 1 || exact)) {
    if (exact) return { score: current, holdsToken, applied: false };
    return { score: common ? below : current, holdsToken, applied: familyBest < 1 || common };
  }
  if (common) {
    // The whole listed name, but a common one ("Abu Ali", "HASSAN"): a low candidate for review.
    return { score: exact ? PARTIAL_NAME.commonWholeName : below, holdsToken, applied: true };
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
  return { score: Math.max(below, score), holdsToken, applied: true };
}
