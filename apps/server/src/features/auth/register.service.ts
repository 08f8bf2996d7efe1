import { eq } from 'drizzle-orm';
import type { RegisterBody, RegisterReply } from '@sanctions/contracts';
import { users } from '../../db/schema/users';
import { AppError } from '../../lib/app-error';
import { recordAudit } from '../../lib/audit';
import { issueEmailVerification } from '../../lib/email-verification';
import { userEmailLanguage } from '../../lib/mail/recipients';
import { hashPassword } from '../../lib/password';
import { isUniqueViolation } from '../../lib/unique-violation';
import { normalizeEmail } from './login.service';
import type { RequestMeta } from './request-meta';
import { issueSession } from './session.service';
import type { AuthDeps } from './session.service';
import { toSessionUser } from '../../lib/session-user';

const DUPLICATE_EMAIL_MESSAGE = 'An account with this email already exists';

/**
 * Creates a standalone account (role `user`, no organisation, the default search limits), signs it in
 * and mails a link to verify the address (ADR 007: the account works unverified meanwhile).
 * Organisation sign-up is a different flow (organizations-billing-admin, section 2).
 */
export async function register(
  deps: AuthDeps,
  body: RegisterBody,
  meta: RequestMeta,
  mail: { publicUrl: string },
): Promise<RegisterReply> {
  const now = deps.now();
  const email = normalizeEmail(body.email);
  const [existing] = await deps.db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, email))
    .limit(1);
  if (existing) throw new AppError('CONFLICT', DUPLICATE_EMAIL_MESSAGE);
  const passwordHash = await hashPassword(body.password);

  try {
    return await deps.db.transaction(async (tx) => {
      const [user] = await tx
        .insert(users)
        .values({
          email,
          password: passwordHash,
          firstName: body.firstName,
          lastName: body.lastName,
          role: 'user',
          passwordChangedAt: now,
          lastLoginAt: now,
          createdAt: now,
          updatedAt: now,
        })
        .returning();
      if (!user) throw new Error('Insert into users returned no row');
      const session = await issueSession(deps, tx, user, meta);
      await issueEmailVerification(tx, {
        userId: user.id,
        email: user.email,
        firstName: user.firstName,
        language: await userEmailLanguage(tx, user.id),
        publicUrl: mail.publicUrl,
        now,
        ip: meta.ip,
        userAgent: meta.userAgent,
      });
      await recordAudit(tx, {
        userId: user.id,
        action: 'register',
        details: { sessionId: session.sessionId, deviceFingerprint: meta.deviceFingerprint },
        ip: meta.ip,
        userAgent: meta.userAgent,
        at: now,
      });
      return {
        success: true as const,
        message: 'Account created and logged in successfully.',
        data: { tokens: session.tokens, user: toSessionUser(user, false) },
      };
    });
  } catch (error) {
    // Two simultaneous registrations of one address: the unique index decides, the loser gets the same 409.
    if (isUniqueViolation(error)) throw new AppError('CONFLICT', DUPLICATE_EMAIL_MESSAGE);
    throw error;
  }
}
