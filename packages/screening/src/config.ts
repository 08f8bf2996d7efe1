/**
 * Every tunable constant of the matcher, in one place. They are recorded by ALGORITHM_VERSION:
 * changing any of them changes results, so it bumps the version and updates the golden file
 * and docs/decisions/002-matching-algorithm.md.
 */
import type { RiskThresholds } from './types';

/** Version tag recorded with every result. */
export const ALGORITHM_VERSION = 'name-v13';
/** Alert floor: matches below are not returned unless `options.minConfidence` says otherwise (yente's 0.7). */
export const DEFAULT_MIN_CONFIDENCE = 70;
/** Matches returned per query unless `options.maxResults` says otherwise. */
export const DEFAULT_MAX_RESULTS = 50;
/** Confidence bands: high >= 90, medium >= 80, low >= 70 (research 7.6). */
export const DEFAULT_RISK_THRESHOLDS: Readonly<RiskThresholds> = Object.freeze({
  high: 90,
  medium: 80,
  low: 70,
});

/** Token similarity per rule (research 7.4). */
export const SIM = {
  exact: 1,
  variant: 0.95,
  /** A short or pet form and its full given name (Sasha / Aleksandr): the same person's name, less certain. */
  shortForm: 0.9,
  /** A compound's head alone for the compound (Abdul / Abdul Bari): the complement was dropped, less certain. */
  compoundHead: 0.9,
  /**
   * R3.18: a compound's complement alone for the compound (Basir / Abdul Basir, Al-Basir / 'Abd
   * al-Basir): the head was dropped, as the lists themselves do (HAJI BASIR NOORZAI, BASIR, Haji Abdul).
   */
  compoundComplement: 0.9,
  transliteration: 0.95,
  /** Same stem once an Arabic article is removed (الرحمن / رحمن). */
  arabicStem: 0.95,
  skeleton: 0.92,
  /** Arabic token vs Latin token sharing a skeleton (3+ classes): weaker than a same-script skeleton. */
  crossScriptSkeleton: 0.86,
  /** Arabic token vs Latin token sharing a two-class skeleton (Qusay / قصي): supports a name, never carries it. */
  crossScriptShortSkeleton: 0.8,
  phonetic: 0.9,
  /** Minimum Jaro-Winkler for a phonetic-code agreement to count. */
  phoneticMinJw: 0.8,
  /**
   * Minimum Jaro-Winkler for a Latin consonant-skeleton agreement (3+ classes) to count: lower than
   * the phonetic one because the skeleton already fixes every consonant (Magid / Majeed 0.76).
   */
  skeletonMinJw: 0.75,
  initial: 0.9,
  /** Cross-script spelling matches go through a guessed rendering: discounted. */
  crossScriptFuzzyFactor: 0.92,
  /** Fuzzy similarity never reaches the exact band. */
  fuzzyMax: 0.97,
  /** Within the budget, similarity <= 1 - editCost * edits / length (confusable letters count half an edit). */
  editCost: 0.6,
  /** A spelling match at least this close counts like a variant for the single-token guard (one slip in 5+ letters). */
  strongSpelling: 0.88,
  /** Multiplier when one token is the other plus a suffix of 2+ letters (patronymics, nisbas). */
  suffixFactor: 0.8,
  /** Multiplier for spelling matches whose first letters differ. */
  firstLetterFactor: 0.92,
  /** JW multiplier when the edit distance is over budget. */
  overBudgetFactor: 0.5,
  /** Pairs below this similarity are left unaligned. */
  alignFloor: 0.7,
} as const;

/** Token weights (research 7.4). */
export const WEIGHT = {
  min: 0.5,
  max: 3,
  /** IDF = ln(N/df) is divided by this before clamping so common given names land near `min`. */
  idfScale: 3,
  particle: 0.2,
  title: 0.1,
  orgClass: 0.3,
  generic: 0.5,
  numericFactor: 1.5,
  initialFactor: 0.5,
} as const;

