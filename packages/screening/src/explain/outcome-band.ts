import type { RiskLevel } from '../types';

/** What a note may say about the outcome: read from the final confidence, never from the rule that fired. */
export interface Outcome {
  /** At or above the alert line (the low band). */
  readonly alert: boolean;
  readonly riskLevel: RiskLevel;
}

export type OutcomeBand = 'belowAlert' | 'alert' | 'high';

/** R6.6 (ADR 002): the band a note's wording follows, so it never contradicts the confidence it explains. */
export function outcomeBand(outcome: Outcome): OutcomeBand {
  if (!outcome.alert) return 'belowAlert';
  return outcome.riskLevel === 'high' ? 'high' : 'alert';
}
