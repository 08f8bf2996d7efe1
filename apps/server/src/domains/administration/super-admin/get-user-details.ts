import { and, countDistinct, desc, eq, gt, isNull } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { RECENT_AUDIT_LIMIT, RECENT_LOGIN_ATTEMPTS_LIMIT } from '@sanctions/contracts';
import type { UserDetails } from '@sanctions/contracts';
import type { Db } from '../../../db/client';
import { organizations } from '../../../db/schema/organizations';
import {
  auditLogs,
  loginAttempts,
  refreshTokens,
  users,
  userTwoFactor,
} from '../../../db/schema/users';
import { findTargetUser } from './find-target-user';
import { toUserAuditEntry } from './to-user-audit-entry';

const actors = alias(users, 'actors');

async function findSecurityState(db: Db, userId: string, now: Date) {
  const [account] = await db
    .select({
      mustChangePassword: users.mustChangePassword,
      passwordChangedAt: users.passwordChangedAt,
      lastLoginAt: users.lastLoginAt,
      twoFactorEnabled: userTwoFactor.isEnabled,
    })
    .from(users)
    .leftJoin(userTwoFactor, eq(userTwoFactor.userId, users.id))
    .where(eq(users.id, userId))
    .limit(1);
  const [sessions] = await db
    .select({ live: countDistinct(refreshTokens.familyId) })
    .from(refreshTokens)
    .where(
      and(
        eq(refreshTokens.userId, userId),
        isNull(refreshTokens.revokedAt),
        gt(refreshTokens.expiresAt, now),
      ),
    );
  return {
    twoFactorEnabled: account?.twoFactorEnabled ?? false,
    mustChangePassword: account?.mustChangePassword ?? false,
    activeSessions: sessions?.live ?? 0,
    passwordChangedAt: account?.passwordChangedAt?.toISOString() ?? null,
    lastLoginAt: account?.lastLoginAt?.toISOString() ?? null,
  };
}

async function findOrganization(db: Db, organizationId: string | null) {
  if (organizationId === null) return null;
  const [row] = await db
    .select({
      id: organizations.id,
      name: organizations.name,
      displayName: organizations.displayName,
      status: organizations.status,
    })
    .from(organizations)
    .where(eq(organizations.id, organizationId))
    .limit(1);
  return row ?? null;
}

async function recentLoginAttempts(db: Db, userId: string) {
  const rows = await db
    .select()
    .from(loginAttempts)
    .where(eq(loginAttempts.userId, userId))
    .orderBy(desc(loginAttempts.createdAt))
    .limit(RECENT_LOGIN_ATTEMPTS_LIMIT);
  return rows.map((row) => ({
    id: row.id,
    success: row.success,
    failureReason: row.failureReason,
    ipAddress: row.ipAddress,
    userAgent: row.userAgent,
    timestamp: row.createdAt.toISOString(),
  }));
}

async function recentAudit(db: Db, userId: string) {
  const rows = await db
    .select({
      row: auditLogs,
      actor: {
        id: actors.id,
        firstName: actors.firstName,
        lastName: actors.lastName,
        email: actors.email,
      },
    })
    .from(auditLogs)
    .leftJoin(actors, eq(actors.id, auditLogs.actorId))
    .where(eq(auditLogs.userId, userId))
    .orderBy(desc(auditLogs.createdAt))
    .limit(RECENT_AUDIT_LIMIT);
  return rows.map(({ row, actor }) => toUserAuditEntry(row, actor));
}

/** Everything the console's user details show: profile, organisation, security state and recent history. */
export async function getUserDetails(db: Db, userId: string, now: Date): Promise<UserDetails> {
  const user = await findTargetUser(db, userId);
  const [organization, security, attempts, audit] = await Promise.all([
    findOrganization(db, user.organizationId),
    findSecurityState(db, userId, now),
    recentLoginAttempts(db, userId),
    recentAudit(db, userId),
  ]);
  return { user, organization, security, recentLoginAttempts: attempts, recentAudit: audit };
}
