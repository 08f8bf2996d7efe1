import { z } from 'zod';
import { safeText } from './text';
import { organizationRoleSchema, roleSchema } from './roles';

/** Minimum password length, in characters, of every password form. */
export const PASSWORD_MIN_LENGTH = 8;
/** Upper bound on password length, in characters: keeps hashing cost bounded. */
export const PASSWORD_MAX_LENGTH = 256;
/** Special characters the generated passwords draw from (any symbol satisfies the rule: {@link hasPasswordSymbol}). */
export const PASSWORD_SPECIAL_CHARACTERS = '@$!%*?&';

/**
 * The "special character" of the stronger password rule: any character that is not a letter, a digit or
 * a space (issue 23 §6). The spec names @$!%*?&, but refusing "#", "_" or "€" only pushes people towards
 * weaker passwords; every password the spec's rule accepts is still accepted.
 */
export function hasPasswordSymbol(value: string): boolean {
  return /[^\p{L}\p{N}\s]/u.test(value);
}
/** Message of the stronger password rule, as the spec words it. */
export const STRONG_PASSWORD_MESSAGE =
  'Password must contain at least one uppercase letter, one lowercase letter, one number and one special character';
/** Message when a password is shorter than {@link PASSWORD_MIN_LENGTH}. */
export const PASSWORD_TOO_SHORT_MESSAGE = 'Password must be at least 8 characters';

/** Length of a TOTP code, in digits. */
export const TOTP_CODE_LENGTH = 6;
/** Message when a one-time code is not 6 digits. */
export const TOTP_CODE_MESSAGE = 'Code must be 6 digits';

/**
 * Backup codes: 8 characters from an alphabet without look-alikes (no 0/O, 1/I/L), shown as `XXXX-XXXX`.
 * Input is case-insensitive and the hyphen and spaces are optional; {@link normalizeBackupCode} gives the
 * canonical 8-character form that is hashed and compared. A backup code can never be mistaken for a TOTP
 * code because it always contains letters or has 8 characters.
 */
export const BACKUP_CODE_ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';
/** Number of characters of a backup code, without the separator. */
export const BACKUP_CODE_LENGTH = 8;
const BACKUP_CODE_PATTERN = new RegExp(`^[${BACKUP_CODE_ALPHABET}]{${BACKUP_CODE_LENGTH}}$`);

/** Canonical form of a typed backup code (upper case, no hyphen or spaces); null when it is not one. */
export function normalizeBackupCode(input: string): string | null {
  const canonical = input.replace(/[\s-]/g, '').toUpperCase();
  return BACKUP_CODE_PATTERN.test(canonical) ? canonical : null;
}

/** Display form of a canonical backup code: `ABCD-EFGH`. */
export function formatBackupCode(canonical: string): string {
  return `${canonical.slice(0, 4)}-${canonical.slice(4)}`;
}

/** A 6-digit TOTP code (two-factor set-up, verify, disable). */
export const totpCodeSchema = z
  .string()
  .trim()
  .regex(/^\d{6}$/, TOTP_CODE_MESSAGE);

/** The second factor at sign-in: a 6-digit TOTP code or a backup code (see {@link BACKUP_CODE_ALPHABET}). */
export const secondFactorCodeSchema = z
  .string()
  .trim()
  .refine((value) => /^\d{6}$/.test(value) || normalizeBackupCode(value) !== null, {
    message: `${TOTP_CODE_MESSAGE} (or a backup code such as ABCD-EFGH)`,
  });

/** E-mail address: trimmed; 'Email is required' when blank, 'Invalid email address' when malformed. */
export const emailSchema = z
  .string()
  .trim()
  .min(1, 'Email is required')
  .max(254, 'Invalid email address')
  .pipe(z.email({ pattern: z.regexes.html5Email, message: 'Invalid email address' }));

