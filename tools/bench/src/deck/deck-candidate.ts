import type { EntityName, ListEntity } from '@sanctions/screening';
import type { DeckQuery } from './deck-model';
import type { Prng } from './prng';

/** One listed name a positive case can be made from. */
export interface Candidate {
  entity: ListEntity;
  name: EntityName;
  nameIndex: number;
}

/** Makes one query from a candidate, or declines (undefined) when the name does not suit the category. */
export type Generate = (
  candidate: Candidate,
  rng: Prng,
) => { query: DeckQuery; note?: string } | undefined;
