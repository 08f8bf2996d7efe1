import type { SanctionListId } from '@sanctions/screening';
import type { DeckQuery } from './deck/deck-model';

/** What the benchmark needs from any screener: who was hit, how strongly, best first. */
export interface RankedHit {
  sanctionList: SanctionListId;
  sourceId: string;
  confidence: number;
}

/** Screens one deck query and returns the alerts (confidence >= 70), best first. */
export type Screener = (query: DeckQuery) => RankedHit[];

export const ALERT_THRESHOLD = 70;
