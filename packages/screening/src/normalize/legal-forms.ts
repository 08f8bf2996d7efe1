import { LEGAL_FORM_SLIP } from '../config';
import { editBudget, plainEditDistance } from '../compare/edit-distance';
import { letterMask } from '../compare/jaro-winkler';
import { orgClassOf } from './token-tags';

/**
 * Legal forms written out, translated or transliterated, folded to the abbreviation the token tags know
 * (`ORG_CLASSES` in token-tags.ts, where equal classes are variants: OOO = LLC, PAO = PJSC = JSC). Both list
 * names and queries pass here, so "M INVEST, OBSHCHESTVO S OGRANICHENNOY OTVETSTVENNOSTYU" and "M INVEST, OOO"
 * have the same tokens, and four rare words of a spelled-out form can no longer carry a match to another entity.
 * Cyrillic forms (ООО, ПАО) arrive here already romanised (ooo, pao).
 *
 * Each phrase is a list of positions; a position lists the spellings met in the lists and in practice.
 */
const PHRASES: readonly (readonly [readonly (readonly string[])[], readonly string[]])[] = [
  [
    [
      ['obshchestvo', 'obschestvo', 'obshestvo'],
      ['s'],
      ['ogranichennoy', 'ogranichennoi', 'ogranichennoj', 'ogranichenoy'],
      ['otvetstvennostyu', 'otvetstvennostiu', 'otvetstvennostju', 'otvetstvennostu'],
    ],
    ['ooo'],
  ],
  [
    [
      ['tovarystvo', 'tovarishestvo'],
      ['z'],
      ['obmezhenoyu', 'obmezhenoiu'],
      ['vidpovidalnistyu', 'vidpovidalnistiu'],
    ],
    ['tov'],
  ],
  [[['publichnoe', 'publichnoye'], ['aktsionernoe', 'aktsionernoye'], ['obshchestvo']], ['pao']],
  [[['otkrytoe', 'otkrytoye'], ['aktsionernoe', 'aktsionernoye'], ['obshchestvo']], ['oao']],
  [[['zakrytoe', 'zakrytoye'], ['aktsionernoe', 'aktsionernoye'], ['obshchestvo']], ['zao']],
  [[['aktsionernoe', 'aktsionernoye'], ['obshchestvo']], ['ao']],
  // Ukrainian: акціонерне товариство (AT), the joint stock company.
  [[['aktsionerne'], ['tovarystvo']], ['ao']],
  [[['free'], ['zone'], ['limited'], ['liability'], ['company']], ['fzllc']],
  [[['free'], ['zone'], ['establishment']], ['fze']],
  [[['free'], ['zone'], ['company', 'co']], ['fzco']],
  [[['limited'], ['liability'], ['company', 'co']], ['llc']],
  [[['limited'], ['liability'], ['partnership']], ['llp']],
  [[['public'], ['limited'], ['company']], ['plc']],
  [[['public'], ['joint'], ['stock'], ['company', 'co']], ['pjsc']],
  [[['open'], ['joint'], ['stock'], ['company', 'co']], ['ojsc']],
  [[['closed'], ['joint'], ['stock'], ['company', 'co']], ['cjsc']],
  [[['joint'], ['stock'], ['company', 'co']], ['jsc']],
  [
    [['sociedad'], ['anonima'], ['de'], ['capital'], ['variable']],
    ['sa', 'de', 'cv'],
  ],
  [[['sociedad'], ['anonima']], ['sa']],
  [[['societe'], ['anonyme']], ['sa']],
  [[['sociedad'], ['de'], ['responsabilidad'], ['limitada']], ['srl']],
  [[['gesellschaft'], ['mit'], ['beschrankter', 'beschraenkter'], ['haftung']], ['gmbh']],
];

/** Longest phrase first, so "public joint stock company" is not read as "joint stock company" after "public". */
const ORDERED = [...PHRASES].sort((a, b) => b[0].length - a[0].length);

/** How a legal form was read: as written, through one slip in one of its words, or with one of its words dropped. */
export type LegalFormReadingKind = 'exact' | 'slip' | 'partial';

