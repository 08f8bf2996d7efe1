import { and, count, eq, gt, isNull, sql } from 'drizzle-orm';
import { PASSWORD_RESET_LINK_HOURS } from '@sanctions/contracts';
import type { Db } from '../../../db/client';
import { auditLogs, passwordResetTokens, users } from '../../../db/schema/users';
import { recordAudit } from '../../administration';
import { enqueueEmail } from '../../../lib/mail/enqueue-email';
import { userEmailLanguage } from '../../../lib/mail/recipients';
import type { RequestOrigin } from '../../../lib/request-origin';
import { generateOneTimeToken, hashToken } from '../../../lib/tokens';

const HOUR_MS = 60 * 60 * 1000;

const PASSWORD_RESET_REQUEST_ACTION = 'password_reset_request';

/**
 * Reset links per address per hour. Above it the request still gets the usual reply but nothing is sent,
 * so the limit neither floods a mailbox nor tells anyone whether the address has an account.
 */
export const RESET_REQUESTS_PER_ADDRESS_PER_HOUR = 3;

export interface PasswordResetRequest {
  /** As typed, already trimmed by the contract schema. */
  email: string;
  origin: RequestOrigin;
  now: Date;
  publicUrl: string;
  /**
   * Names this request (the id of the job that carries it): kept on the audit row, so a second run of the
   * same job finds it and sends nothing more.
   */
  requestId: string;
}

/**
 * Sends a reset link to an active account with this address: a new random token (only its hash kept,
 * valid {@link PASSWORD_RESET_LINK_HOURS} hour), and every older unused link of the user stops working.
 * Unknown, deactivated and deleted accounts get nothing. It runs in the background job of the request
 * (`request-password-reset.job.ts`), never while the request waits: the reply cannot tell which it was.
 */
export async function requestPasswordReset(db: Db, request: PasswordResetRequest): Promise<void> {
  const email = request.email.toLowerCase();
  const { now, origin } = request;
  await db.transaction(async (tx) => {
    // The row lock serialises two simultaneous requests for one account, so the hourly count holds.
    const [user] = await tx
      .select({ id: users.id, firstName: users.firstName, organizationId: users.organizationId })
      .from(users)
      .where(and(eq(users.email, email), eq(users.isActive, true), isNull(users.deletedAt)))
      .for('update');
    if (!user) return;
    const [done] = await tx
      .select({ id: auditLogs.id })
      .from(auditLogs)
      .where(
        and(
          eq(auditLogs.userId, user.id),
          eq(auditLogs.action, PASSWORD_RESET_REQUEST_ACTION),
          sql`${auditLogs.details} ->> 'requestId' = ${request.requestId}`,
        ),
      );
    if (done) return;
    const [recent] = await tx
      .select({ total: count() })
      .from(passwordResetTokens)
      .where(
        and(
          eq(passwordResetTokens.email, email),
          gt(passwordResetTokens.createdAt, new Date(now.getTime() - HOUR_MS)),
        ),
      );
    if ((recent?.total ?? 0) >= RESET_REQUESTS_PER_ADDRESS_PER_HOUR) return;

    await tx
      .update(passwordResetTokens)
      .set({ usedAt: now })
      .where(and(eq(passwordResetTokens.userId, user.id), isNull(passwordResetTokens.usedAt)));
    const token = generateOneTimeToken();
    await tx.insert(passwordResetTokens).values({
      userId: user.id,
      tokenHash: hashToken(token),
      email,
      expiresAt: new Date(now.getTime() + PASSWORD_RESET_LINK_HOURS * HOUR_MS),
      ipAddress: origin.ip,
      userAgent: origin.userAgent,
      createdAt: now,
    });
    await enqueueEmail(tx, {
      to: email,
      language: await userEmailLanguage(tx, user.id),
      template: 'password-reset',
      params: {
        firstName: user.firstName,
        resetUrl: `${request.publicUrl}/password-reset/${token}`,
      },
    });
    await recordAudit(tx, {
      userId: user.id,
      organizationId: user.organizationId,
      action: PASSWORD_RESET_REQUEST_ACTION,
      details: { requestId: request.requestId },
      ip: origin.ip,
      userAgent: origin.userAgent,
      at: now,
    });
  });
}
