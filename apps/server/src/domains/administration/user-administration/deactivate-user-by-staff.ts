import { eq } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { users } from '../../../db/schema/users';
import { recordAudit } from '../audit/audit';
import { lockManagedUser } from './lock-managed-user';
import { revokeUserSessions } from './revoke-user-sessions';
import type { StaffActionContext } from './staff-actor';
import { assertMayRemove } from './staff-rules';
import type { RemovalMode } from './staff-rules';

export interface StaffUserRemoval extends StaffActionContext {
  /** `deactivate` (admin): inactive, can be re-activated. `delete` (super admin): also marked deleted. */
  mode: RemovalMode;
}

export interface RemovalOutcome {
  userId: string;
  mode: RemovalMode;
  revokedSessions: number;
}

/**
 * Soft removal of a user (spec 4): the account is deactivated (and, for a deletion, marked deleted so it
 * disappears from staff lists), every session ends at once, and nothing else is touched — their search
 * history stays for the audit trail. Audited with the state before and after.
 */
export async function deactivateUserByStaff(
  db: Db,
  removal: StaffUserRemoval,
): Promise<RemovalOutcome> {
  return db.transaction(async (tx) => {
    const target = await lockManagedUser(tx, removal.targetId);
    assertMayRemove(removal.actor, target, removal.mode);
    const deleting = removal.mode === 'delete';
    await tx
      .update(users)
      .set({
        isActive: false,
        ...(deleting ? { deletedAt: removal.at } : {}),
        updatedAt: removal.at,
      })
      .where(eq(users.id, target.id));
    const revokedSessions = await revokeUserSessions(tx, target.id, {
      at: removal.at,
      reason: deleting ? 'user_deleted' : 'user_deactivated',
    });
    await recordAudit(tx, {
      userId: target.id,
      actorId: removal.actor.id,
      organizationId: target.organizationId,
      action: deleting ? 'user_deleted' : 'user_deactivated',
      details: {
        reason: removal.reason ?? null,
        actorRole: removal.actor.role,
        before: { isActive: target.isActive, ...(deleting ? { deletedAt: null } : {}) },
        after: { isActive: false, ...(deleting ? { deletedAt: removal.at.toISOString() } : {}) },
        revokedSessions,
      },
      ip: removal.ip ?? null,
      userAgent: removal.userAgent ?? null,
      at: removal.at,
    });
    return { userId: target.id, mode: removal.mode, revokedSessions };
  });
}
