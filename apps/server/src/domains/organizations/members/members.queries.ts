import { and, asc, eq, isNull, ne, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import { organizations } from '../../../db/schema/organizations';
import { apiKeys, notifications, refreshTokens, users } from '../../../db/schema/users';

export type MemberRow = typeof users.$inferSelect;

/** The organisation's members (not deleted): owners first, then admins, then members, by name. */
export function findMembers(db: DbOrTx, organizationId: string) {
  return db
    .select()
    .from(users)
    .where(and(eq(users.organizationId, organizationId), isNull(users.deletedAt)))
    .orderBy(
      sql`case ${users.organizationRole} when 'owner' then 0 when 'admin' then 1 else 2 end`,
      asc(users.firstName),
      asc(users.lastName),
      asc(users.id),
    );
}

/** One member of the organisation; undefined for an unknown id and for another organisation's user. */
export async function findMember(
  db: DbOrTx,
  organizationId: string,
  userId: string,
): Promise<MemberRow | undefined> {
  const [row] = await db
    .select()
    .from(users)
    .where(
      and(eq(users.id, userId), eq(users.organizationId, organizationId), isNull(users.deletedAt)),
    )
    .limit(1);
  return row;
}

/** Owners of the organisation other than `exceptUserId` (deleted accounts do not count). */
export async function countOtherOwners(
  db: DbOrTx,
  organizationId: string,
  exceptUserId: string,
): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(users)
    .where(
      and(
        eq(users.organizationId, organizationId),
        eq(users.organizationRole, 'owner'),
        isNull(users.deletedAt),
        ne(users.id, exceptUserId),
      ),
    );
  return row?.count ?? 0;
}

/** Updates a member of the organisation, scoped in the WHERE like every other statement here. */
export async function updateMember(
  db: DbOrTx,
  organizationId: string,
  userId: string,
  values: Partial<
    Pick<MemberRow, 'organizationRole' | 'maxSearchesPerDay' | 'maxSearchesPerMonth'>
  > & {
    updatedAt: Date;
  },
): Promise<MemberRow | undefined> {
  const [row] = await db
    .update(users)
    .set(values)
    .where(and(eq(users.id, userId), eq(users.organizationId, organizationId)))
    .returning();
  return row;
}

/** The member leaves the organisation and becomes a standalone account. */
export async function detachMember(
  db: DbOrTx,
  organizationId: string,
  userId: string,
  now: Date,
): Promise<MemberRow | undefined> {
  const [row] = await db
    .update(users)
    .set({ organizationId: null, organizationRole: 'member', updatedAt: now })
    .where(and(eq(users.id, userId), eq(users.organizationId, organizationId)))
    .returning();
  return row;
}

/** Ends every session of the user; returns how many sign-ins (token families) were ended. */
export async function revokeSessions(
  db: DbOrTx,
  userId: string,
  now: Date,
  reason: string,
): Promise<number> {
  const revoked = await db
    .update(refreshTokens)
    .set({ revokedAt: now, revokedReason: reason })
    .where(and(eq(refreshTokens.userId, userId), isNull(refreshTokens.revokedAt)))
    .returning({ familyId: refreshTokens.familyId });
  return new Set(revoked.map((token) => token.familyId)).size;
}

/**
 * Revokes every API key of the user still in force (issue 24 §3): a key acts for the membership it was
 * used under, so it ends with it, as the sessions do. Returns how many.
 */
export async function revokeApiKeys(db: DbOrTx, userId: string, now: Date): Promise<number> {
  const revoked = await db
    .update(apiKeys)
    .set({ revokedAt: now })
    .where(and(eq(apiKeys.userId, userId), isNull(apiKeys.revokedAt)))
    .returning({ id: apiKeys.id });
  return revoked.length;
}

/**
 * Deletes the user's notifications about the organisation's records (its bulk jobs, alerts, billing):
 * they go with the membership (issue 24 §3). Returns how many.
 */
export async function deleteOrganizationNotifications(
  db: DbOrTx,
  organizationId: string,
  userId: string,
): Promise<number> {
  const deleted = await db
    .delete(notifications)
    .where(and(eq(notifications.userId, userId), eq(notifications.organizationId, organizationId)))
    .returning({ id: notifications.id });
  return deleted.length;
}

export async function findOrganizationName(db: DbOrTx, organizationId: string): Promise<string> {
  const [row] = await db
    .select({ displayName: organizations.displayName })
    .from(organizations)
    .where(eq(organizations.id, organizationId))
    .limit(1);
  return row?.displayName ?? '';
}
