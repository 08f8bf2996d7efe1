import type { DeckCase } from './deck/deck-model';
import { DECK_CATEGORIES } from './deck/deck-model';
import { rates } from './evaluate-deck';
import type { CaseOutcome, Rates } from './evaluate-deck';
import { pct } from './format-table';
import type { CategoryFigures } from './release-figures';
import { gateCategory, signed } from './release-gate';
import type { GateVerdict } from './release-gate';

export interface QualityTables {
  positive: string[][];
  negative: string[][];
  notHigh: string[][];
  allTargets: boolean;
  allBetter: boolean;
  /** The no-regression gate, one verdict per category of the run (release-gate.ts). */
  gate: GateVerdict[];
}

export const POSITIVE_HEADER = [
  'category',
  'n',
  'engine R@70',
  'engine top1',
  'base n',
  'engine R@70 on base n',
  'OFAC-style R@70',
  'watchman R@70',
  'target',
  'result',
  'vs best base',
  'release R@70',
  'delta',
  'release top1',
  'delta top1',
  'gate',
];
export const NEGATIVE_HEADER = [
  'negatives',
  'n',
  'engine alerts',
  'engine high',
  'base n',
  'engine alerts on base n',
  'engine high on base n',
  'OFAC-style alerts',
  'OFAC-style high',
  'watchman alerts',
  'watchman high',
  'target',
  'result',
  'vs best base',
  'release alerts',
  'delta',
  'release high',
  'delta high',
  'gate',
];
export const NOT_HIGH_HEADER = [
  'exact name, wrong date',
  'n',
  'engine not high',
  'engine R@70',
  'base n',
  'engine not high on base n',
  'OFAC-style not high',
  'watchman not high',
  'target',
  'result',
  'vs best base',
  'release not high',
  'delta',
  'gate',
];

/**
 * One row per deck category: the engine on every case (the target is judged there) and again on the sampled
 * cases, beside the two brute-force baselines (OFAC-style whole-name Jaro-Winkler, watchman best-pairs
 * Jaro-Winkler) on those same sampled cases; "vs best base" compares the engine's sampled-case figure with the
 * better baseline's ('>' better, '=' equal, '<' worse), never a whole-category figure with a sample's.
 * `release`: the stored figures of the previous release for the slice run (release-figures.json), printed
 * beside today's with the delta and judged by the no-regression gate; a category it lacks is "new".
 */
export function qualityTables(
  deck: readonly DeckCase[],
  engine: readonly CaseOutcome[],
  ofacStyle: ReadonlyMap<number, CaseOutcome>,
  watchman: ReadonlyMap<number, CaseOutcome>,
  release: Readonly<Record<string, CategoryFigures>> = {},
): QualityTables {
  const tables: QualityTables = {
    positive: [],
    negative: [],
    notHigh: [],
    allTargets: true,
    allBetter: true,
    gate: [],
  };
  const engineByIndex = new Map(engine.map((o, i) => [i, o]));
  const pick = (outcomes: ReadonlyMap<number, CaseOutcome>, indices: readonly number[]) =>
    rates(
      indices.flatMap((i) => {
        const o = outcomes.get(i);
        return o ? [o] : [];
      }),
    );
  for (const category of DECK_CATEGORIES) {
    const inCategory = deck.flatMap((c, i) => (c.category === category.id ? [i] : []));
    const inSample = inCategory.filter((i) => ofacStyle.has(i));
    const e = pick(engineByIndex, inCategory);
    if (e.n === 0) continue;
    const eSample = pick(engineByIndex, inSample);
    const o = pick(ofacStyle, inSample);
    const w = pick(watchman, inSample);
    const versus = (metric: (r: Rates) => number, higherIsBetter: boolean) => {
      const best = higherIsBetter ? Math.max(metric(o), metric(w)) : Math.min(metric(o), metric(w));
      return compare(metric(eSample), best, higherIsBetter);
    };
    const stored = release[category.id];
    const verdict = gateCategory(category.id, category.kind, e, stored);
    tables.gate.push(verdict);
    const known = stored?.kind === category.kind ? stored : undefined;
    const record = (pass: boolean, vs: string) => {
      tables.allTargets &&= pass;
      tables.allBetter &&= vs !== '<';
      return [pass ? 'PASS' : 'FAIL', vs];
    };
    if (category.kind === 'positive') {
      const pass = e.recall >= category.minRecall;
      tables.positive.push([
        category.label,
        String(e.n),
        pct(e.recall),
        pct(e.top1),
        String(o.n),
        pct(eSample.recall),
        pct(o.recall),
        pct(w.recall),
        `>= ${category.minRecall}%`,
        ...record(
          pass,
          versus((r) => r.recall, true),
        ),
        ...beside(
          [
            [e.recall, known?.kind === 'positive' ? known.recall : undefined],
            [e.top1, known?.kind === 'positive' ? known.top1 : undefined],
          ],
          verdict,
        ),
      ]);
    } else if (category.kind === 'not-high') {
      const pass = e.notHigh >= category.minNotHigh;
      tables.notHigh.push([
        category.label,
        String(e.n),
        pct(e.notHigh),
        pct(e.recall),
        String(o.n),
        pct(eSample.notHigh),
        pct(o.notHigh),
        pct(w.notHigh),
        `>= ${category.minNotHigh}%`,
        ...record(
          pass,
          versus((r) => r.notHigh, true),
        ),
        ...beside([[e.notHigh, known?.kind === 'not-high' ? known.notHigh : undefined]], verdict),
      ]);
    } else {
      const maxAlert = 'maxAlertRate' in category ? category.maxAlertRate : undefined;
      const maxHigh = 'maxHighRate' in category ? category.maxHighRate : undefined;
      const pass =
        (maxAlert === undefined || e.alertRate <= maxAlert) &&
        (maxHigh === undefined || e.highRate <= maxHigh);
      const target = [
        maxAlert === undefined ? '' : `alerts <= ${maxAlert}%`,
        maxHigh === undefined ? '' : `high <= ${maxHigh}%`,
      ]
        .filter((t) => t !== '')
        .join(', ');
      // Compared on the alert rate where the category limits it, else on the high rate.
      const metric = maxAlert === undefined ? (r: Rates) => r.highRate : (r: Rates) => r.alertRate;
      tables.negative.push([
        category.label,
        String(e.n),
        pct(e.alertRate),
        pct(e.highRate),
        String(o.n),
        pct(eSample.alertRate),
        pct(eSample.highRate),
        pct(o.alertRate),
        pct(o.highRate),
        pct(w.alertRate),
        pct(w.highRate),
        target,
        ...record(pass, versus(metric, false)),
        ...beside(
          [
            [e.alertRate, known?.kind === 'negative' ? known.alertRate : undefined],
            [e.highRate, known?.kind === 'negative' ? known.highRate : undefined],
          ],
          verdict,
        ),
      ]);
    }
  }
  return tables;
}

/** The release's figure and today's delta per metric, then the gate's verdict ("new": nothing stored). */
function beside(
  metrics: readonly (readonly [today: number, release: number | undefined])[],
  verdict: GateVerdict,
): string[] {
  return [
    ...metrics.flatMap(([today, release]) =>
      release === undefined ? ['new', '-'] : [pct(release), signed(today - release)],
    ),
    verdict.status,
  ];
}

function compare(engineValue: number, baseValue: number, higherIsBetter: boolean): string {
  if (Math.abs(engineValue - baseValue) < 1e-9) return '=';
  return engineValue > baseValue === higherIsBetter ? '>' : '<';
}
