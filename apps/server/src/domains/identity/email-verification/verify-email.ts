import { and, eq, gt, isNull } from 'drizzle-orm';
import { VERIFICATION_TOKEN_REJECTED_MESSAGE } from '@sanctions/contracts';
import type { Db } from '../../../db/client';
import { emailVerificationTokens, users } from '../../../db/schema/users';
import { AppError } from '../../../lib/app-error';
import { recordAudit } from '../../administration';
import type { RequestOrigin } from '../../../lib/request-origin';
import { hashToken } from '../../../lib/tokens';

const rejected = () => new AppError('INVALID_TOKEN', VERIFICATION_TOKEN_REJECTED_MESSAGE);

/**
 * Marks the account's address verified from a link. The link is spent by one conditional UPDATE
 * (single use, unexpired at `now`); it only verifies the address it was sent to, so a link mailed before
 * the user changed their e-mail no longer counts.
 */
export async function verifyEmail(
  db: Db,
  input: { token: string; origin: RequestOrigin; now: Date },
): Promise<void> {
  const { now, origin } = input;
  await db.transaction(async (tx) => {
    const [claimed] = await tx
      .update(emailVerificationTokens)
      .set({ verifiedAt: now })
      .where(
        and(
          eq(emailVerificationTokens.tokenHash, hashToken(input.token)),
          isNull(emailVerificationTokens.verifiedAt),
          gt(emailVerificationTokens.expiresAt, now),
        ),
      )
      .returning({ userId: emailVerificationTokens.userId, email: emailVerificationTokens.email });
    if (!claimed) throw rejected();
    const [user] = await tx
      .update(users)
      .set({ isVerified: true, updatedAt: now })
      .where(
        and(eq(users.id, claimed.userId), eq(users.email, claimed.email), isNull(users.deletedAt)),
      )
      .returning({ id: users.id, organizationId: users.organizationId });
    if (!user) throw rejected();
    await recordAudit(tx, {
      userId: user.id,
      organizationId: user.organizationId,
      action: 'email_verified',
      details: { email: claimed.email },
      ip: origin.ip,
      userAgent: origin.userAgent,
      at: now,
    });
  });
}
