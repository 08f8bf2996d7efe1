import { screen } from '@sanctions/screening';
import type { ListEntity, ScreeningIndex } from '@sanctions/screening';
import { toEngineQuery } from '@sanctions/server/domains/screening/engine/to-engine-query';
import type { DeckQuery } from './deck/deck-model';
import type { RankedHit } from './ranked-hit';

/** The engine as the product calls it: default options unless told otherwise. */
export function engineScreen(
  index: ScreeningIndex<ListEntity>,
  query: DeckQuery,
  options: { minConfidence?: number; maxResults?: number } = {},
): RankedHit[] {
  return screen(index, toEngineQuery(query), options).matches.map((m) => ({
    sanctionList: m.entity.sanctionList,
    sourceId: m.entity.sourceId,
    confidence: m.confidence,
    risk: m.riskLevel,
  }));
}