/** Aggregation and guards (research 7.4). */
export const AGGREGATE = {
  unmatchedQueryFactor: 0.8,
  unmatchedListFactor: 0.2,
  /** Cap when one significant token carries the match: common tokens (weight at WEIGHT.min)... */
  singleTokenCapCommon: 0.62,
  /** ...up to this for a rare token that is only one part of a longer listed name (never alerts). */
  singleTokenCapPart: 0.69,
  /** Cap when that single token only matched by skeleton, phonetics or spelling. */
  singleTokenCapSpelling: 0.69,
  /** Cap when every aligned token is a legal form, generic word, particle or title. */
  genericOnlyCap: 0.5,
  /** A name matched through an initial is never "high" (research 7.9 category 15: score <= 89). */
  initialCap: 0.89,
  /** Cap when both names carry a legal form and none corresponds (research 2.2: sister entities are non-matches). */
  legalFormConflictCap: 0.69,
  /** Cap when a number on one side is not found on the other. */
  numericMismatchCap: 0.6,
  /** Subtracted for a match on a weak (low-quality) alias. */
  weakAliasPenalty: 0.05,
} as const;

/**
 * One-name (partial-name) queries, ADR 002 round 3: a single name token is weighed by its IDF weight
 * (WEIGHT scale, 0.5..3) over the index's name tokens.
 */
export const PARTIAL_NAME = {
  /**
   * A token in this many list names or more is common (IDF weight 2.6 with all lists: Khalid, Kim,
   * Omar, Hassan, Roman, Anton, Felix, Yousef): never an alert alone. That many listed names
   * sharing it is no lead to review.
   */
  commonListNames: 22,
  /** ...or in this share of a smaller index's names (5 %: Mohammed in a list of a few hundred names). */
  commonShare: 0.05,
  /** In this many list names or fewer a token is fully distinctive (weight 3: Zawahiri, Maduro, Abakarov). */
  distinctiveListNames: 6,
  /**
   * Latin tokens shorter than this are never distinctive alone (Li, Wu, Ho, Ri): short names are
   * common in the world however rare in the lists, and one slip turns them into another.
   */
  minDistinctiveLength: 4,
  /** Name score when the token equals a listed family name / an organisation's distinctive word... */
  familyExact: 0.75,
  /** ...plus this times distinctiveness (75..85: an alert for review, never "high"). */
  familyExactSpan: 0.1,
  /**
   * A common token that is a listed name in full ("Abu Ali", an alias "HASSAN"): returned as a low
   * candidate for review, never more.
   */
  commonWholeName: 0.72,
  /** A curated variant, transliteration or one-slip spelling of that name: below every exact equality... */
  familyVariant: 0.7,
  /** ...plus this times distinctiveness times similarity. */
  familyVariantSpan: 0.08,
  /**
   * R3.16: a common name typed with a title (Haji, Sheikh, Mullah...) that equals the family name of
   * a listed person carrying the same title ("Haji Ashraf" / HAJI MUHAMMAD ASHRAF): a low candidate
   * for review, like a common whole name.
   */
  sharedTitleFamily: 0.72,
} as const;

