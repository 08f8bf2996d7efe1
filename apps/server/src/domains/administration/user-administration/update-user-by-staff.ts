import { and, eq, ne } from 'drizzle-orm';
import { USER_ADMIN_MESSAGES } from '@sanctions/contracts';
import type { AdminUser, UserChanges } from '@sanctions/contracts';
import type { Db, Tx } from '../../../db/client';
import { users } from '../../../db/schema/users';
import { AppError } from '../../../lib/app-error';
import { recordAudit } from '../audit/audit';
import { isUniqueViolation } from '../../../lib/unique-violation';
import { findAdminUser } from './admin-user-view';
import { diffUserChanges } from './changed-fields';
import { lockManagedUser } from './lock-managed-user';
import { revokeUserSessions } from './revoke-user-sessions';
import type { StaffActionContext } from './staff-actor';
import { assertMayUpdate } from './staff-rules';

export interface StaffUserUpdate extends StaffActionContext {
  changes: UserChanges;
}

const emailInUse = () => new AppError('CONFLICT', USER_ADMIN_MESSAGES.emailInUse);

/** E-mails are stored lower-cased (the unique constraint relies on it); blank notes are no notes. */
function normalise(changes: UserChanges): UserChanges {
  return {
    ...changes,
    ...(changes.email !== undefined ? { email: changes.email.toLowerCase() } : {}),
    ...(typeof changes.notes === 'string' && changes.notes.trim() === '' ? { notes: null } : {}),
  };
}

async function assertEmailFree(tx: Tx, email: string, targetId: string): Promise<void> {
  const [taken] = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.email, email), ne(users.id, targetId)))
    .limit(1);
  if (taken) throw emailInUse();
}

/**
 * A staff member changes a user (admin edit dialog, super-admin console). The rules are checked on the
 * locked row; only the fields that really change are written and audited with their values before and
 * after. Deactivating through the active flag ends the user's sessions at once, like a deletion does.
 */
export async function updateUserByStaff(db: Db, update: StaffUserUpdate): Promise<AdminUser> {
  const changes = normalise(update.changes);
  try {
    return await db.transaction(async (tx) => {
      const target = await lockManagedUser(tx, update.targetId);
      assertMayUpdate(update.actor, target, changes);
      const diff = diffUserChanges(target, changes);
      if (Object.keys(diff.set).length > 0) {
        if (diff.set.email !== undefined) await assertEmailFree(tx, diff.set.email, target.id);
        await tx
          .update(users)
          .set({ ...diff.set, updatedAt: update.at })
          .where(eq(users.id, target.id));
        const revokedSessions =
          diff.set.isActive === false
            ? await revokeUserSessions(tx, target.id, { at: update.at, reason: 'user_deactivated' })
            : 0;
        await recordAudit(tx, {
          userId: target.id,
          actorId: update.actor.id,
          organizationId: target.organizationId,
          action: 'user_updated',
          details: {
            reason: update.reason ?? null,
            actorRole: update.actor.role,
            before: diff.before,
            after: diff.after,
            ...(revokedSessions > 0 ? { revokedSessions } : {}),
          },
          ip: update.ip ?? null,
          userAgent: update.userAgent ?? null,
          at: update.at,
        });
      }
      const view = await findAdminUser(tx, target.id);
      if (!view) throw new AppError('NOT_FOUND', USER_ADMIN_MESSAGES.notFound);
      return view;
    });
  } catch (error) {
    // Two edits racing for one address: the constraint decides, and the loser hears 409 as above.
    if (isUniqueViolation(error)) throw emailInUse();
    throw error;
  }
}
