import { and, eq, exists, gt, isNull, sql } from 'drizzle-orm';
import type { SessionUser } from '@sanctions/contracts';
import type { Db, DbOrTx } from '../../../db/client';
import { preparedPerDatabase } from '../../../db/prepared-per-database';
import { organizations } from '../../../db/schema/organizations';
import { refreshTokens, users, userTwoFactor } from '../../../db/schema/users';
import { requirementOf, staffRequiresTwoFactorSql } from '../two-factor/two-factor-requirement';

/** A users row as selected here. */
export type UserRow = typeof users.$inferSelect;

/** The session view of a user: only the fields the contract whitelists, timestamps as ISO strings. */
export function toSessionUser(
  user: UserRow,
  twoFactorEnabled: boolean,
  twoFactorRequired: boolean,
): SessionUser {
  return {
    id: user.id,
    email: user.email,
    firstName: user.firstName,
    lastName: user.lastName,
    role: user.role,
    organizationId: user.organizationId,
    // The column defaults to 'member'; without an organisation that default means nothing.
    organizationRole: user.organizationId === null ? null : user.organizationRole,
    createdAt: user.createdAt.toISOString(),
    isActive: user.isActive,
    isVerified: user.isVerified,
    maxSearchesPerDay: user.maxSearchesPerDay,
    maxSearchesPerMonth: user.maxSearchesPerMonth,
    notes: user.notes,
    lastLoginAt: user.lastLoginAt?.toISOString() ?? null,
    twoFactorEnabled,
    mustChangePassword: user.mustChangePassword,
    twoFactorRequired,
  };
}

/** True when the user has an enabled second factor. */
export async function isTwoFactorEnabled(db: DbOrTx, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ isEnabled: userTwoFactor.isEnabled })
    .from(userTwoFactor)
    .where(eq(userTwoFactor.userId, userId))
    .limit(1);
  return row?.isEnabled ?? false;
}

const sessionUserQuery = preparedPerDatabase((db) => {
  const liveSession = db
    .select({ one: sql`1` })
    .from(refreshTokens)
    .where(
      and(
        eq(refreshTokens.familyId, sql.placeholder('sessionId')),
        eq(refreshTokens.userId, sql.placeholder('userId')),
        isNull(refreshTokens.revokedAt),
        gt(refreshTokens.expiresAt, sql.placeholder('now')),
      ),
    );
  return db
    .select({
      user: users,
      twoFactorEnabled: userTwoFactor.isEnabled,
      organizationRequiresTwoFactor: organizations.requireTwoFactor,
      staffRequiresTwoFactor: staffRequiresTwoFactorSql,
    })
    .from(users)
    .leftJoin(userTwoFactor, eq(userTwoFactor.userId, users.id))
    .leftJoin(organizations, eq(organizations.id, users.organizationId))
    .where(
      and(
        eq(users.id, sql.placeholder('userId')),
        eq(users.isActive, true),
        isNull(users.deletedAt),
        exists(liveSession),
      ),
    )
    .limit(1)
    .prepare('find_session_user');
});

/**
 * The user behind an access token, or null when the account is gone, deactivated, soft-deleted, or the
 * token's session family has been revoked (logout, reuse detection): an access token dies with its session.
 * Every authenticated request runs this, so it is one prepared query with the live-session check as a
 * subquery; the two-factor requirement (organisation, staff policy) is read in the same statement.
 */
export async function findSessionUser(
  db: Db,
  userId: string,
  sessionId: string,
  now: Date,
): Promise<SessionUser | null> {
  const [row] = await sessionUserQuery(db).execute({
    userId,
    sessionId,
    now: now.toISOString(),
  });
  if (!row) return null;
  return toSessionUser(
    row.user,
    row.twoFactorEnabled ?? false,
    requirementOf(row.user.role, row.organizationRequiresTwoFactor, row.staffRequiresTwoFactor),
  );
}
