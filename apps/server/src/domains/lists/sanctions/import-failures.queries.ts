import { and, desc, eq, inArray, isNull, lt, ne, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import { listVersions } from '../../../db/schema/sanctions';
import { users } from '../../../db/schema/users';
import type { ListVersionRow } from './sanctions.queries';

/** The newest failed import of each publication (sanction list + list source). */
export async function findLatestFailures(db: DbOrTx): Promise<ListVersionRow[]> {
  const rows = await db
    .selectDistinctOn([listVersions.sanctionList, listVersions.listSource])
    .from(listVersions)
    .where(eq(listVersions.status, 'failed'))
    .orderBy(
      listVersions.sanctionList,
      listVersions.listSource,
      desc(listVersions.importedAt),
      desc(listVersions.createdAt),
    );
  return rows;
}

/** The failed import of the same publication just before this one, if any. */
export async function findPreviousFailure(
  db: DbOrTx,
  failure: ListVersionRow,
): Promise<ListVersionRow | undefined> {
  const [row] = await db
    .select()
    .from(listVersions)
    .where(
      and(
        eq(listVersions.sanctionList, failure.sanctionList),
        eq(listVersions.listSource, failure.listSource),
        eq(listVersions.status, 'failed'),
        ne(listVersions.id, failure.id),
        failure.importedAt
          ? sql`${listVersions.importedAt} <= ${failure.importedAt.toISOString()}::timestamptz`
          : lt(listVersions.createdAt, failure.createdAt),
      ),
    )
    .orderBy(desc(listVersions.importedAt), desc(listVersions.createdAt))
    .limit(1);
  return row;
}

/** Active accounts that may act on list imports (admins and super admins). */
export async function findListAdmins(db: DbOrTx): Promise<{ id: string }[]> {
  return db
    .select({ id: users.id })
    .from(users)
    .where(
      and(
        inArray(users.role, ['admin', 'super_admin']),
        eq(users.isActive, true),
        isNull(users.deletedAt),
      ),
    );
}
