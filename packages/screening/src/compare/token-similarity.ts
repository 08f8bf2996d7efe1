import { SIM } from '../config';
import { TokenTag } from '../normalize/token-tags';
import type { TokenData } from '../tokens/token-data';
import { editBudget, editDistance } from './edit-distance';
import { jaroWinkler } from './jaro-winkler';

/** Rule codes, strongest first; the order is the precedence used for the match type. */
export const Rule = {
  exact: 0,
  variant: 1,
  transliteration: 2,
  skeleton: 3,
  phonetic: 4,
  fuzzy: 5,
  initial: 6,
  unmatched: 7,
} as const;
export type Rule = (typeof Rule)[keyof typeof Rule];

export const RULE_NAMES = [
  'exact',
  'variant',
  'transliteration',
  'skeleton',
  'phonetic',
  'fuzzy',
  'initial',
  'unmatched',
] as const;

/** Which families of rules a search type allows (research 7.4 / ENGINE-API search types). */
export interface RuleSet {
  /** Edit-distance, initials and trigram rules. */
  readonly fuzzy: boolean;
}

/**
 * Result of the last `compareTokens` call. A reused record rather than a fresh object: the scorer
 * compares thousands of pairs per query and copies the two numbers into typed arrays.
 */
export const lastMatch = { sim: 0, rule: Rule.unmatched as Rule };

function set(sim: number, rule: Rule): number {
  lastMatch.sim = sim;
  lastMatch.rule = rule;
  return sim;
}

/**
 * Edit-distance similarity: within the edit budget, JW bounded by the share of letters edited (JW alone
 * forgives middle edits too easily: Qahtani/Jahani 0.87, Jun/Juan 0.93); over budget, halved JW. A different first letter
 * costs extra: spelling slips rarely hit the first letter, different names often do.
 */
function fuzzySimilarity(a: string, b: string, jw: number): number {
  const budget = editBudget(Math.max(a.length, b.length));
  const distance = editDistance(a, b, budget);
  if (distance > budget) return jw * SIM.overBudgetFactor;
  let sim = Math.min(
    jw,
    SIM.fuzzyMax,
    1 - (SIM.editCost * distance) / Math.max(a.length, b.length),
  );
  if (a.charCodeAt(0) !== b.charCodeAt(0)) sim *= SIM.firstLetterFactor;
  if (isSuffixed(a, b)) sim *= SIM.suffixFactor;
  return sim;
}

/** A name plus a suffix of 2+ letters is usually another name: Ivan / Ivanov, Abdul / Abdulov, Hassan / Hassani. */
function isSuffixed(a: string, b: string): boolean {
  const [short, long] = a.length <= b.length ? [a, b] : [b, a];
  return long.length - short.length >= 2 && long.startsWith(short);
}

/** True when a spelling match is possible at all: fuzzy rules on and the length gap within the edit budget. */
function withinBudget(a: string, b: string, rules: RuleSet): boolean {
  return rules.fuzzy && Math.abs(a.length - b.length) <= editBudget(Math.max(a.length, b.length));
}

function isInitialOf(initial: string, full: string): boolean {
  return initial.length === 1 && full.length > 1 && full.charCodeAt(0) === initial.charCodeAt(0);
}

