import type { Match, SanctionListFilter, SearchType, WatchlistMatch } from '@sanctions/contracts';
import { DEFAULT_MAX_RESULTS } from '@sanctions/screening';
import type {
  ListEntity,
  ScreeningOptions,
  ScreeningOutcome,
  ScreeningQuery,
} from '@sanctions/screening';
import { toEngineQuery } from '../../screening';
import { toMatchDto } from '../../screening';
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
  /** Hits on the organisation's own watchlists (ADR 042); null when its plan screens none. */
  watchlistMatches: WatchlistMatch[] | null;
}

/**
 * The engine query of one stored row, like a single search's (same query mapping and list filter), with
 * the job's minimum confidence. The engine explains only the matches it returns: asking for the kept ones
 * saves most of a hit row's cost. With a type filter some are dropped afterwards ({@link toScreenedBulkRow}),
 * so it then asks for as many as a search does.
 */
export function bulkRowRequest(
  row: BulkRowRecord,
  options: BulkScreeningOptions,
): { query: ScreeningQuery; screeningOptions: ScreeningOptions } {
  const query = toEngineQuery({
    firstName: row.firstName,
    lastName: row.lastName,
    arabicName: row.arabicName,
    searchType: options.searchType,
    sanctionLists: options.sanctionLists,
    ...(row.dateOfBirth ? { dateOfBirth: row.dateOfBirth } : {}),
    ...(row.nationality ? { nationality: row.nationality } : {}),
  });
  const typed = row.entityType === 'individual' || row.entityType === 'entity';
  return {
    query,
    screeningOptions: {
      minConfidence: options.minConfidence,
      maxResults: typed ? DEFAULT_MAX_RESULTS : BULK_MATCHES_KEPT,
    },
  };
}

/**
 * The row's result from the engine's outcome. A row typed as an individual or an entity drops list records
 * of the other kind: the file said what the party is, so such a record cannot be it.
 */
export function toScreenedBulkRow(
  row: BulkRowRecord,
  outcome: ScreeningOutcome<ListEntity>,
): ScreenedBulkRow {
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
    watchlistMatches: null,
  };
}

function fitsEntityType(entity: ListEntity, entityType: string): boolean {
  if (entityType !== 'individual' && entityType !== 'entity') return true;
  if (entityType === 'individual') return entity.type === 'individual' || entity.type === 'unknown';
  return entity.type !== 'individual';
}
