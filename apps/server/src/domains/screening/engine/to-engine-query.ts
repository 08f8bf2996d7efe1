import type { SearchRequest } from '@sanctions/contracts';
import type { ScreeningQuery } from '@sanctions/screening';

/** Turns a validated search request into the engine's query ('all' lists = no list filter). */
export function toEngineQuery(request: SearchRequest): ScreeningQuery {
  return {
    firstName: request.firstName.trim(),
    lastName: request.lastName.trim(),
    arabicName: request.arabicName.trim(),
    searchType: request.searchType,
    lists: request.sanctionLists === 'all' ? [] : [request.sanctionLists],
    ...(request.dateOfBirth === undefined ? {} : { dateOfBirth: request.dateOfBirth }),
    ...(request.nationality === undefined ? {} : { nationality: request.nationality }),
  };
}
