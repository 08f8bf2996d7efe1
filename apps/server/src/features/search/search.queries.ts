import { eq, sql } from 'drizzle-orm';
import type { ListVersionRef, Match, SearchRequest } from '@sanctions/contracts';
import type { DbOrTx } from '../../db/client';
import { searchRequests, searchResults, searchSessions } from '../../db/schema/search';
import { auditLogs, users } from '../../db/schema/users';
import { toAuditRow } from '../../lib/audit';
import type { AuditEvent } from '../../lib/audit';
import type { StoredSearchQuery } from './stored-search-query';

/** One search as it is written: the request, the full answer and the context that makes it reproducible. */
export interface SearchRecord {
  id: string;
  userId: string;
  organizationId: string | null;
  request: SearchRequest;
  matches: readonly StoredMatch[];
  /** Milliseconds. */
  searchTimeMs: number;
  algorithm: string;
  listVersions: ListVersionRef[];
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
 * Writes the whole evidence of one search in ONE statement (data-modifying CTEs): the request, the session
 * row holding the full reply, the audit row and one result row per match. The match list is serialised
 * once and sent once; PostgreSQL derives the `search_results` rows from it, so the session's copy and the
 * rows cannot disagree. Foreign keys are checked at the end of the statement, so the result rows may
 * reference the request inserted beside them. Call inside the search's transaction (with the counters).
 */
export async function insertSearchRecord(
  tx: DbOrTx,
  record: SearchRecord,
  audit: AuditEvent,
): Promise<void> {
  const { request } = record;
  const at = record.at.toISOString();
  const matchesJson = JSON.stringify(record.matches.map((m) => m.match));
  // Index-aligned with the match list: the database ids a Match does not carry.
  const idsJson = JSON.stringify(record.matches.map((m) => [m.entryId, m.listVersionId]));
  const searchQuery: StoredSearchQuery = {
    query: request,
    algorithm: record.algorithm,
    listVersions: record.listVersions,
    engineOptions: record.engineOptions,
    organizationId: record.organizationId,
  };
  const insertRequest = tx.insert(searchRequests).values({
    id: record.id,
    userId: record.userId,
    organizationId: record.organizationId,
    firstName: request.firstName,
    lastName: request.lastName,
    arabicName: request.arabicName,
    dateOfBirth: request.dateOfBirth ?? null,
    nationality: request.nationality ?? null,
    searchType: request.searchType,
    sanctionLists: request.sanctionLists,
    matchesFound: record.matches.length,
    searchTime: record.searchTimeMs,
    aiEnhanced: record.aiEnhanced,
    algorithmVersion: record.algorithm,
    listVersionIds: record.listVersions.map((v) => String(v.versionId ?? '')),
    ipAddress: record.ip,
    userAgent: record.userAgent,
    createdAt: record.at,
  });
  const insertSession = tx.insert(searchSessions).values({
    sessionId: record.id,
    userId: record.userId,
    searchQuery: { ...searchQuery },
    searchResults: sql`(select list from matches)`,
    totalMatches: record.matches.length,
    searchTime: record.searchTimeMs,
    ipAddress: record.ip,
    userAgent: record.userAgent,
    createdAt: record.at,
  });
  const insertAudit = tx.insert(auditLogs).values(toAuditRow(audit));
  await tx.execute(sql`
    with matches as (select ${matchesJson}::jsonb as list),
      request as (${insertRequest.getSQL()}),
      session as (${insertSession.getSQL()}),
      audit as (${insertAudit.getSQL()})
    insert into ${searchResults} (search_request_id, sanction_entry_id, list_version_id, sanction_list,
      source_id, rank, match_confidence, risk_level, status, match_type, matched_name, ai_analysis,
      explanation, entry_snapshot, created_at)
    select ${record.id}::uuid, (ids.value ->> 0)::uuid, (ids.value ->> 1)::uuid,
      m.value -> 'sanctionEntry' ->> 'sanctionList', m.value -> 'sanctionEntry' ->> 'sourceId',
      (m.position - 1)::int, (m.value ->> 'confidence')::real, m.value ->> 'riskLevel',
      m.value ->> 'status', m.value ->> 'matchType', m.value ->> 'matchedName',
      m.value ->> 'aiAnalysis', m.value -> 'explanation', m.value -> 'sanctionEntry', ${at}::timestamptz
    from matches,
      jsonb_array_elements(matches.list) with ordinality as m(value, position)
      join jsonb_array_elements(${idsJson}::jsonb) with ordinality as ids(value, position)
        on ids.position = m.position`);
}

/** A stored search with its session row and the searching account; undefined when unknown. */
export async function findSearchRow(db: DbOrTx, id: string) {
  const [row] = await db
    .select({
      request: searchRequests,
      session: {
        searchQuery: searchSessions.searchQuery,
        searchResults: searchSessions.searchResults,
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
