import type { Rates } from './evaluate-deck';
import type { CategoryFigures } from './release-figures';

/** A category fails when a gated figure moves the wrong way by more than this many percentage points. */
export const GATE_TOLERANCE = 0.5;
/** The file rounds percentages to 4 decimals (error <= 5e-5): rounding never decides the 0.5-point edge. */
const EPSILON = 1e-4;

export type GateStatus = 'ok' | 'FAIL' | 'new';

export interface GatedMetric {
  label: string;
  today: number;
  release: number;
  /** today - release, in points. */
  delta: number;
  failed: boolean;
}

export interface GateVerdict {
  category: string;
  status: GateStatus;
  metrics: GatedMetric[];
  /** One line per failed metric, for the summary. */
  failures: string[];
}

type Kind = CategoryFigures['kind'];
type Metric = 'recall' | 'alertRate' | 'highRate' | 'notHigh';

/**
 * What the gate watches per kind of category: positives' recall at 70 must not drop; negatives' alert rate and
 * high rate must not rise; not-high categories' share of cases below high must not drop.
 */
const GATED: Record<Kind, readonly { metric: Metric; label: string; higherIsBetter: boolean }[]> = {
  positive: [{ metric: 'recall', label: 'R@70', higherIsBetter: true }],
  negative: [
    { metric: 'alertRate', label: 'alerts', higherIsBetter: false },
    { metric: 'highRate', label: 'high', higherIsBetter: false },
  ],
  'not-high': [{ metric: 'notHigh', label: 'not high', higherIsBetter: true }],
};

function releaseValue(figures: CategoryFigures, metric: Metric): number | undefined {
  if (figures.kind === 'positive') return metric === 'recall' ? figures.recall : undefined;
  if (figures.kind === 'negative')
    return metric === 'alertRate'
      ? figures.alertRate
      : metric === 'highRate'
        ? figures.highRate
        : undefined;
  return metric === 'notHigh' ? figures.notHigh : undefined;
}

/**
 * Today's figures of one category against the stored release's. A category the release did not have (or had
 * as another kind) is "new" and never fails.
 */
export function gateCategory(
  category: string,
  kind: Kind,
  today: Rates,
  release: CategoryFigures | undefined,
): GateVerdict {
  if (!release || release.kind !== kind)
    return { category, status: 'new', metrics: [], failures: [] };
  const metrics = GATED[kind].flatMap(({ metric, label, higherIsBetter }) => {
    const before = releaseValue(release, metric);
    if (before === undefined) return [];
    const now = today[metric];
    const delta = now - before;
    const worse = higherIsBetter ? -delta : delta;
    return [
      { label, today: now, release: before, delta, failed: worse > GATE_TOLERANCE + EPSILON },
    ];
  });
  const failures = metrics
    .filter((m) => m.failed)
    .map(
      (m) =>
        `${category}: ${m.label} ${m.release.toFixed(1)}% -> ${m.today.toFixed(1)}% (${signed(m.delta)} points)`,
    );
  return { category, status: failures.length > 0 ? 'FAIL' : 'ok', metrics, failures };
}

/** "+1.5" / "-0.5" / "0.0" */
export function signed(delta: number): string {
  const rounded = Math.round(delta * 10) / 10;
  if (rounded === 0) return '0.0';
  return `${rounded > 0 ? '+' : ''}${rounded.toFixed(1)}`;
}
