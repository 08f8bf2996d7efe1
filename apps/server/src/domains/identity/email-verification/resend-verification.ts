import { and, desc, eq, gt } from 'drizzle-orm';
import {
  VERIFICATION_RESEND_DAILY_LIMIT,
  VERIFICATION_RESEND_INTERVAL_SECONDS,
  verificationResendThrottledMessage,
} from '@sanctions/contracts';
import type { SessionUser } from '@sanctions/contracts';
import type { Db } from '../../../db/client';
import { emailVerificationTokens, users } from '../../../db/schema/users';
import { AppError } from '../../../lib/app-error';
import { issueEmailVerification } from './email-verification-token';
import { userEmailLanguage } from '../../../lib/mail/recipients';
import type { RequestOrigin } from '../../../lib/request-origin';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Seconds until the user may have another link, from the links of the last 24 hours (newest first),
 * registration's included; 0 when one may be sent now.
 */
export function resendWaitSeconds(recent: readonly Date[], now: Date): number {
  const waits: number[] = [];
  const newest = recent[0];
  if (newest)
    waits.push(newest.getTime() + VERIFICATION_RESEND_INTERVAL_SECONDS * 1000 - now.getTime());
  const oldestCounted = recent[VERIFICATION_RESEND_DAILY_LIMIT - 1];
  if (oldestCounted) waits.push(oldestCounted.getTime() + DAY_MS - now.getTime());
  return Math.max(0, ...waits.map((ms) => Math.ceil(ms / 1000)));
}

/**
 * Sends a new verification link to the signed-in user's address; false (nothing sent) when it is
 * verified already. 429 RATE_LIMITED with `retryAfterSeconds` when asked too often. Older links stay
 * valid until they expire: a delayed first e-mail still works.
 */
export async function resendVerification(
  db: Db,
  user: Pick<SessionUser, 'id' | 'email' | 'firstName' | 'isVerified'>,
  input: { origin: RequestOrigin; now: Date; publicUrl: string },
): Promise<boolean> {
  if (user.isVerified) return false;
  const { now } = input;
  await db.transaction(async (tx) => {
    // The row lock serialises two simultaneous clicks, so the throttle counts both.
    await tx.select({ id: users.id }).from(users).where(eq(users.id, user.id)).for('update');
    const recent = await tx
      .select({ createdAt: emailVerificationTokens.createdAt })
      .from(emailVerificationTokens)
      .where(
        and(
          eq(emailVerificationTokens.userId, user.id),
          gt(emailVerificationTokens.createdAt, new Date(now.getTime() - DAY_MS)),
        ),
      )
      .orderBy(desc(emailVerificationTokens.createdAt))
      .limit(VERIFICATION_RESEND_DAILY_LIMIT);
    const wait = resendWaitSeconds(
      recent.map((row) => row.createdAt),
      now,
    );
    if (wait > 0) {
      throw new AppError('RATE_LIMITED', verificationResendThrottledMessage(wait), {
        details: { retryAfterSeconds: wait },
      });
    }
    await issueEmailVerification(tx, {
      userId: user.id,
      email: user.email,
      firstName: user.firstName,
      language: await userEmailLanguage(tx, user.id),
      publicUrl: input.publicUrl,
      now,
      ip: input.origin.ip,
      userAgent: input.origin.userAgent,
    });
  });
  return true;
}
