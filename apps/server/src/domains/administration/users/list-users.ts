import { and, asc, count, desc, eq, ilike, isNull, or, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { AdminUser, AdminUserSort, AdminUsersQueryParsed } from '@sanctions/contracts';
import type { Db } from '../../../db/client';
import { organizations } from '../../../db/schema/organizations';
import { users } from '../../../db/schema/users';
import { adminUserColumns, toAdminUser } from '../user-administration';

export interface UserPage {
  users: AdminUser[];
  total: number;
  page: number;
  pageSize: number;
}

// A typed % or _ is a letter to look for, not a wildcard.
const escapeLike = (value: string) => value.replace(/[\\%_]/g, (char) => `\\${char}`);

function filterOf(query: AdminUsersQueryParsed): SQL | undefined {
  const conditions: SQL[] = [isNull(users.deletedAt)];
  if (query.search) {
    const pattern = `%${escapeLike(query.search)}%`;
    const matches = or(
      ilike(users.firstName, pattern),
      ilike(users.lastName, pattern),
      ilike(users.email, pattern),
      // "Karim Haddad" as typed from the table's name column.
      ilike(sql`${users.firstName} || ' ' || ${users.lastName}`, pattern),
    );
    if (matches) conditions.push(matches);
  }
  if (query.role) conditions.push(eq(users.role, query.role));
  if (query.isActive !== undefined) conditions.push(eq(users.isActive, query.isActive));
  return and(...conditions);
}

const SORT_COLUMNS: Record<AdminUserSort, SQL[]> = {
  name: [sql`lower(${users.firstName})`, sql`lower(${users.lastName})`],
  email: [sql`${users.email}`],
  role: [sql`${users.role}`],
  createdAt: [sql`${users.createdAt}`],
  lastLoginAt: [sql`${users.lastLoginAt}`],
};

function orderOf(query: AdminUsersQueryParsed): SQL[] {
  const direction = query.order === 'asc' ? asc : desc;
  const columns = SORT_COLUMNS[query.sort].map((column) =>
    // Users who never signed in go last whichever way the column is sorted.
    query.sort === 'lastLoginAt' ? sql`${direction(column)} nulls last` : direction(column),
  );
  // The id breaks ties, so paging never shows a row twice or skips one.
  return [...columns, asc(users.id)];
}

/**
 * One page of the users staff see (deleted accounts left out), filtered, sorted and counted in SQL so
 * the table stays fast with tens of thousands of accounts.
 */
export async function listUsers(db: Db, query: AdminUsersQueryParsed): Promise<UserPage> {
  const where = filterOf(query);
  const rows = await db
    .select(adminUserColumns)
    .from(users)
    .leftJoin(organizations, eq(organizations.id, users.organizationId))
    .where(where)
    .orderBy(...orderOf(query))
    .limit(query.pageSize)
    .offset((query.page - 1) * query.pageSize);
  const [counted] = await db.select({ total: count() }).from(users).where(where);
  return {
    users: rows.map(toAdminUser),
    total: counted?.total ?? 0,
    page: query.page,
    pageSize: query.pageSize,
  };
}
