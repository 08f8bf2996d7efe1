import type { DeckCase } from './deck/deck-model';
import { DECK_CATEGORIES } from './deck/deck-model';
import type { RankedHit } from './ranked-hit';

/** The alert budget: at most this share (percent) of the realistic negatives may alert. */
export const ALERT_BUDGET_PERCENT = 5;
/**
 * The negatives that spend the budget: realistic names of people who are not listed, as an analyst's day brings
 * them: `negative` (realistic non-listed names) and `common-names` (realistic common names, when the deck has
 * it). Near misses, relatives, a common given name alone and weak-alias sharers are left out on purpose: they are
 * built to sit next to a listed name, so their share in the budget would be a choice of the deck, not of the day.
 */
export const BUDGET_CATEGORIES: readonly string[] = ['negative', 'common-names'];
/**
 * Every screener is run once with this minimum confidence and every threshold is derived from the scores; a
 * threshold found at the floor reads "<= 50" (it could be lower still).
 */
export const SWEEP_FLOOR = 50;

/** What the sweep keeps of one case: the best score of any hit, and the expected entity's (null: no hit). */
export interface SweepScore {
  topScore: number | null;
  expectedScore: number | null;
}

/** `hits` best first, from a screener run at SWEEP_FLOOR with the bench's maxResults. */
export function sweepScoreOf(c: DeckCase, hits: readonly RankedHit[]): SweepScore {
  const expected = c.expected;
  const own = expected
    ? hits.find((h) => h.sanctionList === expected.sanctionList && h.sourceId === expected.sourceId)
    : undefined;
  return {
    topScore: hits.reduce<number | null>(
      (top, h) => Math.max(top ?? h.confidence, h.confidence),
      null,
    ),
    expectedScore: own?.confidence ?? null,
  };
}

export interface BudgetThreshold {
  /** The lowest whole-number threshold at which at most the budget of negatives alerts. */
  threshold: number;
  /** The threshold is the sweep floor: every negative stayed within the budget there. */
  atFloor: boolean;
  /** Budget negatives. */
  n: number;
  /** Percent of the budget negatives alerting at the threshold. */
  alertRate: number;
}

/**
 * The lowest threshold t >= floor at which at most `budgetPercent` of the negatives have a hit scoring >= t.
 * Negatives that tie on a score alert or stay silent together (a threshold cannot split them), so the share at
 * the threshold may be below the budget; when even the best scores exceed the budget the threshold is one above
 * them (nothing alerts). Scores are whole numbers, as every screener of the bench rounds them. Undefined when
 * there are no negatives to spend the budget on.
 */
export function equalAlertThreshold(
  negativeTopScores: readonly (number | null)[],
  budgetPercent = ALERT_BUDGET_PERCENT,
  floor = SWEEP_FLOOR,
): BudgetThreshold | undefined {
  const n = negativeTopScores.length;
  if (n === 0) return undefined;
  const allowed = Math.floor((n * budgetPercent) / 100 + 1e-9);
  const alerting = negativeTopScores
    .filter((s): s is number => s !== null && s >= floor)
    .sort((a, b) => b - a);
  const firstSilent = alerting[allowed];
  const threshold = firstSilent === undefined ? floor : Math.floor(firstSilent) + 1;
  const alerts = alerting.filter((s) => s >= threshold).length;
  return { threshold, atFloor: threshold === floor, n, alertRate: (100 * alerts) / n };
}

/** Percent of positives whose expected entity scores at or above the threshold. */
export function recallAt(expectedScores: readonly (number | null)[], threshold: number): number {
  if (expectedScores.length === 0) return 0;
  const found = expectedScores.filter((s) => s !== null && s >= threshold).length;
  return (100 * found) / expectedScores.length;
}

export interface EqualAlertResult {
  budget: BudgetThreshold | undefined;
  /** Per positive category of the run: cases and recall at the system's own threshold. */
  recall: Map<string, { n: number; recall: number }>;
  /** Every positive case of the run together. */
  allPositives: { n: number; recall: number };
}

/**
 * One system's recall at an equal alert rate: its threshold from the budget negatives among `scores`, then the
 * recall of each positive category at that threshold (cases without a score, i.e. not run, are left out).
 */
export function equalAlertResult(
  deck: readonly DeckCase[],
  scores: ReadonlyMap<number, SweepScore>,
): EqualAlertResult {
  const topOfBudget: (number | null)[] = [];
  const expectedBy = new Map<string, (number | null)[]>();
  scores.forEach((score, i) => {
    const c = deck[i];
    if (!c) return;
    if (BUDGET_CATEGORIES.includes(c.category)) topOfBudget.push(score.topScore);
    if (POSITIVE_IDS.has(c.category))
      expectedBy.set(c.category, [...(expectedBy.get(c.category) ?? []), score.expectedScore]);
  });
  const budget = equalAlertThreshold(topOfBudget);
  const threshold = budget?.threshold ?? Number.POSITIVE_INFINITY;
  const recall = new Map<string, { n: number; recall: number }>();
  for (const category of DECK_CATEGORIES) {
    const expected = expectedBy.get(category.id);
    if (expected)
      recall.set(category.id, { n: expected.length, recall: recallAt(expected, threshold) });
  }
  const all = [...expectedBy.values()].flat();
  return { budget, recall, allPositives: { n: all.length, recall: recallAt(all, threshold) } };
}

const POSITIVE_IDS = new Set<string>(
  DECK_CATEGORIES.filter((c) => c.kind === 'positive').map((c) => c.id),
);
