import { and, eq, isNull } from 'drizzle-orm';
import type { SessionUser } from '@sanctions/contracts';
import type { Db } from '../../../db/client';
import { userPreferences } from '../../../db/schema/preferences';
import {
  apiKeys,
  emailVerificationTokens,
  notifications,
  passwordResetTokens,
  refreshTokens,
  trustedDevices,
  users,
  userTwoFactor,
} from '../../../db/schema/users';
import { recordAudit } from '../../administration';
import type { RequestOrigin } from '../../../lib/request-origin';

/** Stored instead of a password hash: not a PHC string, so no password can ever match it. */
const DESTROYED_PASSWORD = '!account-deleted';

/** The pseudonymous address that frees the real one for a new account (`.invalid` never routes, RFC 2606). */
export function pseudonymousEmail(userId: string): string {
  return `deleted-${userId}@deleted.invalid`;
}

/**
 * Closes the account (the caller confirmed password and phrase): every session and API key is revoked,
 * sign-in becomes impossible (inactive, deleted, password destroyed, second factor and trusted devices
 * removed), and the e-mail is pseudonymised so the address can be used again. Screening records
 * (search_requests, search_sessions) and audit rows are KEPT: the privacy policy retains screening records
 * for 7 years, and they stay linked to the closed account's id. Personal conveniences (preferences,
 * notifications, pending reset and verification links) are deleted.
 */
export async function deleteAccount(
  db: Db,
  user: Pick<SessionUser, 'id' | 'organizationId' | 'email'>,
  origin: RequestOrigin,
  now: Date,
): Promise<void> {
  await db.transaction(async (tx) => {
    const revoked = await tx
      .update(refreshTokens)
      .set({ revokedAt: now, revokedReason: 'account_deleted' })
      .where(and(eq(refreshTokens.userId, user.id), isNull(refreshTokens.revokedAt)))
      .returning({ familyId: refreshTokens.familyId });
    await tx
      .update(apiKeys)
      .set({ revokedAt: now })
      .where(and(eq(apiKeys.userId, user.id), isNull(apiKeys.revokedAt)));
    await tx.delete(userTwoFactor).where(eq(userTwoFactor.userId, user.id));
    await tx.delete(trustedDevices).where(eq(trustedDevices.userId, user.id));
    await tx.delete(userPreferences).where(eq(userPreferences.userId, user.id));
    await tx.delete(notifications).where(eq(notifications.userId, user.id));
    await tx.delete(passwordResetTokens).where(eq(passwordResetTokens.userId, user.id));
    await tx.delete(emailVerificationTokens).where(eq(emailVerificationTokens.userId, user.id));
    await tx
      .update(users)
      .set({
        email: pseudonymousEmail(user.id),
        password: DESTROYED_PASSWORD,
        isActive: false,
        isVerified: false,
        mustChangePassword: false,
        preferences: null,
        deletedAt: now,
        updatedAt: now,
      })
      .where(eq(users.id, user.id));
    await recordAudit(tx, {
      userId: user.id,
      organizationId: user.organizationId,
      action: 'account_delete',
      details: {
        revokedSessions: new Set(revoked.map((token) => token.familyId)).size,
        // Only the domain: enough to recognise the organisation, not the person.
        emailDomain: user.email.split('@')[1] ?? null,
      },
      ip: origin.ip,
      userAgent: origin.userAgent,
      at: now,
    });
  });
}