function compareLatin(a: TokenData, b: TokenData, rules: RuleSet): number {
  if (a.tag === TokenTag.numeric || b.tag === TokenTag.numeric) {
    // Numbers never match approximately: 11420 and 11421 are different companies.
    return set(0, Rule.unmatched);
  }
  if (isInitialOf(a.text, b.text) || isInitialOf(b.text, a.text)) {
    return rules.fuzzy ? set(SIM.initial, Rule.initial) : set(0, Rule.unmatched);
  }
  if (a.variant !== undefined && a.variant === b.variant) return set(SIM.variant, Rule.variant);
  // Different curated groups, or a name plus a suffix (Yusuf / Yusufov): sound-alike keys prove nothing.
  const distinctGroups =
    (a.variant !== undefined && b.variant !== undefined) || isSuffixed(a.text, b.text);
  const sameSkeleton = !distinctGroups && a.skeleton.length >= 3 && a.skeleton === b.skeleton;
  const samePhonetic =
    !distinctGroups &&
    a.dm1.length > 1 &&
    (a.dm1 === b.dm1 ||
      (a.dm2 !== '' && (a.dm2 === b.dm1 || a.dm2 === b.dm2)) ||
      (b.dm2 !== '' && a.dm1 === b.dm2));
  // Most pairs share no key and differ in length beyond the edit budget: no rule can align them,
  // so skip Jaro-Winkler altogether (the scorer compares thousands of pairs per query).
  if (!sameSkeleton && !samePhonetic && !withinBudget(a.text, b.text, rules))
    return set(0, Rule.unmatched);
  const jw = jaroWinkler(a.text, b.text);
  // Below the floor no rule can align the pair (phonetic and skeleton need JW >= 0.8): skip the edit distance.
  if (jw < SIM.alignFloor) return set(0, Rule.unmatched);
  const fuzzy = rules.fuzzy ? fuzzySimilarity(a.text, b.text, jw) : 0;
  // Two tokens in different curated groups are different names that merely sound alike
  // (Muhammad / Mahmud, Hasan / Husayn): only spelling distance may relate them (see above).
  if (sameSkeleton && jw >= SIM.phoneticMinJw)
    return set(Math.max(SIM.skeleton, fuzzy), Rule.skeleton);
  if (samePhonetic && jw >= SIM.phoneticMinJw)
    return set(Math.max(SIM.phonetic, fuzzy), Rule.phonetic);
  return set(fuzzy, Rule.fuzzy);
}

/** Arabic token against a Latin token, through transliterations and the shared skeleton key space. */
function compareCrossScript(arabic: TokenData, latin: TokenData, rules: RuleSet): number {
  if (arabic.tag === TokenTag.numeric || latin.tag === TokenTag.numeric) {
    return arabic.text === latin.text ? set(1, Rule.exact) : set(0, Rule.unmatched);
  }
  if (arabic.transliterations.includes(latin.text))
    return set(SIM.transliteration, Rule.transliteration);
  if (latin.variant !== undefined && arabic.transliterationVariants.includes(latin.variant)) {
    return set(SIM.transliteration, Rule.transliteration);
  }
  // Two consonant classes (Ali, Said) are too common a skeleton to identify anything across scripts.
  if (latin.skeleton.length >= 3 && arabic.arabicSkeletons.includes(latin.skeleton)) {
    return set(SIM.crossScriptSkeleton, Rule.skeleton);
  }
  if (!rules.fuzzy) return set(0, Rule.unmatched);
  let best = 0;
  for (const rendering of arabic.transliterations) {
    if (!withinBudget(rendering, latin.text, rules)) continue;
    const sim = fuzzySimilarity(rendering, latin.text, jaroWinkler(rendering, latin.text));
    if (sim > best) best = sim;
  }
  // A rendering is a guess: keep cross-script spelling matches below their same-script twins.
  return set(best * SIM.crossScriptFuzzyFactor, Rule.fuzzy);
}

function compareArabic(a: TokenData, b: TokenData, rules: RuleSet): number {
  if (a.arabicStem !== '' && a.arabicStem === b.arabicStem)
    return set(SIM.arabicStem, Rule.variant);
  let sharedSkeleton = false;
  for (const key of a.arabicSkeletons) {
    if (key.length >= 3 && b.arabicSkeletons.includes(key)) {
      sharedSkeleton = true;
      break;
    }
  }
  const jw = jaroWinkler(a.text, b.text);
  if (jw < SIM.alignFloor) return set(0, Rule.unmatched);
  const fuzzy = rules.fuzzy ? fuzzySimilarity(a.text, b.text, jw) : 0;
  if (sharedSkeleton && jw >= SIM.phoneticMinJw)
    return set(Math.max(SIM.skeleton, fuzzy), Rule.skeleton);
  return set(fuzzy, Rule.fuzzy);
}

/**
 * Similarity of a query token and a list token by the best rule (research 7.4 table). The rule that
 * established equivalence is reported; the similarity is the best of that rule and spelling distance.
 */
export function compareTokens(query: TokenData, list: TokenData, rules: RuleSet): number {
  if (query.text === list.text) return set(SIM.exact, Rule.exact);
  if (query.arabic && list.arabic) return compareArabic(query, list, rules);
  if (query.arabic) return compareCrossScript(query, list, rules);
  if (list.arabic) return compareCrossScript(list, query, rules);
  return compareLatin(query, list, rules);
}
