import { SIM } from '../config';
import { foldCheh } from '../arabic/normalize-arabic';
import { arabicVariantGroup } from '../arabic/variant-groups';
import { compoundComplementStem, compoundHeadStem } from '../normalize/compounds';
import { equivalenceKind, isShortForm, sharedEquivalence } from '../normalize/name-equivalents';
import { TokenTag } from '../normalize/token-tags';
import type { TokenData } from '../tokens/token-data';
import { editBudget, editDistance } from './edit-distance';
import { jaroWinkler, jaroWinklerBelow } from './jaro-winkler';

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

/** The rules that meet a part as the same name (as listed, a curated variant, a transliteration), not a spelling. */
export function isSameNameRule(rule: number): boolean {
  return rule === Rule.exact || rule === Rule.variant || rule === Rule.transliteration;
}

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
  return a.length <= b.length ? hasLongSuffix(a, b) : hasLongSuffix(b, a);
}

function hasLongSuffix(short: string, long: string): boolean {
  return long.length - short.length >= 2 && long.startsWith(short);
}

/** True when a spelling match is possible at all: fuzzy rules on and the length gap within the edit budget. */
function withinBudget(a: string, b: string, rules: RuleSet): boolean {
  return rules.fuzzy && Math.abs(a.length - b.length) <= editBudget(Math.max(a.length, b.length));
}

function isInitialOf(initial: string, full: string): boolean {
  return initial.length === 1 && full.length > 1 && full.charCodeAt(0) === initial.charCodeAt(0);
}

/**
 * Same name written another way (name-equivalents.ts): a short form counts less than a spelling. A short form
 * serves a query only: the person who goes by "Sasha" is listed as Aleksandr, but a query for Irina or Vyacheslav
 * is no search for the IRA or a company called Slava. Undefined when the pair is no equivalence after all.
 */
function equivalent(key: string, query: string, listed: string): number | undefined {
  switch (equivalenceKind(key, query, listed)) {
    case 'romanisation':
      return set(SIM.transliteration, Rule.transliteration);
    case 'shortForm':
      return isShortForm(listed) ? undefined : set(SIM.shortForm, Rule.variant);
    default:
      return set(SIM.variant, Rule.variant);
  }
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
  // Query side only: "Abdul" stands for the listed "Abdul Bari", but a listed lone "Abdul" is no "Abdul Bari".
  if (compoundHeadStem(a.text, b.text) !== undefined) return set(SIM.compoundHead, Rule.variant);
  // R3.18, query side only too: "Basir" stands for the listed "Abdul Basir", its head dropped.
  if (compoundComplementStem(a.text, b.text) !== undefined)
    return set(SIM.compoundComplement, Rule.variant);
  const equivalence =
    (a.equivalentMask & b.equivalentMask) === 0
      ? undefined
      : sharedEquivalence(a.equivalents, b.equivalents);
  const same = equivalence === undefined ? undefined : equivalent(equivalence, a.text, b.text);
  if (same !== undefined) return same;
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
  if (jaroWinklerBelow(a.text, a.letters, b.text, b.letters, SIM.alignFloor))
    return set(0, Rule.unmatched);
  const jw = jaroWinkler(a.text, b.text);
  // Below the floor no rule can align the pair (phonetic and skeleton need JW >= 0.8): skip the edit distance.
  if (jw < SIM.alignFloor) return set(0, Rule.unmatched);
  const fuzzy = rules.fuzzy ? fuzzySimilarity(a.text, b.text, jw) : 0;
  // Two tokens in different curated groups are different names that merely sound alike
  // (Muhammad / Mahmud, Hasan / Husayn): only spelling distance may relate them (see above).
  if (sameSkeleton && jw >= SIM.skeletonMinJw)
    return set(Math.max(SIM.skeleton, fuzzy), Rule.skeleton);
  if (samePhonetic && jw >= SIM.phoneticMinJw)
    return set(Math.max(SIM.phonetic, fuzzy), Rule.phonetic);
  return set(fuzzy, Rule.fuzzy);
}

/**
 * Arabic token against a Latin token, through transliterations and the shared skeleton key space.
 * Guessed renderings (spelling distance) and two-class skeletons only serve an Arabic-script query
 * (`arabicIsQuery`): a Latin query meets every listed entity through its Latin names already, and
 * against Arabic list names those weak rules only add false friends (Sa'id / السعادي).
 */
