import { z } from 'zod';
import { TOTP_CODE_MESSAGE, passwordInputSchema, totpCodeSchema } from '../auth';
import { isoInstant } from './common';

/** Request header carrying the trusted-device token handed out at a sign-in with `rememberDevice`. */
export const TRUSTED_DEVICE_HEADER = 'x-trusted-device';
/** How long a remembered device skips the second factor, in days (spec 2.11). */
export const TRUSTED_DEVICE_DAYS = 30;
/** Backup codes handed out at set-up and at each regeneration. */
export const BACKUP_CODE_COUNT = 10;
/** Wrong codes (or passwords) accepted on the account area's confirmation forms per window. */
export const REAUTH_THROTTLE = {
  /** Failures allowed within the window. */
  maxFailures: 5,
  /** Window length in milliseconds (15 minutes). */
  windowMs: 15 * 60 * 1000,
} as const;

/** Message when the current trusted device is the one being removed (spec 2.11). */
export const CURRENT_DEVICE_MESSAGE = 'You cannot remove the device you are using';
/** Message of a wrong two-factor code on the account forms. */
export const INVALID_TWO_FACTOR_CODE_MESSAGE = 'Invalid two-factor code';

/** GET /api/v2/auth/2fa/status data. */
export const twoFactorStatusSchema = z.object({
  isEnabled: z.boolean(),
  /** Last successful use of a code (sign-in, verification); null when never. */
  lastUsed: isoInstant.nullable(),
  enabledAt: isoInstant.nullable(),
  /** Unused backup codes left; 0 when two-factor is off. */
  backupCodesRemaining: z.number().int().min(0),
});
export type TwoFactorStatus = z.infer<typeof twoFactorStatusSchema>;

export const twoFactorStatusReplySchema = z.object({
  success: z.literal(true),
  data: twoFactorStatusSchema,
});

/** POST /api/v2/auth/2fa/setup body. */
export const twoFactorSetupBodySchema = z.object({ password: passwordInputSchema });
export type TwoFactorSetupBody = z.infer<typeof twoFactorSetupBodySchema>;

/** POST /api/v2/auth/2fa/setup data: shown once; two-factor stays off until a code is verified. */
export const twoFactorSetupSchema = z.object({
  /** The `otpauth://totp/...` URL an authenticator app scans (the client draws the QR code). */
  qrCodeUrl: z.string(),
  /** Base32 secret for manual entry. */
  secret: z.string(),
  /** Plain backup codes, `XXXX-XXXX`; never shown again. */
  backupCodes: z.array(z.string()),
});
export type TwoFactorSetup = z.infer<typeof twoFactorSetupSchema>;

export const twoFactorSetupReplySchema = z.object({
  success: z.literal(true),
  message: z.string(),
  data: twoFactorSetupSchema,
});

/** POST /api/v2/auth/2fa/verify body: the first code from the authenticator app. */
export const twoFactorVerifyBodySchema = z.object({ code: totpCodeSchema });
export type TwoFactorVerifyBody = z.infer<typeof twoFactorVerifyBodySchema>;

/** A code on a confirmation form: 6 digits, or a backup code (`XXXX-XXXX`) when the phone is lost. */
const confirmationCodeSchema = z
  .string()
  .trim()
  .min(1, 'Code is required')
  .max(20, TOTP_CODE_MESSAGE);

/** Password and code, as the disable, regenerate and remove-device forms send them (spec 5). */
export const passwordAndCodeBodySchema = z.object({
  password: passwordInputSchema,
  code: confirmationCodeSchema,
});
export type PasswordAndCodeBody = z.infer<typeof passwordAndCodeBodySchema>;

/** One backup code in the list: masked (only hashes are stored) and whether it was used. */
export const backupCodeSchema = z.object({
  /** Position in the current set, 1-based. */
  id: z.number().int().min(1),
  /** Always masked (`••••-••••`): plain codes are shown once, at set-up or regeneration. */
  code: z.string(),
  used: z.boolean(),
  usedAt: isoInstant.nullable(),
});
export type BackupCode = z.infer<typeof backupCodeSchema>;

export const backupCodesReplySchema = z.object({
  success: z.literal(true),
  data: z.array(backupCodeSchema),
});

/** POST /api/v2/auth/2fa/backup-codes/regenerate reply: the new plain codes, shown once. */
export const regenerateBackupCodesReplySchema = z.object({
  success: z.literal(true),
  message: z.string(),
  data: z.object({ backupCodes: z.array(z.string()) }),
});

export const TRUSTED_DEVICE_TYPES = ['mobile', 'tablet', 'other'] as const;

/** A remembered device (spec 3). */
export const trustedDeviceSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  type: z.enum(TRUSTED_DEVICE_TYPES),
  browser: z.string().nullable(),
  ipAddress: z.string().nullable(),
  addedAt: isoInstant,
  lastUsedAt: isoInstant.nullable(),
  expiresAt: isoInstant,
  /** True for the device whose token came with this request (header {@link TRUSTED_DEVICE_HEADER}). */
  isCurrent: z.boolean(),
});
export type TrustedDevice = z.infer<typeof trustedDeviceSchema>;

export const trustedDevicesReplySchema = z.object({
  success: z.literal(true),
  data: z.array(trustedDeviceSchema),
});