/** A spelled-out legal form found in a name, and how it was read (R4.10-R4.12). */
export interface LegalFormReading {
  readonly kind: LegalFormReadingKind;
  /** The words as typed (normalised), e.g. "joint snock company". */
  readonly typed: string;
  /** The abbreviation it was folded to, e.g. "jsc". */
  readonly read: string;
}

/** Shortest spelling a slip may touch: "s", "z", "de", "co", "mit" must be typed as they are. */
const MIN_SLIP_LETTERS = LEGAL_FORM_SLIP.minLetters;

/**
 * A legal-form word read through a slip: the names' edit budget by length (at most LEGAL_FORM_SLIP.maxEdits: a
 * Cyrillic letter romanised as two, ч -> ch, counts two), none below MIN_SLIP_LETTERS. A negation in front is another
 * form, not a slip: ILIMITADA (unlimited), NEPUBLICHNOE (non-public), UNLIMITED.
 */
function isSlipOf(token: string, spelling: string): boolean {
  if (spelling.length < MIN_SLIP_LETTERS || token.length < MIN_SLIP_LETTERS) return false;
  if (token.endsWith(spelling) && NEGATIONS.has(token.slice(0, token.length - spelling.length)))
    return false;
  const budget = Math.min(
    editBudget(Math.max(token.length, spelling.length)),
    LEGAL_FORM_SLIP.maxEdits,
  );
  return budget > 0 && plainEditDistance(token, spelling, budget) <= budget;
}

/** Prefixes that negate a legal-form word (Latin languages, and Russian/Ukrainian romanised). */
const NEGATIONS: ReadonlySet<string> = new Set(['i', 'in', 'il', 'im', 'un', 'non', 'ne', 'ni']);

/** 0: typed as listed, 1: one slip, undefined: another word. */
function positionMatch(token: string, spellings: readonly string[]): 0 | 1 | undefined {
  if (spellings.includes(token)) return 0;
  return spellings.some((s) => isSlipOf(token, s)) ? 1 : undefined;
}

/** Tokens of `phrase` read at `at`: all positions with at most one slip, or (3+ words) one word dropped. */
function readAt(
  tokens: readonly string[],
  at: number,
  phrase: readonly (readonly string[])[],
): { consumed: number; kind: LegalFormReadingKind } | undefined {
  let slips = 0;
  let exactLong = 0;
  let whole = true;
  // A two-word form takes one slip; a longer one two, in different words, while one long word is typed as listed
  // (LIMMITED LIAILITY COMPANY), as a name of three words takes two typos.
  const maxSlips = phrase.length >= 3 ? 2 : 1;
  for (let k = 0; k < phrase.length; k += 1) {
    const token = tokens[at + k];
    const found = token === undefined ? undefined : positionMatch(token, phrase[k] ?? []);
    if (found === undefined) {
      whole = false;
      break;
    }
    slips += found;
    if (found === 0 && (token ?? '').length >= MIN_SLIP_LETTERS) exactLong += 1;
    if (slips > maxSlips) {
      whole = false;
      break;
    }
  }
  if (whole && (slips <= 1 || exactLong > 0))
    return { consumed: phrase.length, kind: slips === 0 ? 'exact' : 'slip' };
  // One word of a 3+ word form left out ("joint company" for "joint stock company"), the rest with at most one
  // slip: a list may hold the partial form ("STOCK COMPANY") that the query types with a slip ("STOCK COMAPNY").
  for (const kept of PARTIALS.get(phrase) ?? []) {
    let partialSlips = 0;
    for (let k = 0; k < kept.length && partialSlips <= 1; k += 1) {
      const token = tokens[at + k];
      partialSlips += token === undefined ? 2 : (positionMatch(token, kept[k] ?? []) ?? 2);
    }
    if (partialSlips <= 1) return { consumed: kept.length, kind: 'partial' };
  }
  return undefined;
}

/**
 * A partly typed form must still say which form it is: at least two words of 4+ letters, one of them no legal form
 * on its own ("joint company" is a joint stock company; "limited company" stays LIMITED + COMPANY, since a
 * reading as LLC would contradict a listed LTD).
 */
