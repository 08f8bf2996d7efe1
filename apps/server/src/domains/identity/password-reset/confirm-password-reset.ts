import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import { RESET_TOKEN_REJECTED_MESSAGE } from '@sanctions/contracts';
import type { Db } from '../../../db/client';
import { passwordResetTokens, refreshTokens, users } from '../../../db/schema/users';
import { AppError } from '../../../lib/app-error';
import { recordAudit } from '../../administration';
import { enqueueEmail } from '../../../lib/mail/enqueue-email';
import { userEmailLanguage } from '../../../lib/mail/recipients';
import { createNotification } from '../../notifications';
import { hashPassword } from '../../../lib/password';
import type { RequestOrigin } from '../../../lib/request-origin';
import { hashToken } from '../../../lib/tokens';
import { findLiveResetToken } from './find-live-reset-token';

export interface PasswordResetConfirmation {
  token: string;
  password: string;
  origin: RequestOrigin;
  now: Date;
  publicUrl: string;
}

const rejected = () => new AppError('INVALID_TOKEN', RESET_TOKEN_REJECTED_MESSAGE);

/**
 * Sets the new password from a reset link. The link is spent by one conditional UPDATE inside the
 * transaction, so of two simultaneous confirmations exactly one succeeds. Every session of the user is
 * revoked (whoever knew the old password, or holds a stolen token, is out), the event is audited, and the
 * user gets a notification and a "password changed" e-mail.
 */
export async function confirmPasswordReset(
  db: Db,
  confirmation: PasswordResetConfirmation,
): Promise<void> {
  const { now, origin } = confirmation;
  // Checked first so a dead link does not cost an Argon2id hash; the claim below is what decides.
  if ((await findLiveResetToken(db, confirmation.token, now)) === null) throw rejected();
  const passwordHash = await hashPassword(confirmation.password);

  await db.transaction(async (tx) => {
    const [claimed] = await tx
      .update(passwordResetTokens)
      .set({ usedAt: now })
      .where(
        and(
          eq(passwordResetTokens.tokenHash, hashToken(confirmation.token)),
          isNull(passwordResetTokens.usedAt),
          gt(passwordResetTokens.expiresAt, now),
        ),
      )
      .returning({ userId: passwordResetTokens.userId, email: passwordResetTokens.email });
    if (!claimed) throw rejected();

    const [user] = await tx
      .update(users)
      .set({
        password: passwordHash,
        passwordChangedAt: now,
        mustChangePassword: false,
        // The link reached this address, which proves it is the user's as much as a verification link.
        isVerified: sql`${users.isVerified} or ${users.email} = ${claimed.email}`,
        updatedAt: now,
      })
      .where(and(eq(users.id, claimed.userId), eq(users.isActive, true), isNull(users.deletedAt)))
      .returning({
        id: users.id,
        email: users.email,
        firstName: users.firstName,
        organizationId: users.organizationId,
      });
    if (!user) throw rejected();

    await tx
      .update(passwordResetTokens)
      .set({ usedAt: now })
      .where(and(eq(passwordResetTokens.userId, user.id), isNull(passwordResetTokens.usedAt)));
    const revoked = await tx
      .update(refreshTokens)
      .set({ revokedAt: now, revokedReason: 'password_reset' })
      .where(and(eq(refreshTokens.userId, user.id), isNull(refreshTokens.revokedAt)))
      .returning({ familyId: refreshTokens.familyId });
    const revokedSessions = new Set(revoked.map((token) => token.familyId)).size;

    await recordAudit(tx, {
      userId: user.id,
      organizationId: user.organizationId,
      action: 'password_reset',
      details: { revokedSessions },
      ip: origin.ip,
      userAgent: origin.userAgent,
      at: now,
    });
    await createNotification(
      tx,
      user.id,
      {
        title: 'Password reset',
        message:
          'Your password was reset with an e-mailed link and every session was signed out. If this was not you, contact support at once.',
        type: 'warning',
        localized: { key: 'account.passwordReset', params: {} },
      },
      { at: now },
    );
    await enqueueEmail(tx, {
      to: user.email,
      language: await userEmailLanguage(tx, user.id),
      template: 'password-changed',
      params: { firstName: user.firstName, signInUrl: `${confirmation.publicUrl}/login` },
    });
  });
}
