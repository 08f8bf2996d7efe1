import { and, eq, isNull, ne } from 'drizzle-orm';
import type { SessionUser } from '@sanctions/contracts';
import type { Db } from '../../../db/client';
import { refreshTokens, users } from '../../../db/schema/users';
import { recordAudit } from '../../administration';
import { createNotification } from '../../notifications';
import { hashPassword } from '../../../lib/password';
import type { RequestOrigin } from '../../../lib/request-origin';

/**
 * Sets a new password (the caller confirmed the current one) and signs out every OTHER session: whoever
 * may have known the old password loses access, the device in hand stays signed in.
 */
export async function changePassword(
  db: Db,
  user: Pick<SessionUser, 'id' | 'organizationId'>,
  input: { newPassword: string; currentSessionId: string | null; origin: RequestOrigin; now: Date },
): Promise<number> {
  const hashed = await hashPassword(input.newPassword);
  const { now, origin } = input;
  return db.transaction(async (tx) => {
    await tx
      .update(users)
      .set({ password: hashed, passwordChangedAt: now, mustChangePassword: false, updatedAt: now })
      .where(eq(users.id, user.id));
    const revoked = await tx
      .update(refreshTokens)
      .set({ revokedAt: now, revokedReason: 'password_change' })
      .where(
        and(
          eq(refreshTokens.userId, user.id),
          isNull(refreshTokens.revokedAt),
          ...(input.currentSessionId === null
            ? []
            : [ne(refreshTokens.familyId, input.currentSessionId)]),
        ),
      )
      .returning({ familyId: refreshTokens.familyId });
    const revokedSessions = new Set(revoked.map((token) => token.familyId)).size;
    await recordAudit(tx, {
      userId: user.id,
      organizationId: user.organizationId,
      action: 'password_change',
      details: { revokedSessions },
      ip: origin.ip,
      userAgent: origin.userAgent,
      at: now,
    });
    await createNotification(
      tx,
      user.id,
      {
        title: 'Password changed',
        message:
          revokedSessions > 0
            ? `Your password was changed and ${revokedSessions} other ${revokedSessions === 1 ? 'session was' : 'sessions were'} signed out.`
            : 'Your password was changed. If this was not you, reset it at once.',
        type: 'success',
        localized:
          revokedSessions > 0
            ? {
                key: 'account.passwordChangedSessionsEnded',
                params: { sessions: revokedSessions },
              }
            : { key: 'account.passwordChanged', params: {} },
      },
      { at: now },
    );
    return revokedSessions;
  });
}
