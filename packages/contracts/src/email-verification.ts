import { z } from 'zod';
import { oneTimeTokenSchema } from './password-reset';

/** How long a verification link works, in hours. */
export const EMAIL_VERIFICATION_LINK_HOURS = 24;
/** Resend throttle per user: at most one e-mail per this many seconds... */
export const VERIFICATION_RESEND_INTERVAL_SECONDS = 60;
/** ...and at most this many per rolling 24 hours. */
export const VERIFICATION_RESEND_DAILY_LIMIT = 5;

export const INVALID_VERIFICATION_TOKEN_MESSAGE = 'Invalid verification token';
export const VERIFICATION_TOKEN_REJECTED_MESSAGE = 'Invalid or expired verification token';
export const EMAIL_VERIFIED_MESSAGE = 'Your email address has been verified.';
export const VERIFICATION_SENT_MESSAGE = 'A verification email has been sent to your address.';
export const ALREADY_VERIFIED_MESSAGE = 'Your email address is already verified.';

/** Message of the resend throttle's 429; `seconds` until the next e-mail may be asked for. */
export function verificationResendThrottledMessage(seconds: number): string {
  return seconds < 120
    ? `Please wait ${seconds} seconds before requesting another verification email.`
    : `Too many verification emails requested. Please try again in ${Math.ceil(seconds / 60)} minutes.`;
}

/** POST /api/v2/auth/verify-email body. */
export const verifyEmailBodySchema = z.object({
  token: oneTimeTokenSchema(INVALID_VERIFICATION_TOKEN_MESSAGE),
});
export type VerifyEmailBody = z.infer<typeof verifyEmailBodySchema>;

/** POST /api/v2/auth/verify-email reply. */
export const verifyEmailReplySchema = z.object({
  success: z.literal(true),
  message: z.string(),
});
export type VerifyEmailReply = z.infer<typeof verifyEmailReplySchema>;

/**
 * POST /api/v2/user/verify-email/resend reply. `alreadyVerified` is true when nothing was sent because
 * the address is verified already.
 */
export const resendVerificationReplySchema = z.object({
  success: z.literal(true),
  message: z.string(),
  data: z.object({ alreadyVerified: z.boolean() }),
});
export type ResendVerificationReply = z.infer<typeof resendVerificationReplySchema>;
