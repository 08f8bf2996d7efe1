import type { DeckCase } from './deck/deck-model';
import { DECK_CATEGORIES } from './deck/deck-model';
import {
  ALERT_BUDGET_PERCENT,
  BUDGET_CATEGORIES,
  SWEEP_FLOOR,
  equalAlertResult,
} from './equal-alert-rate';
import type { EqualAlertResult, SweepScore } from './equal-alert-rate';
import { formatTable, pct } from './format-table';

export interface EqualAlertInputs {
  /** The engine's sweep scores on every case of the run. */
  engine: ReadonlyMap<number, SweepScore>;
  /** The baselines' sweep scores on the sampled cases (empty with --baseline-per-category 0). */
  ofacStyle: ReadonlyMap<number, SweepScore>;
  watchman: ReadonlyMap<number, SweepScore>;
  sampled: number;
  basePerCategory: number;
}

/**
 * "RECALL AT AN EQUAL ALERT RATE": each system's own threshold (the lowest at which at most 5 % of the budget
 * negatives alert), then its recall per positive category at that threshold. The engine is shown on every case
 * and, beside the baselines, on their sampled cases only.
 */
export function equalAlertTables(deck: readonly DeckCase[], inputs: EqualAlertInputs): string {
  const withBaselines = inputs.ofacStyle.size > 0;
  const engineOnSample = new Map(
    [...inputs.engine].filter(([i]) => inputs.ofacStyle.has(i) || inputs.watchman.has(i)),
  );
  const systems: { label: string; cases: number; result: EqualAlertResult }[] = [
    { label: 'engine', cases: inputs.engine.size, result: equalAlertResult(deck, inputs.engine) },
    ...(withBaselines
      ? [
          {
            label: 'engine on base n',
            cases: engineOnSample.size,
            result: equalAlertResult(deck, engineOnSample),
          },
          {
            label: 'OFAC-style',
            cases: inputs.ofacStyle.size,
            result: equalAlertResult(deck, inputs.ofacStyle),
          },
          {
            label: 'watchman',
            cases: inputs.watchman.size,
            result: equalAlertResult(deck, inputs.watchman),
          },
        ]
      : []),
  ];
  const budgetIds = BUDGET_CATEGORIES.filter((id) => deck.some((c) => c.category === id));
  const intro =
    `\nRECALL AT AN EQUAL ALERT RATE  (each system's threshold = the lowest whole-number confidence at which at most ` +
    `${ALERT_BUDGET_PERCENT}% of the realistic negatives alert;\n budget negatives: ${BUDGET_CATEGORIES.join(' + ')} ` +
    `(present in this run: ${budgetIds.length > 0 ? budgetIds.join(', ') : 'none, so no threshold'}); every screener run once at ` +
    `confidence >= ${SWEEP_FLOOR} and each threshold derived from the scores ("<= ${SWEEP_FLOOR}": within budget at the floor);\n` +
    (withBaselines
      ? ` baselines on the same ${inputs.sampled} sampled cases as above (--baseline-per-category ${inputs.basePerCategory}), the engine on all cases and on those)\n`
      : ` engine only: --baseline-per-category 0)\n`);
  const thresholds = formatTable(
    ['system', 'cases', 'budget n', 'threshold', 'budget alerts', 'positives', 'recall'],
    systems.map(({ label, cases, result }) => [
      label,
      String(cases),
      String(result.budget?.n ?? 0),
      thresholdText(result),
      result.budget ? pct(result.budget.alertRate) : '-',
      String(result.allPositives.n),
      result.budget ? pct(result.allPositives.recall) : '-',
    ]),
  );
  const positives = DECK_CATEGORIES.filter((c) => c.kind === 'positive');
  const engineResult = systems[0]?.result;
  const rows = positives.flatMap((category) => {
    const all = engineResult?.recall.get(category.id);
    if (!all) return [];
    const cell = (result: EqualAlertResult | undefined) => {
      const r = result?.recall.get(category.id);
      return r && result?.budget ? pct(r.recall) : '-';
    };
    return [
      [
        category.label,
        String(all.n),
        cell(engineResult),
        ...(withBaselines
          ? [
              String(systems[1]?.result.recall.get(category.id)?.n ?? 0),
              ...systems.slice(1).map((s) => cell(s.result)),
            ]
          : []),
      ],
    ];
  });
  const header = [
    'recall at own threshold',
    'n',
    'engine',
    ...(withBaselines ? ['base n', 'engine on base n', 'OFAC-style', 'watchman'] : []),
  ];
  return `${intro}\n${thresholds}\n\n${formatTable(header, rows)}`;
}

function thresholdText(result: EqualAlertResult): string {
  const budget = result.budget;
  if (!budget) return '-';
  if (budget.atFloor) return `<= ${budget.threshold}`;
  return budget.threshold > 100 ? `${budget.threshold} (none alerts)` : String(budget.threshold);
}
