import { and, eq, isNull } from 'drizzle-orm';
import { PASSWORD_RESET_MESSAGES } from '@sanctions/contracts';
import type { Db } from '../../../db/client';
import { passwordResetTokens, users } from '../../../db/schema/users';
import { AppError } from '../../../lib/app-error';
import { recordAudit } from '../audit/audit';
import { hashPassword } from '../../../lib/password';
import { revokeUserSessions } from '../user-administration';
import { lockManagedUser } from '../user-administration/lock-managed-user';
import { generateTemporaryPassword } from './generate-temporary-password';
import type { PasswordAction } from './password-action';

export const PASSWORD_RESET_ACTION = 'super_admin_password_reset';

/**
 * Gives the user a new random password that only its hash keeps, and makes them change it at their next
 * sign-in. Every session of theirs ends and any e-mailed reset link still open is spent, so the temporary
 * password is the one way back in. The super admin's own account is refused: they change theirs from the
 * profile, with their current password. Returns the password, to be shown once.
 */
export async function issueTemporaryPassword(
  db: Db,
  action: PasswordAction,
  options: { batch: boolean } = { batch: false },
): Promise<string> {
  if (action.targetId === action.actor.id) {
    throw new AppError('FORBIDDEN', PASSWORD_RESET_MESSAGES.ownAccount);
  }
  const tempPassword = generateTemporaryPassword();
  // Hashing takes tens of milliseconds: done before the transaction so the row lock is held briefly.
  const hashed = await hashPassword(tempPassword);
  const { at, origin } = action;
  await db.transaction(async (tx) => {
    const target = await lockManagedUser(tx, action.targetId);
    await tx
      .update(users)
      .set({ password: hashed, mustChangePassword: true, updatedAt: at })
      .where(eq(users.id, target.id));
    await tx
      .update(passwordResetTokens)
      .set({ usedAt: at })
      .where(and(eq(passwordResetTokens.userId, target.id), isNull(passwordResetTokens.usedAt)));
    const revokedSessions = await revokeUserSessions(tx, target.id, {
      at,
      reason: PASSWORD_RESET_ACTION,
    });
    await recordAudit(tx, {
      userId: target.id,
      actorId: action.actor.id,
      organizationId: target.organizationId,
      action: PASSWORD_RESET_ACTION,
      details: {
        reason: action.reason,
        adminEmail: action.actor.email,
        batch: options.batch,
        revokedSessions,
        before: { mustChangePassword: target.mustChangePassword },
        after: { mustChangePassword: true },
      },
      ip: origin.ip,
      userAgent: origin.userAgent,
      at,
    });
  });
  return tempPassword;
}
