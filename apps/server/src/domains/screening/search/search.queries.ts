import { eq, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type {
  ListVersionRef,
  Match,
  PepMatch,
  PepSourceVersionRef,
  SearchRequest,
  WatchlistMatch,
} from '@sanctions/contracts';
import type { DbOrTx } from '../../../db/client';
import { executePrepared } from '../../../db/execute-prepared';
import { searchRequests, searchSessions } from '../../../db/schema/search';
import { users } from '../../../db/schema/users';
import { toAuditRow } from '../../administration';
import type { AuditEvent } from '../../administration';
import type { StoredSearchQuery } from './stored-search-query';

/** One search as it is written: the request, the full answer and the context that makes it reproducible. */
export interface SearchRecord {
  id: string;
  userId: string;
  organizationId: string | null;
  request: SearchRequest;
  matches: readonly StoredMatch[];
  /** PEP hits (issue 25); undefined when the plan has no PEP screening. */
  pepMatches?: readonly PepMatch[];
  /** The organisation's own watchlist hits (ADR 042); undefined when its plan screens none. */
  watchlistMatches?: readonly WatchlistMatch[];
  /** Matches above the threshold, also those beyond the cap on `matches`. */
  totalMatches: number;
  /** Milliseconds. */
  searchTimeMs: number;
  algorithm: string;
  listVersions: ListVersionRef[];
  /** PEP source versions screened; undefined when the plan has no PEP screening. */
  pepSourceVersions?: PepSourceVersionRef[];
  engineOptions: { minConfidence: number; maxResults: number };
  aiEnhanced: boolean;
  ip: string | null;
  userAgent: string | null;
  at: Date;
}

/** A match as answered plus the database ids of the list record it points to. */
export interface StoredMatch {
  match: Match;
  entryId: string;
  listVersionId: string | null;
}

/**
 * Writes one search in ONE statement (data-modifying CTEs, so one round trip and one implicit transaction):
 * the usage counting handed in as `countingCtes` (the usage feature's; its last CTE `counted_search` yields a
 * row only when the search was counted), then, `from counted_search`, the request, the session row holding
 * the full reply (the one copy of each entry as shown and of its explanation), the audit row and one
 * queryable result row per match. A search that could not be counted writes
 * nothing. The match list is serialised once and sent once; PostgreSQL derives the `search_results` rows
 * from it, so the session's copy and the rows cannot disagree. Foreign keys are checked at the end of the
 * statement, so the result rows may reference the request inserted beside them. Answers the statement's
 * result (`select * from counted_search`) for the usage feature to read.
 */
export async function insertSearchRecord(
  db: DbOrTx,
  record: SearchRecord,
  audit: AuditEvent,
  countingCtes: SQL,
): Promise<unknown> {
  const { request } = record;
  const at = record.at.toISOString();
  const matchesJson = JSON.stringify(record.matches.map((m) => m.match));
  // Index-aligned with the match list: the database ids a Match does not carry.
  const idsJson = JSON.stringify(record.matches.map((m) => [m.entryId, m.listVersionId]));
  const searchQuery: StoredSearchQuery = {
    query: request,
    algorithm: record.algorithm,
    listVersions: record.listVersions,
    ...(record.pepSourceVersions === undefined
      ? {}
      : { pepSourceVersions: record.pepSourceVersions }),
    engineOptions: record.engineOptions,
    organizationId: record.organizationId,
  };
  const listVersionIds = record.listVersions.map((v) => String(v.versionId ?? ''));
  const auditRow = toAuditRow(audit);
  // Hand-written rather than built with Drizzle's insert builders, and prepared once per connection: this
  // runs on every search, and building and planning it cost more CPU than its round trip.
  return executePrepared(
    db,
    sql`
    with ${countingCtes},
      matches as (select ${matchesJson}::jsonb as list),
      request as (
        insert into search_requests (id, user_id, organization_id, first_name, last_name, arabic_name,
          date_of_birth, nationality, search_type, sanction_lists, matches_found, search_time, ai_enhanced,
          algorithm_version, list_version_ids, ip_address, user_agent, created_at)
        select ${record.id}::uuid, ${record.userId}::uuid, ${record.organizationId}::uuid,
          ${request.firstName}, ${request.lastName}, ${request.arabicName}, ${request.dateOfBirth ?? null},
          ${request.nationality ?? null}, ${request.searchType}, ${request.sanctionLists},
          ${record.matches.length}::int, ${record.searchTimeMs}::real, ${record.aiEnhanced}::boolean,
          ${record.algorithm}, ${JSON.stringify(listVersionIds)}::jsonb, ${record.ip}, ${record.userAgent},
          ${at}::timestamptz
        from counted_search),
      session as (
        insert into search_sessions (session_id, user_id, search_query, search_results, pep_results,
          watchlist_results, total_matches, search_time, ip_address, user_agent, created_at)
        select ${record.id}, ${record.userId}::uuid, ${JSON.stringify(searchQuery)}::jsonb, matches.list,
          ${record.pepMatches === undefined ? null : JSON.stringify(record.pepMatches)}::jsonb,
          ${record.watchlistMatches === undefined ? null : JSON.stringify(record.watchlistMatches)}::jsonb,
          ${record.totalMatches}::int, ${record.searchTimeMs}::real, ${record.ip}, ${record.userAgent},
          ${at}::timestamptz
        from counted_search, matches),
      audit as (
        insert into audit_logs (user_id, actor_id, organization_id, action, success, details, ip_address,
          user_agent, created_at)
        select ${auditRow.userId ?? null}::uuid, ${auditRow.actorId ?? null}::uuid,
          ${auditRow.organizationId ?? null}::uuid, ${auditRow.action}, ${auditRow.success ?? true}::boolean,
          ${JSON.stringify(auditRow.details ?? null)}::jsonb, ${auditRow.ipAddress ?? null},
          ${auditRow.userAgent ?? null}, ${at}::timestamptz
        from counted_search),
      results as (
        insert into search_results (search_request_id, sanction_entry_id, list_version_id, sanction_list,
          source_id, rank, match_confidence, risk_level, status, match_type, matched_name, ai_analysis,
          created_at)
        select ${record.id}::uuid, (ids.value ->> 0)::uuid, (ids.value ->> 1)::uuid,
          m.value -> 'sanctionEntry' ->> 'sanctionList', m.value -> 'sanctionEntry' ->> 'sourceId',
          (m.position - 1)::int, (m.value ->> 'confidence')::real, m.value ->> 'riskLevel',
          m.value ->> 'status', m.value ->> 'matchType', m.value ->> 'matchedName',
          m.value ->> 'aiAnalysis', ${at}::timestamptz
        from counted_search, matches,
          jsonb_array_elements(matches.list) with ordinality as m(value, position)
          join jsonb_array_elements(${idsJson}::jsonb) with ordinality as ids(value, position)
            on ids.position = m.position)
    select * from counted_search`,
  );
}

/** A stored search with its session row and the searching account; undefined when unknown. */
export async function findSearchRow(db: DbOrTx, id: string) {
  const [row] = await db
    .select({
      request: searchRequests,
      session: {
        searchQuery: searchSessions.searchQuery,
        searchResults: searchSessions.searchResults,
        pepResults: searchSessions.pepResults,
        watchlistResults: searchSessions.watchlistResults,
        totalMatches: searchSessions.totalMatches,
      },
      user: {
        id: users.id,
        email: users.email,
        firstName: users.firstName,
        lastName: users.lastName,
        organizationId: users.organizationId,
      },
    })
    .from(searchRequests)
    .leftJoin(searchSessions, eq(searchSessions.sessionId, sql`${searchRequests.id}::text`))
    .leftJoin(users, eq(users.id, searchRequests.userId))
    .where(eq(searchRequests.id, id))
    .limit(1);
  return row;
}
