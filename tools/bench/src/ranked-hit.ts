import type { ListId } from '@sanctions/screening';
import type { DeckQuery } from './deck/deck-model';

/** What the benchmark needs from any screener: who was hit, how strongly, best first. */
export interface RankedHit {
  sanctionList: ListId;
  sourceId: string;
  confidence: number;
  /** The screener's risk band: the engine's own, the baselines' from the confidence bands. */
  risk: 'high' | 'medium' | 'low';
}

/** Screens one deck query and returns the alerts (confidence >= 70), best first. */
export type Screener = (query: DeckQuery) => RankedHit[];

export const ALERT_THRESHOLD = 70;

/** The product's default bands (high >= 90, medium >= 80), applied to a baseline's confidence. */
export function riskOfConfidence(confidence: number): RankedHit['risk'] {
  return confidence >= 90 ? 'high' : confidence >= 80 ? 'medium' : 'low';
}