/** Names that identify less than they seem, ADR 002 round 3: capped unless other evidence agrees. */
export const WEAK_NAME = {
  /**
   * Name-score cap for a match resting on a weak alias: OFAC weak a.k.a., UN/UK low-quality alias, a
   * person's alias of one name word, a descriptive alias ("THE MOVEMENT OF ..."). Agreeing date of
   * birth or nationality can still lift it (evidence adds up to EVIDENCE.maxPositive).
   */
  weakAliasCap: 0.84,
  /**
   * Name-score cap when a significant name token of the query and one of the list name are both left
   * unmatched: one name of the listed person is replaced by another (a brother, a namesake).
   */
  substitutedNameCap: 0.69,
  /**
   * Name-score cap when two business names share one significant word and each keeps another word, one
   * of them an activity word (Golden Logistics / International Golden Services): another business.
   */
  sharedWordOnlyCap: 0.69,
  /**
   * R4.40: name-score cap when the names agree only on common name parts (two or more) while a distinctive
   * part of either name is left without a counterpart: namesakes sharing Mohammed Ali, not the listed person.
   */
  commonPartsOnlyCap: 0.69,
  /**
   * R4.41: name-score cap for a person's query (given and family name, no legal form or business word)
   * against an organisation, vessel or aircraft whose whole name does not agree with it.
   */
  personVsOrganisationCap: 0.69,
  /**
   * R4.60: name-score cap when the listed name holds a kunya (Abu X, "father of X") and the query has a
   * given name of its own in the Abu's place: a person whose own name holds X, not the father of X.
   */
  kunyaReplacedCap: 0.69,
  /**
   * R5.20: name-score cap for a person's query agreeing with the listed name on one or two common parts only
   * while another part says "another person" (score/common-pair.ts): two common parts in common never alert
   * on their own (issue 22 item 5).
   */
  commonPairCap: 0.69,
  /**
   * R6.1: name-score cap for an Arabic-script name of a person met by a Latin query name when a Latin name of
   * the same party was held as a namesake (R3.9, R4.40, R4.60, R5.20) and none of its Latin names alerts:
   * the Arabic-script name spells the same name and says no more (score/held-across-scripts.ts).
   */
  heldAcrossScriptsCap: 0.69,
  /**
   * R6.2: name-score cap (below "high") when the listed name holds a kunya, Abu X, and the query drops the Abu
   * and starts with X: the name of a person called X, or the listed man with a word left out; for review
   * (score/kunya-dropped.ts).
   */
  kunyaDroppedCap: 0.89,
  /**
   * R6.4: name-score cap for a person's query none of whose parts is the same name as a listed part (each met
   * only by a sound- or look-alike) while the listed name keeps a part of its own (score/lookalike-only.ts).
   */
  lookAlikeOnlyCap: 0.69,
  /**
   * R9.1: name-score cap for a person's query of three name parts or more whose given name (its first part) is
   * not in the listed name while the rest agrees with the whole listed name: read as given name, father's name
   * and family name, the listed name is the query person's father or another relative (score/given-name-ahead.ts).
   */
  givenNameAheadCap: 0.69,
  /**
   * R12.1: name-score cap for a person's query whose typed name part meets a listed one only as its form of the
   * other gender (Lucia / Lucio, Smirnova / Smirnov): a woman's name is not a man's (score/other-gender.ts).
   */
  otherGenderCap: 0.69,
  /**
   * R10.1: name-score cap (below "high") for a person's query that leaves a listed name part out and meets another
   * only through another spelling: two departures from the listed name at once, for review
   * (score/respelled-and-shortened.ts).
   */
  respelledAndShortenedCap: 0.89,
  /**
   * R12.2: name-score cap (below "high") for a person's query whose typed part meets a listed one only with a
   * nisba's -i added or taken away (Rahmani / Rahman): another name a slip can also make, for review
   * (score/nisba-form.ts).
   */
  nisbaFormCap: 0.89,
  /** R5.20: at most this many shared common parts (three or more agreeing parts are the listed name's shape). */
  commonPairMostShared: 2,
  /** R5.20: a part used by this many list names or more (5 % of a small index's names) is common... */
  commonPairListNames: 12,
  /** ...when at least this many listed parties carry it (one party's many aliases do not make a name common). */
  commonPairParties: 4,
} as const;

/**
 * R4.1, the recall floor (issue 22 item 1): a listed name whose distinctive part is typed with one slip
 * (see score/slip-floor.ts) keeps at least this name score, whatever cap applied: kept for review.
 */
export const SLIP_FLOOR = {
  score: 0.7,
  /** Shortest listed token a one-letter slip is read in (a shorter one is another name: Oleg / Olga). */
  minListedLength: 5,
  /**
   * R4.4: shortest listed token two slips are read in (KANDELAKI / KADNESAKI); a shorter one is another
   * name more often than not (Hassan / Hasna).
   */
  twoSlipMinLength: 8,
  /** R4.5: shortest listed token a split-and-slipped spelling is read in (ADBUL HAI / ABDULHAI). */
  minSplitSlipLength: 7,
  /**
   * R5.33: a compound read back from a slip in its head (Adbdurrahman as Abdurrahman) aligns exactly once
   * repaired; the repair is a reading of a slip, so that form is never "high" on the name alone.
   */
  slippedCompoundCap: 0.89,
} as const;

