import { EMAIL_VERIFICATION_LINK_HOURS } from '@sanctions/contracts';
import type { DbOrTx } from '../../../db/client';
import { emailVerificationTokens } from '../../../db/schema/users';
import { enqueueEmail } from '../../../lib/mail/enqueue-email';
import type { EmailLanguage } from '../../../lib/mail/email-messages';
import { generateOneTimeToken, hashToken } from '../../../lib/tokens';

export interface EmailVerificationInput {
  userId: string;
  /** The address to verify, as stored on the user (trimmed, lower-cased). */
  email: string;
  firstName: string;
  language: EmailLanguage;
  /** `env.PUBLIC_URL`, without a trailing slash. */
  publicUrl: string;
  now: Date;
  ip?: string | null;
  userAgent?: string | null;
}

/**
 * Creates a verification link for the user's address (random token, only its SHA-256 stored, valid
 * {@link EMAIL_VERIFICATION_LINK_HOURS} hours) and queues the e-mail carrying it. Runs inside the
 * caller's transaction, so an account that is rolled back leaves neither token nor e-mail behind.
 */
export async function issueEmailVerification(
  db: DbOrTx,
  input: EmailVerificationInput,
): Promise<void> {
  const token = generateOneTimeToken();
  await db.insert(emailVerificationTokens).values({
    userId: input.userId,
    tokenHash: hashToken(token),
    email: input.email,
    expiresAt: new Date(input.now.getTime() + EMAIL_VERIFICATION_LINK_HOURS * 60 * 60 * 1000),
    ipAddress: input.ip ?? null,
    userAgent: input.userAgent ?? null,
    createdAt: input.now,
  });
  await enqueueEmail(db, {
    to: input.email,
    language: input.language,
    template: 'email-verification',
    params: {
      firstName: input.firstName,
      verifyUrl: `${input.publicUrl}/verify-email/${token}`,
    },
  });
}