function partialAllowed(kept: readonly (readonly string[])[]): boolean {
  const long = kept.filter((spellings) => (spellings[0] ?? '').length >= MIN_SLIP_LETTERS);
  return long.length >= 2 && long.some((spellings) => spellings.every((s) => !isLegalFormWord(s)));
}

/** Per phrase of 3+ words, the readings with one word left out that still say which form it is. */
const PARTIALS: ReadonlyMap<
  readonly (readonly string[])[],
  readonly (readonly (readonly string[])[])[]
> = new Map(
  PHRASES.map(([phrase]) => [
    phrase,
    phrase.length < 3
      ? []
      : phrase.map((_, skip) => phrase.filter((__, k) => k !== skip)).filter(partialAllowed),
  ]),
);

const RANK: Readonly<Record<LegalFormReadingKind, number>> = { exact: 0, slip: 1, partial: 2 };

/** Spelled-out legal forms folded to their abbreviation, with how each was read. */
export function readLegalForms(input: readonly string[]): {
  tokens: string[];
  readings: LegalFormReading[];
} {
  let tokens = input;
  const readings: LegalFormReading[] = [];
  // Most names hold no word near a legal-form word: skip the scan.
  if (!tokens.some((t) => mayStartForm(t) || singleWordSlip(t) !== undefined))
    return { tokens: [...tokens], readings };
  // "JOINT-STOCK" written without its hyphen.
  tokens = tokens.flatMap((t) => (t === 'jointstock' ? ['joint', 'stock'] : [t]));
  const out: string[] = [];
  for (let i = 0; i < tokens.length;) {
    let best: { consumed: number; kind: LegalFormReadingKind; read: readonly string[] } | undefined;
    const token = tokens[i] ?? '';
    const phrases = mayStartBySlip(token) ? ORDERED : (BY_START.get(token) ?? NO_PHRASES);
    for (const [phrase, folded] of phrases) {
      const found = readAt(tokens, i, phrase);
      if (
        found !== undefined &&
        (best === undefined ||
          found.consumed > best.consumed ||
          (found.consumed === best.consumed && RANK[found.kind] < RANK[best.kind]))
      )
        best = { ...found, read: folded };
    }
    if (best) {
      out.push(...best.read);
      readings.push({
        kind: best.kind,
        typed: tokens.slice(i, i + best.consumed).join(' '),
        read: best.read.join(' '),
      });
      i += best.consumed;
    } else {
      const token = tokens[i] ?? '';
      const word = singleWordSlip(token);
      out.push(word ?? token);
      if (word !== undefined) readings.push({ kind: 'slip', typed: token, read: word });
      i += 1;
    }
  }
  return { tokens: out, readings };
}

/** Spelled-out legal forms folded to their abbreviation; other tokens unchanged. */
export function foldLegalForms(input: readonly string[]): string[] {
  return readLegalForms(input).tokens;
}

const SLIP_STARTS = PHRASES.flatMap(([phrase]) =>
  (phrase[0] ?? []).filter((s) => s.length >= MIN_SLIP_LETTERS),
);
const SLIP_LENGTHS: ReadonlySet<number> = new Set(
  SLIP_STARTS.flatMap((s) => {
    const budget = editBudget(s.length + 1);
    return Array.from({ length: 2 * budget + 1 }, (_, k) => s.length - budget + k);
  }),
);

const SLIP_MASKS = SLIP_STARTS.map(letterMask);

/** Letters of `a` absent from `b`, as a count of distinct letters (an edit adds at most one). */
function lettersMissing(a: number, b: number): number {
  let x = a & ~b;
  let count = 0;
  while (x !== 0) {
    x &= x - 1;
    count += 1;
  }
  return count;
}

/** Phrases by a word they can start with (first word, or first kept word of a partial reading). */
type Phrase = (typeof PHRASES)[number];
const NO_PHRASES: readonly Phrase[] = [];
const BY_START: ReadonlyMap<string, readonly Phrase[]> = (() => {
  const map = new Map<string, Phrase[]>();
  for (const entry of ORDERED) {
    const [phrase] = entry;
    const words = new Set([
      ...(phrase[0] ?? []),
      ...(PARTIALS.get(phrase) ?? []).flatMap((kept) => kept[0] ?? []),
    ]);
    for (const word of words) map.set(word, [...(map.get(word) ?? []), entry]);
  }
  return map;
})();

