import { PEP_SOURCES } from '@sanctions/contracts';
import type {
  Match,
  PepMatch,
  SanctionListFilter,
  SearchType,
  WatchlistMatch,
} from '@sanctions/contracts';
import { DEFAULT_MAX_RESULTS } from '@sanctions/screening';
import type {
  ListEntity,
  ScreeningOptions,
  ScreeningOutcome,
  ScreeningQuery,
} from '@sanctions/screening';
import { toEngineQuery } from '../../screening';
import { toMatchDto, toPepMatchDto } from '../../screening';
import type { BulkRowRecord } from './bulk-job.queries';

/** Matches kept per row as its evidence (best first); `matchesFound` counts at most these. */
export const BULK_MATCHES_KEPT = 10;

/** PEP hits kept per row of a job with `pepCheck` (best first); the results file shows the best. */
export const BULK_PEP_MATCHES_KEPT = 3;

export interface BulkScreeningOptions {
  searchType: SearchType;
  sanctionLists: SanctionListFilter;
  minConfidence: number;
  /**
   * Set when the job's plan has `pepCheck`: each row is also screened against the PEP sources (ADR 040), and
   * a PEP's tier is judged on this day (ISO date, the chunk's screening day).
   */
  pepAsOf?: string;
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
  /** PEP hits, apart from the sanctions verdict (`status`); null when the job has no `pepCheck`. */
  pepMatches: PepMatch[] | null;
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

/** The row's query against the PEP sources only (same names, dates and search type). */
export function bulkPepQuery(query: ScreeningQuery): ScreeningQuery {
  return { ...query, lists: PEP_SOURCES };
}

/**
 * The row's result from the engine's outcome (and, for a job with `pepCheck`, its PEP outcome). A row typed as an individual or an entity drops list records
 * of the other kind: the file said what the party is, so such a record cannot be it.
 */
export function toScreenedBulkRow(
  row: BulkRowRecord,
  outcome: ScreeningOutcome<ListEntity>,
  pep?: { outcome: ScreeningOutcome<ListEntity>; asOf: string },
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
    pepMatches:
      pep === undefined
        ? null
        : pep.outcome.matches
            .filter((match) => fitsEntityType(match.entity, row.entityType))
            .flatMap((match) => toPepMatchDto(match, pep.asOf) ?? [])
            .slice(0, BULK_PEP_MATCHES_KEPT),
  };
}

function fitsEntityType(entity: ListEntity, entityType: string): boolean {
  if (entityType !== 'individual' && entityType !== 'entity') return true;
  if (entityType === 'individual') return entity.type === 'individual' || entity.type === 'unknown';
  return entity.type !== 'individual';
}
