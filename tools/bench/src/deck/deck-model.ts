import { z } from 'zod';
import { SANCTION_LISTS, searchFieldsSchema } from '@sanctions/contracts';

/**
 * Deck categories (screening-research.md 7.9) with the release targets of the issue.
 * `minRecall` applies to positives (recall at confidence 70); `maxAlertRate` to negatives.
 */
export const DECK_CATEGORIES = [
  { id: 'exact', label: 'Exact primary name', kind: 'positive', minRecall: 100 },
  { id: 'alias', label: 'Exact alias (aka/fka/weak)', kind: 'positive', minRecall: 100 },
  {
    id: 'case-punctuation',
    label: 'Case, punctuation, diacritics, spaces',
    kind: 'positive',
    minRecall: 99.5,
  },
  { id: 'typo', label: 'One typo (token >= 5 chars)', kind: 'positive', minRecall: 99.5 },
  { id: 'reordering', label: 'Token reordering', kind: 'positive', minRecall: 100 },
  { id: 'missing-token', label: 'Missing middle token', kind: 'positive', minRecall: 98 },
  { id: 'extra-token', label: 'Extra token (name or title)', kind: 'positive', minRecall: 95 },
  { id: 'initials', label: 'Given name as initial', kind: 'positive', minRecall: 90 },
  { id: 'split-join', label: 'Split / joined compounds', kind: 'positive', minRecall: 95 },
  {
    id: 'translit-latin',
    label: 'Arabic transliteration variants (Latin)',
    kind: 'positive',
    minRecall: 95,
  },
  { id: 'arabic-as-listed', label: 'Arabic script as listed', kind: 'positive', minRecall: 100 },
  {
    id: 'arabic-variant',
    label: 'Arabic script, spelling variation',
    kind: 'positive',
    minRecall: 95,
  },
  {
    id: 'arabic-vs-latin-only',
    label: 'Arabic script vs Latin-only entry',
    kind: 'positive',
    minRecall: 80,
  },
  {
    id: 'dob-agree',
    label: 'Typo in name + matching date of birth',
    kind: 'positive',
    minRecall: 97,
  },
  {
    id: 'dob-conflict',
    label: 'Exact name + near-miss date of birth',
    kind: 'positive',
    minRecall: 95,
  },
  {
    id: 'negative',
    label: 'Realistic non-listed names',
    kind: 'negative',
    maxAlertRate: 5,
    maxHighRate: 1,
  },
  // Round 4 (issue 22 item 5): near-miss and relatives tightened from 10 / 20 to 8 %.
  { id: 'near-miss', label: 'Near-miss negatives', kind: 'negative', maxAlertRate: 8 },
  // Round 3 (issue 9 item 8).
  {
    id: 'one-name',
    label: 'Distinctive name alone (family / entity word)',
    kind: 'positive',
    minRecall: 90,
  },
  {
    id: 'one-name-arabic',
    label: 'Distinctive name alone, Arabic script',
    kind: 'positive',
    minRecall: 90,
  },
  {
    id: 'common-given-alone',
    label: 'Common given name alone (never high)',
    kind: 'negative',
    maxHighRate: 0,
  },
  { id: 'nickname', label: 'Nickname / short given name', kind: 'positive', minRecall: 95 },
  // Round 4 (issue 22 item 3): short forms from the sourced tables (normalize/data/PROVENANCE.md).
  {
    id: 'short-given',
    label: 'Short given name (sourced tables) + surname',
    kind: 'positive',
    minRecall: 98,
  },
  {
    id: 'cyrillic-vs-latin',
    label: 'Cyrillic script vs Latin-only entry',
    kind: 'positive',
    minRecall: 80,
  },
  {
    id: 'romanisation',
    label: 'Other romanisation standard (Cyrillic)',
    kind: 'positive',
    minRecall: 97,
  },
  {
    id: 'korean-romanisation',
    label: 'Korean romanisation and order',
    kind: 'positive',
    minRecall: 97,
  },
  { id: 'legal-form', label: 'Legal form varied / dropped', kind: 'positive', minRecall: 95 },
  {
    id: 'dropped-middle',
    label: 'Dropped middle names / patronymic',
    kind: 'positive',
    minRecall: 98,
  },
  {
    id: 'dob-partial',
    label: 'Typo in name + agreeing partial date',
    kind: 'positive',
    minRecall: 97,
  },
  {
    id: 'dob-far',
    label: 'Exact name + DOB 10-40 years off',
    kind: 'not-high',
    minNotHigh: 90,
  },
  {
    id: 'weak-alias-negative',
    label: 'Shares tokens with a weak alias only',
    kind: 'negative',
    maxHighRate: 0,
  },
  {
    id: 'relative',
    label: 'Relative (same family, other given name)',
    kind: 'negative',
    maxAlertRate: 8,
  },
  // ADR 002 R3.14-R3.16: a one-name query read as typed (compound written as one word, title, acronym).
  {
    id: 'one-name-typed',
    label: 'One name as typed (joined compound, title, acronym)',
    kind: 'positive',
    minRecall: 90,
  },
  // Round 4 (issue 22 item 5, ADR 002 R4.40): common names built from name frequencies.
  {
    id: 'common-names',
    label: 'Common names by frequency (Arabic, Persian, Slavic, Chinese...)',
    kind: 'negative',
    maxAlertRate: 5,
    maxHighRate: 0,
  },
  // Round 4 (issue 22 item 2, ADR 002 R4.10-R4.13): legal forms typed with a slip, partly dropped or moved.
  {
    id: 'legal-form-slip',
    label: 'Slip inside a legal-form word',
    kind: 'positive',
    minRecall: 99,
  },
  {
    id: 'legal-form-moved',
    label: 'Legal-form word dropped or form moved',
    kind: 'positive',
    minRecall: 99,
  },
  // Round 4 (issue 22 item 1, ADR 002 R4.1-R4.9): slips of the distinctive name.
  {
    id: 'two-typos',
    label: 'Two typos in the distinctive tokens',
    kind: 'positive',
    minRecall: 97,
  },
  { id: 'keyboard-slip', label: 'Keyboard-neighbour slip', kind: 'positive', minRecall: 99 },
  {
    id: 'missing-word',
    label: 'One word missing anywhere (3+ words)',
    kind: 'positive',
    minRecall: 98,
  },
  {
    id: 'one-word-entity-slip',
    label: 'One-word entity / vessel name with one slip',
    kind: 'positive',
    minRecall: 99.5,
  },
  {
    id: 'compound-variants',
    label: 'Compound split, joined or respelled',
    kind: 'positive',
    minRecall: 98,
  },
  // Round 4 (issue 22 item 4, ADR 002 R4.30-R4.33): Arabic script alone, national romanisations of Cyrillic.
  {
    id: 'arabic-surname-alone',
    label: 'Arabic-script family name alone vs Latin-only entry',
    kind: 'positive',
    minRecall: 95,
  },
  {
    id: 'national-romanisation',
    label: 'National romanisation of Cyrillic (German, French, Polish, Czech, Spanish, passport)',
    kind: 'positive',
    minRecall: 99,
  },
] as const satisfies readonly DeckCategoryDefinition[];

