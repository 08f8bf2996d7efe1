import { and, count, desc, eq, gte, ilike, inArray, like, lte, not, or, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { ActivityFilters, ActivityType } from '@sanctions/contracts';
import type { DbOrTx } from '../../../db/client';
import { auditLogs } from '../../../db/schema/users';
import { ACTIVITY_TYPE_RULES } from './activity-catalogue';
import { describedTextCondition } from './activity-text-search';

export type AuditRow = typeof auditLogs.$inferSelect;

const escapeLike = (value: string) => value.replace(/[\\%_]/g, (char) => `\\${char}`);

function typeCondition(type: ActivityType): SQL {
  if (type === 'security_event') {
    const known = ACTIVITY_TYPE_RULES.map((rule) => typeCondition(rule.type));
    return not(or(...known) ?? sql`false`);
  }
  const rule = ACTIVITY_TYPE_RULES.find((candidate) => candidate.type === type);
  const parts: SQL[] = [];
  if (rule && rule.actions.length > 0) parts.push(inArray(auditLogs.action, [...rule.actions]));
  if (rule?.prefix) parts.push(like(auditLogs.action, `${escapeLike(rule.prefix)}%`));
  return or(...parts) ?? sql`false`;
}

/** A bare date (2026-03-01) as an upper bound means the whole of that UTC day. */
function upperBound(endDate: string): Date {
  const parsed = new Date(endDate);
  return /^\d{4}-\d{2}-\d{2}$/.test(endDate)
    ? new Date(parsed.getTime() + 24 * 60 * 60 * 1000 - 1)
    : parsed;
}

function whereFor(userId: string, filters: ActivityFilters): SQL | undefined {
  const conditions: (SQL | undefined)[] = [eq(auditLogs.userId, userId)];
  if (filters.types && filters.types.length > 0)
    conditions.push(or(...filters.types.map(typeCondition)));
  if (filters.startDate) conditions.push(gte(auditLogs.createdAt, new Date(filters.startDate)));
  if (filters.endDate) conditions.push(lte(auditLogs.createdAt, upperBound(filters.endDate)));
  if (filters.search) {
    const pattern = `%${escapeLike(filters.search)}%`;
    conditions.push(
      or(
        ilike(auditLogs.action, pattern),
        describedTextCondition(filters.search, pattern),
        ilike(sql`coalesce(${auditLogs.details}::text, '')`, pattern),
        ilike(sql`coalesce(${auditLogs.ipAddress}, '')`, pattern),
        ilike(sql`coalesce(${auditLogs.userAgent}, '')`, pattern),
      ),
    );
  }
  return and(...conditions);
}

/** One page of the user's audit rows matching the filters, newest first, and the total count. */
export async function findAuditPage(
  db: DbOrTx,
  userId: string,
  filters: ActivityFilters,
  page: { limit: number; offset: number },
): Promise<{ rows: AuditRow[]; total: number }> {
  const where = whereFor(userId, filters);
  const rows = await db
    .select()
    .from(auditLogs)
    .where(where)
    .orderBy(desc(auditLogs.createdAt), desc(auditLogs.id))
    .limit(page.limit)
    .offset(page.offset);
  const [counted] = await db.select({ total: count() }).from(auditLogs).where(where);
  return { rows, total: counted?.total ?? 0 };
}
