import { z } from 'zod';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, emailSchema, hasPasswordSymbol } from './auth';

/** Shortest reset or verification token accepted (spec 9: token minimum 32). */
export const ONE_TIME_TOKEN_MIN_LENGTH = 32;
/** Longest token accepted: ours are 43 characters; anything far longer is not one of them. */
export const ONE_TIME_TOKEN_MAX_LENGTH = 256;
/** How long a reset link works, in hours (spec 9). */
export const PASSWORD_RESET_LINK_HOURS = 1;

export const INVALID_RESET_TOKEN_MESSAGE = 'Invalid reset token';
/** Unknown, used or expired token (spec 8). */
export const RESET_TOKEN_REJECTED_MESSAGE = 'Invalid or expired reset token';
/** The same reply whether or not the address has an account, so nobody can probe for accounts. */
export const PASSWORD_RESET_REQUESTED_MESSAGE =
  'If an account exists for this email address, a password reset link has been sent. It expires in 1 hour.';
export const RESET_TOKEN_VALID_MESSAGE = 'Reset link is valid';
export const PASSWORD_RESET_DONE_MESSAGE =
  'Your password has been reset. Please sign in with your new password.';

/**
 * The reset form's checks in the spec's order (section 5), each a title and a description; the server
 * answers `title - description`, the web shows them as a toast's title and text.
 */
export const PASSWORD_RESET_PROBLEMS = {
  mismatch: {
    title: "Passwords Don't Match",
    description: 'Please ensure both passwords are identical.',
  },
  tooShort: {
    title: 'Password Too Short',
    description: 'Password must be at least 8 characters long.',
  },
  tooWeak: {
    title: 'Password Too Weak',
    description: 'Password must contain uppercase, lowercase, number, and special character.',
  },
} as const;
export type PasswordResetProblem = keyof typeof PASSWORD_RESET_PROBLEMS;

/** The server's message for a problem: "Title - Description." as the spec writes it. */
export function passwordResetProblemMessage(problem: PasswordResetProblem): string {
  const { title, description } = PASSWORD_RESET_PROBLEMS[problem];
  return `${title} - ${description}`;
}

const STRONG_PATTERN = /^(?=.*[a-z])(?=.*[A-Z])(?=.*\d).*$/s;

/**
 * The first failing check of a new password, in the spec's order: match (only when a confirmation was
 * given), length, strength; null when all hold.
 */
export function firstPasswordResetProblem(
  password: string,
  confirmPassword?: string,
): PasswordResetProblem | null {
  if (confirmPassword !== undefined && password !== confirmPassword) return 'mismatch';
  if (password.length < PASSWORD_MIN_LENGTH) return 'tooShort';
  if (!STRONG_PATTERN.test(password) || !hasPasswordSymbol(password)) return 'tooWeak';
  return null;
}

/** A one-time token as typed or taken from a link. */
export const oneTimeTokenSchema = (tooShortMessage: string) =>
  z
    .string()
    .trim()
    .min(ONE_TIME_TOKEN_MIN_LENGTH, tooShortMessage)
    .max(ONE_TIME_TOKEN_MAX_LENGTH, tooShortMessage);

export const resetTokenSchema = oneTimeTokenSchema(INVALID_RESET_TOKEN_MESSAGE);

/** POST /api/v2/auth/password-reset/request body. */
export const passwordResetRequestBodySchema = z.object({ email: emailSchema });
export type PasswordResetRequestBody = z.infer<typeof passwordResetRequestBodySchema>;

/** POST /api/v2/auth/password-reset/verify body. */
export const passwordResetVerifyBodySchema = z.object({ token: resetTokenSchema });
export type PasswordResetVerifyBody = z.infer<typeof passwordResetVerifyBodySchema>;

/**
 * POST /api/v2/auth/password-reset/confirm body: the spec's client sends `token` and `password`;
 * `confirmPassword` is optional and, when sent, checked first. Only the first failing check is reported,
 * with the spec's exact text.
 */
export const passwordResetConfirmBodySchema = z
  .object({
    token: resetTokenSchema,
    password: z
      .string()
      .max(PASSWORD_MAX_LENGTH, `Password must be at most ${PASSWORD_MAX_LENGTH} characters`),
    confirmPassword: z.string().max(PASSWORD_MAX_LENGTH).optional(),
  })
  .superRefine((body, context) => {
    const problem = firstPasswordResetProblem(body.password, body.confirmPassword);
    if (problem === null) return;
    context.addIssue({
      code: 'custom',
      path: [problem === 'mismatch' ? 'confirmPassword' : 'password'],
      message: passwordResetProblemMessage(problem),
    });
  });
export type PasswordResetConfirmBody = z.infer<typeof passwordResetConfirmBodySchema>;

/** Reply of the three reset calls (spec 7: `success`, `message`). Failures use the error envelope. */
export const passwordResetReplySchema = z.object({
  success: z.literal(true),
  message: z.string(),
});
export type PasswordResetReply = z.infer<typeof passwordResetReplySchema>;