/**
 * positive: the expected entity must be among the alerts at 70 (`minRecall`);
 * negative: no alert at 70 (`maxAlertRate`) and/or no high alert (`maxHighRate`), any entity;
 * not-high: the expected entity must not reach high risk (`minNotHigh`: share of cases where it does not).
 */
interface DeckCategoryDefinition {
  id: string;
  label: string;
  kind: 'positive' | 'negative' | 'not-high';
  minRecall?: number;
  maxAlertRate?: number;
  maxHighRate?: number;
  minNotHigh?: number;
}

export type DeckCategory = (typeof DECK_CATEGORIES)[number];
export type DeckCategoryId = DeckCategory['id'];

const categoryIds = DECK_CATEGORIES.map((c) => c.id) as [DeckCategoryId, ...DeckCategoryId[]];

/** Category whose expected entities lose their Arabic names in a second index (the engine must bridge scripts). */
export const HELD_OUT_ARABIC_CATEGORY: DeckCategoryId = 'arabic-vs-latin-only';
/** Categories run against the index without the held-out entities' Arabic names. */
export const HELD_OUT_CATEGORIES: ReadonlySet<DeckCategoryId> = new Set<DeckCategoryId>([
  HELD_OUT_ARABIC_CATEGORY,
  'arabic-surname-alone',
]);

export const expectedEntitySchema = z.object({
  sanctionList: z.enum(SANCTION_LISTS),
  sourceId: z.string(),
});
export type ExpectedEntity = z.infer<typeof expectedEntitySchema>;

/** One labelled query of `screening-deck.jsonl`. */
export const deckCaseSchema = z.object({
  id: z.string(),
  category: z.enum(categoryIds),
  query: searchFieldsSchema.pick({
    firstName: true,
    lastName: true,
    arabicName: true,
    searchType: true,
    sanctionLists: true,
    dateOfBirth: true,
  }),
  /** The listed entity the query should find; null for negatives. */
  expected: expectedEntitySchema.nullable(),
  /** What was done to the listed name, for reading failures. */
  note: z.string().optional(),
});
export type DeckCase = z.infer<typeof deckCaseSchema>;
export type DeckQuery = DeckCase['query'];
