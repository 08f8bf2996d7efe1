import { performance } from 'node:perf_hooks';
import type { DeckCase } from './deck/deck-model';
import type { RankedHit, Screener } from './ranked-hit';

export interface CaseOutcome {
  /** Expected entity among the alerts (positives). */
  found: boolean;
  /** Expected entity is the first alert, ties with the top confidence counted as first (positives). */
  top1: boolean;
  /** Any alert at all (negatives). */
  alerted: boolean;
  /** Confidence of the expected entity, 0 when not alerted. */
  confidence: number;
  /** Any alert at high risk (negatives: must not happen where the category says so). */
  anyHigh: boolean;
  /** The expected entity alerted at high risk (positives and not-high categories). */
  expectedHigh: boolean;
  millis: number;
}

/** Runs every case through a screener, timing each call. */
export function evaluateCases(cases: readonly DeckCase[], screener: Screener): CaseOutcome[] {
  return cases.map((c) => {
    const started = performance.now();
    const hits = screener(c.query);
    const millis = performance.now() - started;
    return { ...judge(c, hits), millis };
  });
}

function judge(c: DeckCase, hits: readonly RankedHit[]): Omit<CaseOutcome, 'millis'> {
  const alerted = hits.length > 0;
  const anyHigh = hits.some((h) => h.risk === 'high');
  const expected = c.expected;
  if (!expected)
    return { found: false, top1: false, alerted, confidence: 0, anyHigh, expectedHigh: false };
  const hit = hits.find(
    (h) => h.sanctionList === expected.sanctionList && h.sourceId === expected.sourceId,
  );
  const top = hits[0]?.confidence ?? 0;
  return {
    found: hit !== undefined,
    top1: hit !== undefined && hit.confidence >= top,
    alerted,
    confidence: hit?.confidence ?? 0,
    anyHigh,
    expectedHigh: hit?.risk === 'high',
  };
}

export interface Rates {
  n: number;
  /** Percent of positives found at 70. */
  recall: number;
  /** Percent of positives ranked first. */
  top1: number;
  /** Percent of cases with any alert. */
  alertRate: number;
  /** Percent of cases with any high-risk alert. */
  highRate: number;
  /** Percent of cases where the expected entity does not reach high risk. */
  notHigh: number;
}

export function rates(outcomes: readonly CaseOutcome[]): Rates {
  const n = outcomes.length;
  const pct = (count: number) => (n === 0 ? 0 : (100 * count) / n);
  return {
    n,
    recall: pct(outcomes.filter((o) => o.found).length),
    top1: pct(outcomes.filter((o) => o.top1).length),
    alertRate: pct(outcomes.filter((o) => o.alerted).length),
    highRate: pct(outcomes.filter((o) => o.anyHigh).length),
    notHigh: pct(outcomes.filter((o) => !o.expectedHigh).length),
  };
}

/** Nearest-rank percentile of a list of durations. */
export function percentile(values: readonly number[], p: number): number {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  const rank = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[rank] ?? 0;
}
