import type { ListEntity } from '../model/list-entity';
import { screen } from '../screen';
import type { ScreeningIndex, ScreeningQuery } from '../types';

/** A fuzzy query over every list, as the search form sends a name. */
export function nameQuery(firstName: string, lastName: string): ScreeningQuery {
  return { firstName, lastName, arabicName: '', searchType: 'fuzzy', lists: [] };
}

/**
 * The match of one listed party for a name, however low it scored (undefined: not a candidate), for the
 * table-driven rule tests.
 */
export function matchFor(
  index: ScreeningIndex<ListEntity>,
  firstName: string,
  lastName: string,
  sourceId: string,
) {
  const outcome = screen(index, nameQuery(firstName, lastName), {
    minConfidence: 0,
    maxResults: 500,
  });
  return outcome.matches.find((match) => match.entity.sourceId === sourceId);
}