function compareCrossScript(
  arabic: TokenData,
  latin: TokenData,
  rules: RuleSet,
  arabicIsQuery: boolean,
): number {
  if (arabic.tag === TokenTag.numeric || latin.tag === TokenTag.numeric) {
    return arabic.text === latin.text ? set(1, Rule.exact) : set(0, Rule.unmatched);
  }
  if (arabic.transliterations.includes(latin.text))
    return set(SIM.transliteration, Rule.transliteration);
  if (latin.variant !== undefined && arabic.transliterationVariants.includes(latin.variant)) {
    return set(SIM.transliteration, Rule.transliteration);
  }
  if (latin.skeleton.length >= 3 && arabic.arabicSkeletons.includes(latin.skeleton)) {
    return set(SIM.crossScriptSkeleton, Rule.skeleton);
  }
  // Two consonant classes (Qusay, Juma, Mekki) meet many names: only the article-free word's own
  // key counts, at a similarity that supports a name but never carries one (single-token guard).
  if (!arabicIsQuery) return set(0, Rule.unmatched);
  const shortKey =
    latin.skeleton.length === 2 &&
    arabic.arabicStem === arabic.text &&
    arabic.arabicSkeletons.includes(latin.skeleton);
  if (shortKey && !rules.fuzzy) return set(SIM.crossScriptShortSkeleton, Rule.skeleton);
  if (!rules.fuzzy) return set(0, Rule.unmatched);
  let best = 0;
  for (const rendering of arabic.transliterations) {
    if (!withinBudget(rendering, latin.text, rules)) continue;
    const jw = jaroWinkler(rendering, latin.text);
    // Spelling similarity never exceeds JW: a rendering that cannot lift the pair to the alignment
    // floor needs no edit distance (below the floor a pair is never aligned, its value never read).
    if (jw * SIM.crossScriptFuzzyFactor < SIM.alignFloor) continue;
    const sim = fuzzySimilarity(rendering, latin.text, jw);
    if (sim > best) best = sim;
  }
  // A rendering is a guess: keep cross-script spelling matches below their same-script twins.
  const fuzzy = best * SIM.crossScriptFuzzyFactor;
  if (shortKey && fuzzy < SIM.crossScriptShortSkeleton)
    return set(SIM.crossScriptShortSkeleton, Rule.skeleton);
  return set(fuzzy, Rule.fuzzy);
}

/** Arabic long vowels and semi-vowels, written or left out by spelling habit (plene / defective writing). */
const LONG_VOWELS = /(?<=.)[اوي]/gu;
/** Below this many letters without long vowels, different names collide (سعيد / سعد). */
const MIN_DEFECTIVE_LETTERS = 4;

/** Same word with or without its long vowels written (الناصرة / النصرة), and not two curated different names (محمود / محمد). */
function sameDefectiveSpelling(a: TokenData, b: TokenData): boolean {
  if (a.arabicStem === '' || b.arabicStem === '') return false;
  const x = a.arabicStem.replace(LONG_VOWELS, '');
  if (x.length < MIN_DEFECTIVE_LETTERS || x !== b.arabicStem.replace(LONG_VOWELS, '')) return false;
  const groupA = arabicVariantGroup(a.arabicStem)?.id;
  const groupB = arabicVariantGroup(b.arabicStem)?.id;
  return groupA === undefined || groupB === undefined || groupA === groupB;
}

function compareArabic(a: TokenData, b: TokenData, rules: RuleSet): number {
  // R7.1: the Persian چ written as ج (the Arabic spelling of the same letter) is the same word.
  if (foldCheh(a.text) === foldCheh(b.text)) return set(SIM.exact, Rule.exact);
  if (a.arabicStem !== '' && a.arabicStem === b.arabicStem)
    return set(SIM.arabicStem, Rule.variant);
  if (sameDefectiveSpelling(a, b)) return set(SIM.arabicStem, Rule.variant);
  let sharedSkeleton = false;
  for (const key of a.arabicSkeletons) {
    if (key.length >= 3 && b.arabicSkeletons.includes(key)) {
      sharedSkeleton = true;
      break;
    }
  }
  if (jaroWinklerBelow(a.text, a.letters, b.text, b.letters, SIM.alignFloor))
    return set(0, Rule.unmatched);
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
  if (query.arabic) return compareCrossScript(query, list, rules, true);
  if (list.arabic) return compareCrossScript(list, query, rules, false);
  return compareLatin(query, list, rules);
}
