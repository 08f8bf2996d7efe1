import type { Match, SanctionListFilter, SearchType } from '@sanctions/contracts';
import { DEFAULT_MAX_RESULTS, screen } from '@sanctions/screening';
import type { ListEntity, ScreeningIndex } from '@sanctions/screening';
import { toEngineQuery } from '../../screening/to-engine-query';
import { toMatchDto } from '../../screening/to-match-dto';
import type { BulkRowRecord } from './bulk-job.queries';

/** Matches kept per row as its evidence (best first); `matchesFound` counts at most these. */
export const BULK_MATCHES_KEPT = 10;

export interface BulkScreeningOptions {
  searchType: SearchType;
  sanctionLists: SanctionListFilter;
  minConfidence: number;
}

export interface ScreenedBulkRow {
  id: string;
  status: 'clear' | 'hit';
  matchesFound: number;
  topConfidence: number | null;
  riskLevel: Match['riskLevel'] | null;
  matchType: Match['matchType'] | null;
  matches: Match[];
}

/**
 * Screens one stored row like a single search (same query mapping, engine and list filter), with the
 * job's minimum confidence. A row typed as an individual or an entity drops list records of the other
 * kind: the file said what the party is, so such a record cannot be it.
 */
export function screenBulkRow(
  index: ScreeningIndex<ListEntity>,
  row: BulkRowRecord,
  options: BulkScreeningOptions,
): ScreenedBulkRow {
  const query = toEngineQuery({
    firstName: row.firstName,
    lastName: row.lastName,
    arabicName: row.arabicName,
    searchType: options.searchType,
    sanctionLists: options.sanctionLists,
    ...(row.dateOfBirth ? { dateOfBirth: row.dateOfBirth } : {}),
    ...(row.nationality ? { nationality: row.nationality } : {}),
  });
  // The engine explains only the matches it returns: asking for the kept ones saves most of a hit row's
  // cost. With a type filter some are dropped afterwards, so it then asks for as many as a search does.
  const typed = row.entityType === 'individual' || row.entityType === 'entity';
  const outcome = screen(index, query, {
    minConfidence: options.minConfidence,
    maxResults: typed ? DEFAULT_MAX_RESULTS : BULK_MATCHES_KEPT,
  });
  const matches = outcome.matches.filter((match) => fitsEntityType(match.entity, row.entityType));
  const kept = matches.slice(0, BULK_MATCHES_KEPT).map(toMatchDto);
  const top = kept[0];
  return {
    id: row.id,
    status: top === undefined ? 'clear' : 'hit',
    matchesFound: kept.length,
    topConfidence: top?.confidence ?? null,
    riskLevel: top?.riskLevel ?? null,
    matchType: top?.matchType ?? null,
    matches: kept,
  };
}

function fitsEntityType(entity: ListEntity, entityType: string): boolean {
  if (entityType !== 'individual' && entityType !== 'entity') return true;
  if (entityType === 'individual') return entity.type === 'individual' || entity.type === 'unknown';
  return entity.type !== 'individual';
}
