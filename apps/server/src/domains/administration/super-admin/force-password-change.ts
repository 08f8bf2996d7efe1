import { eq } from 'drizzle-orm';
import { PASSWORD_RESET_MESSAGES } from '@sanctions/contracts';
import type { Db } from '../../../db/client';
import { users } from '../../../db/schema/users';
import { AppError } from '../../../lib/app-error';
import { recordAudit } from '../audit/audit';
import { revokeUserSessions } from '../user-administration';
import { lockManagedUser } from '../user-administration/lock-managed-user';
import type { PasswordAction } from './password-action';

export const FORCE_CHANGE_ACTION = 'super_admin_force_password_change';

/**
 * Makes the user choose a new password at their next sign-in, keeping the current one to sign in with:
 * every session ends now, and until the change the server answers only the password change.
 */
export async function forcePasswordChange(db: Db, action: PasswordAction): Promise<number> {
  if (action.targetId === action.actor.id) {
    throw new AppError('FORBIDDEN', PASSWORD_RESET_MESSAGES.ownForce);
  }
  const { at, origin } = action;
  return db.transaction(async (tx) => {
    const target = await lockManagedUser(tx, action.targetId);
    await tx
      .update(users)
      .set({ mustChangePassword: true, updatedAt: at })
      .where(eq(users.id, target.id));
    const revokedSessions = await revokeUserSessions(tx, target.id, {
      at,
      reason: FORCE_CHANGE_ACTION,
    });
    await recordAudit(tx, {
      userId: target.id,
      actorId: action.actor.id,
      organizationId: target.organizationId,
      action: FORCE_CHANGE_ACTION,
      details: {
        reason: action.reason,
        adminEmail: action.actor.email,
        revokedSessions,
        before: { mustChangePassword: target.mustChangePassword },
        after: { mustChangePassword: true },
      },
      ip: origin.ip,
      userAgent: origin.userAgent,
      at,
    });
    return revokedSessions;
  });
}
