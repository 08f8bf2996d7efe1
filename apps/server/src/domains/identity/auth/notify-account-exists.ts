import { and, count, eq, gt, isNull } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { auditLogs, users } from '../../../db/schema/users';
import { recordAudit } from '../../administration';
import { enqueueEmail } from '../../../lib/mail/enqueue-email';
import { userEmailLanguage } from '../../../lib/mail/recipients';
import type { RequestMeta } from './request-meta';

/** Audit action of a registration with an address that already has an account. */
export const REGISTER_EXISTING_ACCOUNT_ACTION = 'register_existing_account';

/**
 * "Someone tried to register with your address" mails per account per hour. Beyond it the registration
 * still gets the usual reply but nothing is sent, so repeated attempts cannot flood the owner's mailbox.
 */
export const ACCOUNT_EXISTS_MAILS_PER_HOUR = 3;

const HOUR_MS = 60 * 60 * 1000;

/**
 * Tells the owner of `email` that someone tried to register with it, with links to sign in and to reset the
 * password, and records the attempt on their account. A deactivated account gets no mail (it could neither
 * sign in nor reset), as with password resets.
 */
export async function notifyAccountExists(
  db: Db,
  input: { email: string; meta: RequestMeta; now: Date; publicUrl: string },
): Promise<void> {
  const { email, meta, now } = input;
  await db.transaction(async (tx) => {
    // The row lock serialises simultaneous attempts on one account, so the hourly count holds.
    const [owner] = await tx
      .select({
        id: users.id,
        firstName: users.firstName,
        organizationId: users.organizationId,
        isActive: users.isActive,
      })
      .from(users)
      .where(and(eq(users.email, email), isNull(users.deletedAt)))
      .for('update');
    if (!owner) return;
    const [recent] = await tx
      .select({ total: count() })
      .from(auditLogs)
      .where(
        and(
          eq(auditLogs.userId, owner.id),
          eq(auditLogs.action, REGISTER_EXISTING_ACCOUNT_ACTION),
          eq(auditLogs.success, true),
          gt(auditLogs.createdAt, new Date(now.getTime() - HOUR_MS)),
        ),
      );
    const mailed = owner.isActive && (recent?.total ?? 0) < ACCOUNT_EXISTS_MAILS_PER_HOUR;
    if (mailed) {
      await enqueueEmail(tx, {
        to: email,
        language: await userEmailLanguage(tx, owner.id),
        template: 'account-exists',
        params: {
          firstName: owner.firstName,
          signInUrl: `${input.publicUrl}/login`,
          resetUrl: `${input.publicUrl}/password-reset`,
        },
      });
    }
    // success = the owner was mailed; only those rows count towards the hourly limit.
    await recordAudit(tx, {
      userId: owner.id,
      organizationId: owner.organizationId,
      action: REGISTER_EXISTING_ACCOUNT_ACTION,
      success: mailed,
      details: { deviceFingerprint: meta.deviceFingerprint },
      ip: meta.ip,
      userAgent: meta.userAgent,
      at: now,
    });
  });
}