/** Short given names, ADR 002 round 4 (R4.20-R4.21). */
export const SHORT_FORM = {
  /**
   * R4.21: name-score cap when the given name is met only through a short form and every other shared name is
   * common (Paco Garcia / Francisco GARCIA): the low band (70-79), an alert for review, not medium or high; an
   * agreeing date of birth or nationality can still lift it. With a distinctive family name the short form scores
   * >= 80. The note's wording follows the final confidence (R6.6).
   */
  commonNameCap: 0.79,
} as const;

/** Secondary evidence adjustments on the 0..1 scale (research 7.5). */
export const EVIDENCE = {
  dobFullAgree: 0.05,
  dobMonthAgree: 0.03,
  dobYearAgree: 0.02,
  dobSameYearOtherDay: -0.05,
  dobDayMonthSwapped: -0.02,
  dobOneYearOff: -0.05,
  dobConflict: -0.15,
  /** 'circa' dates are widened by this many years on each side. */
  circaYears: 1,
  nationalityAgree: 0.02,
  nationalityConflict: -0.1,
  /** Positive adjustments never add more than this. */
  maxPositive: 0.07,
  /** Positive evidence only counts on top of a name score at least this high: evidence never creates a hit alone. */
  positiveMinNameScore: 0.65,
} as const;

/**
 * The most a date of birth and a nationality can add to a name's confidence, in points: a screen of the
 * name alone at `minConfidence - MAX_EVIDENCE_POINTS` finds every match the full query finds at
 * `minConfidence` (evidence only ever lowers a score otherwise).
 */
export const MAX_EVIDENCE_POINTS = Math.round(EVIDENCE.maxPositive * 100);

/** Candidate generation bounds (research 7.3). */
export const CANDIDATES = {
  /** Name records rescored per query. */
  topK: 300,
  /** Minimum trigram Jaccard for the typo fallback. */
  trigramMinJaccard: 0.4,
  /** Vocabulary tokens taken per unknown query token in the typo fallback. */
  trigramMaxTokens: 30,
  /** Keys whose postings cover more names than this are skipped (they cannot rank anything). */
  maxPostingShare: 0.25,
  /**
   * Issue 26 (ADR 033): keys with more postings than this (common words of a large index) are not walked
   * when the query's rarer keys already name `minRareCover` records; they then only add their weight to the
   * records those keys found. At 1M names 6k cut p50 by a quarter and p99 by a third against walking them,
   * with the same recall; on the real lists (~55k names) every deck verdict is the same as walking them.
   */
  maxWalkedPostings: 6_000,
  minRareCover: 1_000,
  /** Subtracted per token of the listed name from its candidate score: among near ties, shorter names first. */
  lengthTieBreak: 0.05,
  /**
   * R9.3: added to a candidate that holds a word the query types twice (Mohamed Mohamed) as often as typed: above
   * any length tie-break (20 tokens x 0.05), below the weight of one more matching word.
   */
  repeatedWordRaise: 1,
} as const;

/**
 * R4.10: a spelled-out legal-form word is read through slips with the names' edit budget (edit-distance.ts
 * `editBudget`), but only from this many letters: "S", "Z", "DE", "CO", "MIT" and every abbreviation (LLC, OOO,
 * SA) must be typed as they are, or three-letter names one slip away would become legal forms.
 */
export const LEGAL_FORM_SLIP = {
  minLetters: 4,
  /** Most edits a slipped legal-form word may carry (the names' budget allows 3 from 9 letters). */
  maxEdits: 2,
  /** R4.11: a one-word legal form is read through one edit only, and only from this many letters (LIMITED). */
  minSingleWordLetters: 7,
} as const;
