import { and, eq, ne } from 'drizzle-orm';
import { EMAIL_IN_USE_MESSAGE } from '@sanctions/contracts';
import type { SessionUser, UpdateProfileBody } from '@sanctions/contracts';
import type { Db } from '../../../db/client';
import { users } from '../../../db/schema/users';
import { AppError } from '../../../lib/app-error';
import { recordAudit } from '../../administration';
import { createNotification } from '../../notifications';
import type { RequestOrigin } from '../../../lib/request-origin';
import { isUniqueViolation } from '../../../lib/unique-violation';

function emailInUse(): AppError {
  return new AppError('CONFLICT', EMAIL_IN_USE_MESSAGE, {
    issues: [{ path: ['email'], message: EMAIL_IN_USE_MESSAGE }],
  });
}

/**
 * Saves name and e-mail. E-mails are stored lower-cased like at sign-in. A new address is not verified
 * yet, so `isVerified` drops to false; the old address stays in the audit row.
 */
export async function updateProfile(
  db: Db,
  user: SessionUser,
  body: UpdateProfileBody,
  origin: RequestOrigin,
  now: Date,
): Promise<SessionUser> {
  const email = body.email.trim().toLowerCase();
  const isEmailChanged = email !== user.email;
  if (isEmailChanged) {
    const [taken] = await db
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.email, email), ne(users.id, user.id)))
      .limit(1);
    if (taken) throw emailInUse();
  }
  const changed = [
    ...(body.firstName !== user.firstName ? ['firstName'] : []),
    ...(body.lastName !== user.lastName ? ['lastName'] : []),
    ...(isEmailChanged ? ['email'] : []),
  ];
  try {
    return await db.transaction(async (tx) => {
      const [row] = await tx
        .update(users)
        .set({
          firstName: body.firstName,
          lastName: body.lastName,
          email,
          ...(isEmailChanged ? { isVerified: false } : {}),
          updatedAt: now,
        })
        .where(eq(users.id, user.id))
        .returning();
      if (!row)
        throw new AppError('UNAUTHENTICATED', 'Your session has ended. Please sign in again.');
      await recordAudit(tx, {
        userId: user.id,
        organizationId: user.organizationId,
        action: 'profile_update',
        details: {
          changed,
          emailChanged: isEmailChanged,
          ...(isEmailChanged ? { previousEmail: user.email } : {}),
        },
        ip: origin.ip,
        userAgent: origin.userAgent,
        at: now,
      });
      if (isEmailChanged)
        await createNotification(
          tx,
          user.id,
          {
            title: 'E-mail address changed',
            message: `Your account now signs in with ${email}. If this was not you, contact support at once.`,
            type: 'warning',
            localized: { key: 'account.emailChanged', params: { email } },
          },
          { at: now },
        );
      return {
        ...user,
        firstName: row.firstName,
        lastName: row.lastName,
        email: row.email,
        isVerified: row.isVerified,
      };
    });
  } catch (error) {
    // Two accounts claiming the same address at once: the unique constraint decides.
    if (isUniqueViolation(error)) throw emailInUse();
    throw error;
  }
}
