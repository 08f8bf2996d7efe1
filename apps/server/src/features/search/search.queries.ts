import { eq, sql } from 'drizzle-orm';
import type { ListVersionRef, Match, SearchRequest } from '@sanctions/contracts';
import type { DbOrTx } from '../../db/client';
import { searchRequests, searchResults, searchSessions } from '../../db/schema/search';
import { users } from '../../db/schema/users';
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
 * Writes the request, its result rows (one multi-row insert) and the session row holding the full reply.
 * Call inside the search's transaction.
 */
export async function insertSearchRecord(tx: DbOrTx, record: SearchRecord): Promise<void> {
  const { request } = record;
  await tx.insert(searchRequests).values({
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
  if (record.matches.length > 0) {
    await tx.insert(searchResults).values(
      record.matches.map(({ match, entryId, listVersionId }, rank) => ({
        searchRequestId: record.id,
        sanctionEntryId: entryId,
        listVersionId,
        sanctionList: match.sanctionEntry.sanctionList,
        sourceId: match.sanctionEntry.sourceId,
        rank,
        matchConfidence: match.confidence,
        riskLevel: match.riskLevel,
        status: match.status,
        matchType: match.matchType,
        matchedName: match.matchedName,
        aiAnalysis: match.aiAnalysis,
        explanation: match.explanation,
        entrySnapshot: match.sanctionEntry,
        createdAt: record.at,
      })),
    );
  }
  const searchQuery: StoredSearchQuery = {
    query: request,
    algorithm: record.algorithm,
    listVersions: record.listVersions,
    engineOptions: record.engineOptions,
    organizationId: record.organizationId,
  };
  await tx.insert(searchSessions).values({
    sessionId: record.id,
    userId: record.userId,
    searchQuery: { ...searchQuery },
    searchResults: record.matches.map((m) => m.match),
    totalMatches: record.matches.length,
    searchTime: record.searchTimeMs,
    ipAddress: record.ip,
    userAgent: record.userAgent,
    createdAt: record.at,
  });
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