/** Password as typed at sign-in: only required (old accounts may predate the stronger rule). */
export const passwordInputSchema = z
  .string()
  .min(1, 'Password is required')
  .max(PASSWORD_MAX_LENGTH, `Password must be at most ${PASSWORD_MAX_LENGTH} characters`);

/**
 * The spec's stronger password rule: at least 8 characters with an upper-case letter, a lower-case letter,
 * a digit and a symbol ({@link hasPasswordSymbol}: any character other than a letter, a digit or a space).
 */
export const strongPasswordSchema = z
  .string()
  .min(PASSWORD_MIN_LENGTH, PASSWORD_TOO_SHORT_MESSAGE)
  .max(PASSWORD_MAX_LENGTH, `Password must be at most ${PASSWORD_MAX_LENGTH} characters`)
  .refine(
    (value) =>
      /[a-z]/.test(value) && /[A-Z]/.test(value) && /\d/.test(value) && hasPasswordSymbol(value),
    {
      message: STRONG_PASSWORD_MESSAGE,
    },
  );

/** Person name part: trimmed, 1-100 characters. */
const namePartSchema = (requiredMessage: string) =>
  safeText().trim().min(1, requiredMessage).max(100, 'Name must be at most 100 characters');

/** Request header carrying the device fingerprint on session calls. */
export const DEVICE_FINGERPRINT_HEADER = 'x-device-fingerprint';
/** Number of user-agent characters kept in a device fingerprint. */
export const DEVICE_FINGERPRINT_UA_LENGTH = 50;

/** The spec's device fingerprint: 'browser-' followed by the first 50 characters of the user agent. */
export function deviceFingerprintFor(userAgent: string): string {
  return `browser-${userAgent.slice(0, DEVICE_FINGERPRINT_UA_LENGTH)}`;
}

/** POST /api/v2/auth-simple/login body. `twoFactorCode` is sent only at the second step. */
export const loginBodySchema = z.object({
  email: emailSchema,
  password: passwordInputSchema,
  twoFactorCode: secondFactorCodeSchema.optional(),
  /** The challenge token of the first step; optional, checked against the user when sent. */
  temporaryToken: z.string().min(1).max(2048).optional(),
  /**
   * With a passed second factor: remember this device for 30 days. The reply then carries
   * `data.trustedDeviceToken`, which the client sends back in the `x-trusted-device` header to skip the code.
   */
  rememberDevice: z.boolean().optional(),
});
export type LoginBody = z.infer<typeof loginBodySchema>;

/** An access token (JWT, short-lived) and an opaque refresh token (rotated on every refresh). */
export const tokenPairSchema = z.object({
  accessToken: z.string(),
  refreshToken: z.string(),
});
export type TokenPair = z.infer<typeof tokenPairSchema>;

