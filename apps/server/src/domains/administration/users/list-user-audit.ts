import { and, desc, eq, inArray } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { USER_ADMIN_MESSAGES } from '@sanctions/contracts';
import type { UserAuditEntry } from '@sanctions/contracts';
import type { Db } from '../../../db/client';
import { auditLogs, users } from '../../../db/schema/users';
import { AppError } from '../../../lib/app-error';

/** Audit actions that are administrative acts on a user (issue 11 item 5), shown in the User Details dialog. */
export const USER_ADMIN_AUDIT_ACTIONS = [
  'user_updated',
  'user_deactivated',
  'user_deleted',
  'password_reset',
  'password_reset_by_admin',
  'super_admin_password_reset',
  'super_admin_force_password_change',
  'password_change',
  'organization_approved',
  'organization_rejected',
];

const actors = alias(users, 'actor');

function record(value: unknown): Record<string, unknown> | null {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return null;
  return Object.fromEntries(Object.entries(value));
}

/** The administrative audit rows concerning one user, newest first, with who acted. */
export async function listUserAudit(
  db: Db,
  userId: string,
  limit: number,
): Promise<UserAuditEntry[]> {
  const [target] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  if (!target) throw new AppError('NOT_FOUND', USER_ADMIN_MESSAGES.notFound);
  const rows = await db
    .select({
      log: auditLogs,
      actor: {
        id: actors.id,
        firstName: actors.firstName,
        lastName: actors.lastName,
        email: actors.email,
      },
    })
    .from(auditLogs)
    .leftJoin(actors, eq(actors.id, auditLogs.actorId))
    .where(and(eq(auditLogs.userId, userId), inArray(auditLogs.action, USER_ADMIN_AUDIT_ACTIONS)))
    .orderBy(desc(auditLogs.createdAt), desc(auditLogs.id))
    .limit(limit);
  return rows.map(({ log, actor }) => {
    const details = record(log.details);
    const reason = details?.reason;
    return {
      id: log.id,
      action: log.action,
      success: log.success,
      timestamp: log.createdAt.toISOString(),
      actor,
      reason: typeof reason === 'string' ? reason : null,
      before: record(details?.before),
      after: record(details?.after),
      ipAddress: log.ipAddress,
      userAgent: log.userAgent,
    };
  });
}
