import { and, count, desc, eq, gt, gte, ilike, lt, or, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { SearchHistoryQueryParsed, SearchHistoryReply } from '@sanctions/contracts';
import type { Db } from '../../../db/client';
import { searchRequests, searchSessions } from '../../../db/schema/search';
import { users } from '../../../db/schema/users';
import { containsPattern } from './like-pattern';
import { dayBounds } from './utc-periods';

type SearchHistoryPage = SearchHistoryReply['data'];

function historyConditions(query: SearchHistoryQueryParsed): SQL[] {
  const conditions: SQL[] = [];
  if (query.userId !== undefined) conditions.push(eq(searchRequests.userId, query.userId));
  if (query.from !== undefined) {
    conditions.push(gte(searchRequests.createdAt, dayBounds(query.from).start));
  }
  if (query.to !== undefined)
    conditions.push(lt(searchRequests.createdAt, dayBounds(query.to).next));
  if (query.withMatches === true) conditions.push(gt(searchRequests.matchesFound, 0));
  if (query.name !== undefined && query.name !== '') {
    const pattern = containsPattern(query.name);
    const name = or(
      ilike(searchRequests.firstName, pattern),
      ilike(searchRequests.lastName, pattern),
      ilike(searchRequests.arabicName, pattern),
      ilike(sql`${searchRequests.firstName} || ' ' || ${searchRequests.lastName}`, pattern),
    );
    if (name) conditions.push(name);
  }
  return conditions;
}

/**
 * Every user's screenings, newest first (spec 3 "Search history row"), filtered and paged in SQL. Each row
 * names the stored evidence to open (`sessionId`); a search of a removed account keeps its row.
 */
export async function listSearchHistory(
  db: Db,
  query: SearchHistoryQueryParsed,
): Promise<SearchHistoryPage> {
  const where = and(...historyConditions(query));
  const [rows, [totals]] = await Promise.all([
    db
      .select({
        request: searchRequests,
        user: { firstName: users.firstName, lastName: users.lastName, email: users.email },
        sessionId: searchSessions.sessionId,
      })
      .from(searchRequests)
      .leftJoin(users, eq(users.id, searchRequests.userId))
      .leftJoin(searchSessions, eq(searchSessions.sessionId, sql`${searchRequests.id}::text`))
      .where(where)
      .orderBy(desc(searchRequests.createdAt), desc(searchRequests.id))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db.select({ total: count() }).from(searchRequests).where(where),
  ]);
  return {
    history: rows.map(({ request, user, sessionId }) => ({
      id: request.id,
      searchTime: request.createdAt.toISOString(),
      durationMs: request.searchTime,
      userId: request.userId,
      userName: user ? `${user.firstName} ${user.lastName}`.trim() : null,
      userEmail: user?.email ?? null,
      firstName: request.firstName,
      lastName: request.lastName,
      arabicName: request.arabicName,
      nationality: request.nationality,
      matchFound: request.matchesFound > 0,
      matchCount: request.matchesFound,
      sessionId,
    })),
    total: totals?.total ?? 0,
    page: query.page,
    pageSize: query.pageSize,
  };
}
