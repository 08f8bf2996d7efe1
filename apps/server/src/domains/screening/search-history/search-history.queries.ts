import { and, count, desc, eq, gte, inArray, lte, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { ScreeningHistoryQuery } from '@sanctions/contracts';
import type { DbOrTx } from '../../../db/client';
import { searchRequests } from '../../../db/schema/search';
import { users } from '../../../db/schema/users';
import { ownRecordsReadableBy } from '../../../lib/access/record-access';

/** Whose searches a caller lists: their own, or their organisation's. */
export type HistoryScope =
  /** The caller's own searches still theirs to read: none of an organisation they no longer belong to. */
  | { kind: 'own'; userId: string; organizationId: string | null }
  | { kind: 'organization'; organizationId: string };

export type HistoryFilters = Omit<ScreeningHistoryQuery, 'page' | 'pageSize'>;

const escapeLike = (value: string) => value.replace(/[\\%_]/g, (char) => `\\${char}`);

/**
 * Latin combining accents and Arabic harakat, tatweel and superscript alef: stripped from both sides so
 * "Müller" finds "Muller" and "مُحَمَّد" finds "محمد". The same class is applied in SQL (after NFD).
 */
const MARKS_CLASS = '[\u0300-\u036f\u0640\u064b-\u065f\u0670]';
const isMark = (codePoint: number) =>
  (codePoint >= 0x300 && codePoint <= 0x36f) ||
  codePoint === 0x640 ||
  (codePoint >= 0x64b && codePoint <= 0x65f) ||
  codePoint === 0x670;

/** The typed text as the database side is folded: NFD without marks, lower case. */
export function foldName(value: string): string {
  return Array.from(value.normalize('NFD'))
    .filter((char) => !isMark(char.codePointAt(0) ?? 0))
    .join('')
    .toLowerCase();
}

const foldedNames = sql`lower(regexp_replace(normalize(${searchRequests.firstName} || ' ' || ${searchRequests.lastName} || ' ' || ${searchRequests.arabicName}, NFD), ${MARKS_CLASS}, '', 'g'))`;

/** Risk levels ranked so the highest sorts first (1 = high). */
const RISK_RANK = sql`case sr.risk_level when 'high' then 1 when 'medium' then 2 else 3 end`;

/** The highest risk level among the search's stored matches; null for a clear search. */
export const topRiskExpression = sql<
  string | null
>`(select case min(${RISK_RANK}) when 1 then 'high' when 2 then 'medium' when 3 then 'low' end from search_results sr where sr.search_request_id = ${searchRequests.id})`;

const topConfidenceExpression = sql<
  number | null
>`(select max(sr.match_confidence) from search_results sr where sr.search_request_id = ${searchRequests.id})`;

/** A bare date (2026-03-01) as an upper bound means the whole of that UTC day. */
function upperBound(to: string): Date {
  const parsed = new Date(to);
  return /^\d{4}-\d{2}-\d{2}$/.test(to)
    ? new Date(parsed.getTime() + 24 * 60 * 60 * 1000 - 1)
    : parsed;
}

function outcomeCondition(outcome: NonNullable<HistoryFilters['outcome']>): SQL {
  if (outcome === 'clear') return eq(searchRequests.matchesFound, 0);
  if (outcome === 'hits') return sql`${searchRequests.matchesFound} > 0`;
  return sql`${topRiskExpression} = ${outcome}`;
}

function whereFor(scope: HistoryScope, filters: HistoryFilters): SQL | undefined {
  const conditions: (SQL | undefined)[] = [
    scope.kind === 'own'
      ? ownRecordsReadableBy(searchRequests, {
          id: scope.userId,
          organizationId: scope.organizationId,
        })
      : eq(searchRequests.organizationId, scope.organizationId),
  ];
  if (filters.userId) conditions.push(eq(searchRequests.userId, filters.userId));
  if (filters.from) conditions.push(gte(searchRequests.createdAt, new Date(filters.from)));
  if (filters.to) conditions.push(lte(searchRequests.createdAt, upperBound(filters.to)));
  if (filters.list) conditions.push(inArray(searchRequests.sanctionLists, [filters.list, 'all']));
  if (filters.outcome) conditions.push(outcomeCondition(filters.outcome));
  const folded = filters.q === undefined ? '' : foldName(filters.q).trim();
  if (folded !== '') {
    conditions.push(sql`${foldedNames} like ${`%${escapeLike(folded)}%`}`);
  }
  return and(...conditions);
}

/** One page of the scope's searches matching the filters, newest first, with the total. */
export async function findHistoryPage(
  db: DbOrTx,
  scope: HistoryScope,
  filters: HistoryFilters,
  page: { limit: number; offset: number },
) {
  const where = whereFor(scope, filters);
  const rows = await db
    .select({
      id: searchRequests.id,
      createdAt: searchRequests.createdAt,
      firstName: searchRequests.firstName,
      lastName: searchRequests.lastName,
      arabicName: searchRequests.arabicName,
      dateOfBirth: searchRequests.dateOfBirth,
      nationality: searchRequests.nationality,
      searchType: searchRequests.searchType,
      sanctionLists: searchRequests.sanctionLists,
      matchesFound: searchRequests.matchesFound,
      algorithmVersion: searchRequests.algorithmVersion,
      listVersionCount: sql<number>`jsonb_array_length(${searchRequests.listVersionIds})`.mapWith(
        Number,
      ),
      topRisk: topRiskExpression,
      topConfidence: topConfidenceExpression,
      userId: users.id,
      userFirstName: users.firstName,
      userLastName: users.lastName,
    })
    .from(searchRequests)
    .leftJoin(users, eq(users.id, searchRequests.userId))
    .where(where)
    .orderBy(desc(searchRequests.createdAt), desc(searchRequests.id))
    .limit(page.limit)
    .offset(page.offset);
  const [counted] = await db.select({ total: count() }).from(searchRequests).where(where);
  return { rows, total: counted?.total ?? 0 };
}

/** The organisation's members, by name, for the user filter. */
export async function findOrganizationMembers(db: DbOrTx, organizationId: string) {
  return db
    .select({ id: users.id, firstName: users.firstName, lastName: users.lastName })
    .from(users)
    .where(eq(users.organizationId, organizationId))
    .orderBy(users.firstName, users.lastName);
}
