import { and, count, desc, eq, ilike, isNull, or, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { SuperAdminUsersQueryParsed, SuperAdminUsersReply } from '@sanctions/contracts';
import type { Db } from '../../../db/client';
import { organizations } from '../../../db/schema/organizations';
import { users } from '../../../db/schema/users';
import { adminUserColumns, toAdminUser } from '../user-administration';
import { countUsage } from './count-usage';
import { containsPattern } from './like-pattern';

type UsersQuery = SuperAdminUsersQueryParsed;

function userConditions(query: UsersQuery): SQL | undefined {
  const conditions: (SQL | undefined)[] = [isNull(users.deletedAt)];
  if (query.search !== undefined && query.search !== '') {
    const pattern = containsPattern(query.search);
    conditions.push(
      or(
        ilike(users.firstName, pattern),
        ilike(users.lastName, pattern),
        ilike(users.email, pattern),
        ilike(sql`${users.firstName} || ' ' || ${users.lastName}`, pattern),
      ),
    );
  }
  return and(...conditions);
}

/**
 * Every account that is not deleted, newest first, with its usage counts: the console's user picker and
 * User Management list. Usage is summed only for the page's users.
 */
export async function listUsersWithUsage(
  db: Db,
  query: UsersQuery,
  now: Date,
): Promise<SuperAdminUsersReply['data']> {
  const where = userConditions(query);
  const [rows, [totals]] = await Promise.all([
    db
      .select({ ...adminUserColumns, mustChangePassword: users.mustChangePassword })
      .from(users)
      .leftJoin(organizations, eq(organizations.id, users.organizationId))
      .where(where)
      .orderBy(desc(users.createdAt), desc(users.id))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db.select({ total: count() }).from(users).where(where),
  ]);
  const usage = await countUsage(
    db,
    rows.map((row) => row.id),
    now,
  );
  return {
    users: rows.map((row) => ({
      ...toAdminUser(row),
      mustChangePassword: row.mustChangePassword,
      usage: usage.get(row.id) ?? { today: 0, thisMonth: 0, totalSearches: 0 },
    })),
    total: totals?.total ?? 0,
    page: query.page,
    pageSize: query.pageSize,
  };
}