/** The signed-in user as every session reply shows it. Timestamps are ISO 8601 strings. */
export const sessionUserSchema = z.object({
  id: z.uuid(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  role: roleSchema,
  /** Null for a standalone user. */
  organizationId: z.uuid().nullable(),
  /** Null when the user belongs to no organisation. */
  organizationRole: organizationRoleSchema.nullable(),
  createdAt: z.string(),
  isActive: z.boolean(),
  isVerified: z.boolean(),
  /** Searches allowed per calendar day (UTC). */
  maxSearchesPerDay: z.number().int().nonnegative(),
  /** Searches allowed per calendar month (UTC). */
  maxSearchesPerMonth: z.number().int().nonnegative(),
  notes: z.string().nullable(),
  lastLoginAt: z.string().nullable(),
  twoFactorEnabled: z.boolean(),
  /** True while the account holds a temporary password: the app shows only the password change. */
  mustChangePassword: z.boolean().default(false),
  /**
   * True when the organisation or the provider requires two-factor of this account. With
   * `twoFactorEnabled` false the app shows only the two-factor set-up: the server refuses everything else
   * with TWO_FACTOR_SETUP_REQUIRED.
   */
  twoFactorRequired: z.boolean().default(false),
});
export type SessionUser = z.infer<typeof sessionUserSchema>;

/** Successful sign-in (or registration): tokens and the user. */
export const sessionReplySchema = z.object({
  success: z.literal(true),
  message: z.string(),
  data: z.object({
    tokens: tokenPairSchema,
    user: sessionUserSchema,
    /** Only after a second factor with `rememberDevice`: the device token, shown once. */
    trustedDeviceToken: z.string().optional(),
  }),
});
export type SessionReply = z.infer<typeof sessionReplySchema>;

/** Message of the two-factor challenge reply. */
export const TWO_FACTOR_REQUIRED_MESSAGE = 'Two-factor authentication required';

/** First step of a sign-in with two-factor on: HTTP 200, no tokens yet, a short-lived challenge token. */
export const twoFactorChallengeReplySchema = z.object({
  success: z.literal(false),
  requires2FA: z.literal(true),
  temporaryToken: z.string(),
  message: z.string(),
});
export type TwoFactorChallengeReply = z.infer<typeof twoFactorChallengeReplySchema>;

/** POST /api/v2/auth-simple/login reply (failures use the error envelope). */
export const loginReplySchema = z.union([sessionReplySchema, twoFactorChallengeReplySchema]);
export type LoginReply = z.infer<typeof loginReplySchema>;

/** POST /api/v2/auth-simple/refresh body. */
export const refreshBodySchema = z.object({
  refreshToken: z.string().min(1, 'Refresh token is required').max(512),
});
export type RefreshBody = z.infer<typeof refreshBodySchema>;

/** POST /api/v2/auth-simple/refresh reply: a new pair; the presented refresh token is now spent. */
export const refreshReplySchema = z.object({
  success: z.literal(true),
  data: z.object({ tokens: tokenPairSchema }),
});
export type RefreshReply = z.infer<typeof refreshReplySchema>;

/** GET /api/v2/auth-simple/me reply. */
export const meReplySchema = z.object({
  success: z.literal(true),
  data: z.object({ user: sessionUserSchema }),
});
export type MeReply = z.infer<typeof meReplySchema>;

/**
 * POST /api/v2/auth-simple/logout body. The spec's client sends none (the bearer token names the session);
 * a client whose access token has expired may send its refresh token instead, so the session still ends.
 * Nullish because Fastify hands an absent body to the validator as null.
 */
export const logoutBodySchema = z
  .object({ refreshToken: z.string().min(1).max(512).optional() })
  .nullish();
export type LogoutBody = z.infer<typeof logoutBodySchema>;

/** POST /api/v2/auth-simple/logout reply. */
export const logoutReplySchema = z.object({
  success: z.literal(true),
  message: z.string(),
});
export type LogoutReply = z.infer<typeof logoutReplySchema>;

/** POST /api/v2/auth-simple/register body: a standalone user (no organisation) under the stronger password rule. */
export const registerBodySchema = z.object({
  email: emailSchema,
  password: strongPasswordSchema,
  firstName: namePartSchema('First name is required'),
  lastName: namePartSchema('Last name is required'),
});
export type RegisterBody = z.infer<typeof registerBodySchema>;

/** The one registration answer, new address or not (ADR 013): the next step arrives by e-mail. */
export const REGISTER_ACCEPTED_MESSAGE = 'Check your e-mail to finish creating your account.';

/**
 * POST /api/v2/auth-simple/register reply (202), the same whether or not the address already has an account,
 * so it carries no tokens: a new user signs in with POST /api/v2/auth-simple/login afterwards.
 */
export const registerReplySchema = z.object({
  success: z.literal(true),
  message: z.string(),
});
export type RegisterReply = z.infer<typeof registerReplySchema>;

/** Message of the 429 answered after too many failed sign-ins; `minutes` is rounded up, at least 1. */
export function loginThrottledMessage(minutes: number): string {
  return `Too many failed sign-in attempts. Try again in ${minutes} ${minutes === 1 ? 'minute' : 'minutes'}.`;
}
