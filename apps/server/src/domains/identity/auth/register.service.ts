import { REGISTER_ACCEPTED_MESSAGE } from '@sanctions/contracts';
import type { RegisterBody, RegisterReply } from '@sanctions/contracts';
import type { Db } from '../../../db/client';
import { users } from '../../../db/schema/users';
import { recordAudit } from '../../administration';
import { issueEmailVerification } from '../email-verification/email-verification-token';
import { userEmailLanguage } from '../../../lib/mail/recipients';
import { hashPassword } from '../../../lib/password';
import { isUniqueViolation } from '../../../lib/unique-violation';
import { normalizeEmail } from './login.service';
import { notifyAccountExists } from './notify-account-exists';
import type { RequestMeta } from './request-meta';

interface RegisterDeps {
  db: Db;
  now: () => Date;
}

/**
 * Registration that does not tell whether an address has an account (ADR 013). A new address gets a
 * standalone account (role `user`, no organisation, the default search limits), unverified, and the
 * verification e-mail; it signs in with its password as usual (ADR 007). An address that has an account gets
 * nothing created: its owner is told by e-mail. Both answer the same, after the same password hash.
 */
export async function register(
  deps: RegisterDeps,
  body: RegisterBody,
  meta: RequestMeta,
  mail: { publicUrl: string },
): Promise<RegisterReply> {
  const now = deps.now();
  const email = normalizeEmail(body.email);
  // Hashed in both branches: the answer's timing must not tell which one ran.
  const passwordHash = await hashPassword(body.password);
  try {
    await createAccount(
      deps.db,
      { email, passwordHash, firstName: body.firstName, lastName: body.lastName },
      meta,
      { ...mail, now },
    );
  } catch (error) {
    // The unique index on the address decides, also between two simultaneous registrations.
    if (!isUniqueViolation(error)) throw error;
    await notifyAccountExists(deps.db, { email, meta, now, publicUrl: mail.publicUrl });
  }
  return { success: true as const, message: REGISTER_ACCEPTED_MESSAGE };
}

async function createAccount(
  db: Db,
  account: { email: string; passwordHash: string; firstName: string; lastName: string },
  meta: RequestMeta,
  mail: { publicUrl: string; now: Date },
): Promise<void> {
  const { now } = mail;
  await db.transaction(async (tx) => {
    const [user] = await tx
      .insert(users)
      .values({
        email: account.email,
        password: account.passwordHash,
        firstName: account.firstName,
        lastName: account.lastName,
        role: 'user',
        passwordChangedAt: now,
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    if (!user) throw new Error('Insert into users returned no row');
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
      details: { deviceFingerprint: meta.deviceFingerprint },
      ip: meta.ip,
      userAgent: meta.userAgent,
      at: now,
    });
  });
}
