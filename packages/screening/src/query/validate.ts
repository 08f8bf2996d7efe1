import { LIST_CODES } from '../index/build-index';
import type { ListId } from '../model/list-entity';
import type { ScreeningOptions, ScreeningQuery, SearchType } from '../types';

const SEARCH_TYPES: readonly SearchType[] = ['exact', 'fuzzy', 'phonetic'];
const LISTS: readonly string[] = Object.keys(LIST_CODES) satisfies string[];
const DATE_RE = /^\d{4}(?:-(?:0[1-9]|1[0-2])(?:-(?:0[1-9]|[12]\d|3[01]))?)?$/;

function fail(field: string, message: string): never {
  throw new RangeError(`screening query: ${field} ${message}`);
}

/**
 * Checks a query at the engine boundary (callers validate with their own schemas first; this
 * guards the engine against being called directly with bad values). Throws a RangeError naming the field.
 */
export function validateQuery(query: ScreeningQuery): void {
  for (const field of ['firstName', 'lastName', 'arabicName'] as const) {
    if (typeof query[field] !== 'string') fail(field, 'must be a string');
  }
  if (
    query.firstName.trim() === '' &&
    query.lastName.trim() === '' &&
    query.arabicName.trim() === ''
  ) {
    fail('name', 'is required: give firstName/lastName or arabicName');
  }
  if (!SEARCH_TYPES.includes(query.searchType))
    fail('searchType', `must be one of ${SEARCH_TYPES.join(', ')}`);
  for (const list of query.lists)
    if (!LISTS.includes(list satisfies ListId))
      fail('lists', `contains unknown list '${String(list)}'`);
  if (
    query.dateOfBirth !== undefined &&
    query.dateOfBirth.trim() !== '' &&
    !DATE_RE.test(query.dateOfBirth.trim())
  ) {
    fail('dateOfBirth', "must be 'YYYY', 'YYYY-MM' or 'YYYY-MM-DD'");
  }
}

export function validateOptions(options: ScreeningOptions): void {
  const { minConfidence, maxResults, riskThresholds } = options;
  if (
    minConfidence !== undefined &&
    !(Number.isFinite(minConfidence) && minConfidence >= 0 && minConfidence <= 100)
  ) {
    fail('minConfidence', 'must be a number from 0 to 100');
  }
  if (maxResults !== undefined && !(Number.isInteger(maxResults) && maxResults >= 1))
    fail('maxResults', 'must be a positive integer');
  if (riskThresholds !== undefined) {
    const { high, medium, low } = riskThresholds;
    if (
      ![high, medium, low].every((value) => Number.isFinite(value) && value >= 0 && value <= 100) ||
      !(low <= medium && medium <= high)
    ) {
      fail('riskThresholds', 'must be numbers from 0 to 100 with low <= medium <= high');
    }
  }
}
