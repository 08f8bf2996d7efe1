import { SANCTION_LISTS } from '@sanctions/contracts';
import type { SearchRequest } from '@sanctions/contracts';
import type { ScreeningQuery } from '@sanctions/screening';

/**
 * Turns a validated search request into the engine's query. 'all' means every sanctions list, named
 * one by one: the index also holds PEP sources, which are never sanctions hits.
 */
export function toEngineQuery(request: SearchRequest): ScreeningQuery {
  return {
    firstName: request.firstName.trim(),
    lastName: request.lastName.trim(),
    arabicName: request.arabicName.trim(),
    searchType: request.searchType,
    lists: request.sanctionLists === 'all' ? SANCTION_LISTS : [request.sanctionLists],
    ...(request.dateOfBirth === undefined ? {} : { dateOfBirth: request.dateOfBirth }),
    ...(request.nationality === undefined ? {} : { nationality: request.nationality }),
  };
}