/** Slip readings of tokens met before: list names repeat their words, and the check is the costly part. */
const slipMemo = new Map<string, boolean>();
const SLIP_MEMO_LIMIT = 100_000;

/** A token one slip (names' budget) from a form's first word: every phrase must be tried at it. */
function mayStartBySlip(token: string): boolean {
  if (token.length < MIN_SLIP_LETTERS || !SLIP_LENGTHS.has(token.length)) return false;
  const known = slipMemo.get(token);
  if (known !== undefined) return known;
  const mask = letterMask(token);
  const found = SLIP_STARTS.some((s, k) => {
    const budget = editBudget(Math.max(token.length, s.length));
    return (
      lettersMissing(mask, SLIP_MASKS[k] ?? 0) <= budget &&
      lettersMissing(SLIP_MASKS[k] ?? 0, mask) <= budget &&
      isSlipOf(token, s)
    );
  });
  if (slipMemo.size >= SLIP_MEMO_LIMIT) slipMemo.clear();
  slipMemo.set(token, found);
  return found;
}

function mayStartForm(token: string): boolean {
  return BY_START.has(token) || token === 'jointstock' || mayStartBySlip(token);
}

/**
 * R4.11: one-word legal forms of 7+ letters (LIMITED, COMPANY, PRIVATE, CORPORATION, INCORPORATED, ESTABLISHMENT)
 * read through one slip (one edit, never two: COMPACT is no COMPANY), from 6 letters typed (COMANY). Measured on
 * the lists: every token one edit from these words is a slip of them (LIMITIED, LIMSTED, COMANY, CORPORATON).
 */
const SINGLE_WORDS: readonly string[] = [
  'limited',
  'company',
  'private',
  'corporation',
  'incorporated',
  'establishment',
];
const singleMemo = new Map<string, string>();

function nearStart(a: number, b: number, word: string): boolean {
  const x = word.charCodeAt(0);
  const y = word.charCodeAt(1);
  return a === x || b === y || (a === y && b === x);
}

/** The one-word legal form `token` is a slip of, or undefined. */
function singleWordSlip(token: string): string | undefined {
  if (token.length < LEGAL_FORM_SLIP.minSingleWordLetters - 1 || token.length > 14)
    return undefined;
  // One edit leaves the first or the second letter in place (or swaps them): most tokens stop here.
  const a = token.charCodeAt(0);
  const b = token.charCodeAt(1);
  if (!SINGLE_WORDS.some((w) => nearStart(a, b, w) && Math.abs(w.length - token.length) <= 1))
    return undefined;
  const known = singleMemo.get(token);
  if (known !== undefined) return known === '' ? undefined : known;
  const found = SINGLE_WORDS.find(
    (w) =>
      w !== token &&
      !(token.endsWith(w) && NEGATIONS.has(token.slice(0, token.length - w.length))) &&
      plainEditDistance(token, w, 1) <= 1,
  );
  if (singleMemo.size >= SLIP_MEMO_LIMIT) singleMemo.clear();
  singleMemo.set(token, found ?? '');
  return found;
}

/** A word that is a legal form on its own (LIMITED, COMPANY, CO). */
function isLegalFormWord(word: string): boolean {
  return orgClassOf(word) !== undefined;
}

/** Each abbreviation with every word its spelled-out forms use (llc: limited, liability, company, co). */
const SPELLED_WORDS: ReadonlyMap<string, ReadonlySet<string>> = (() => {
  const words = new Map<string, Set<string>>();
  for (const [phrase, folded] of PHRASES)
    for (const abbreviation of folded) {
      const set = words.get(abbreviation) ?? new Set<string>();
      for (const spellings of phrase) for (const spelling of spellings) set.add(spelling);
      words.set(abbreviation, set);
    }
  return words;
})();

/** R4.53: whether `word` is a word of the spelled-out form of `abbreviation` (LIMITED of LLC, STOCK of JSC). */
export function isWordOfForm(word: string, abbreviation: string): boolean {
  return SPELLED_WORDS.get(abbreviation)?.has(word) ?? false;
}
