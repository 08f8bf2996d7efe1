import { z } from 'zod';
import {
  PASSWORD_MAX_LENGTH,
  emailSchema,
  TOTP_CODE_MESSAGE,
  passwordInputSchema,
  sessionUserSchema,
  strongPasswordSchema,
  totpCodeSchema,
} from './auth';
import { SANCTION_LIST_FILTERS, SEARCH_TYPES } from './search';

/*
 * The account area of spec screening-and-account (2.7-2.12, 3, 5, 7): profile, password, security events,
 * activity logs, two-factor, preferences, data export, deletion, sessions and notifications.
 * Timestamps are ISO 8601 strings.
 */

const isoInstant = z.string();

// ---------------------------------------------------------------------------------------------- profile

/** PUT /api/v2/user/profile body (spec 5: the profile form's messages). */
export const updateProfileBodySchema = z.object({
  firstName: z
    .string()
    .trim()
    .min(1, 'First name is required')
    .max(100, 'Name must be at most 100 characters'),
  lastName: z
    .string()
    .trim()
    .min(1, 'Last name is required')
    .max(100, 'Name must be at most 100 characters'),
  /** The sign-in e-mail rule, so every address that can sign in can be kept. */
  email: emailSchema,
});
export type UpdateProfileBody = z.infer<typeof updateProfileBodySchema>;

/** Message of the 409 when another account already uses the e-mail address. */
export const EMAIL_IN_USE_MESSAGE = 'This email address is already in use';

/** PUT /api/v2/user/profile reply: the updated session user. */
export const updateProfileReplySchema = z.object({
  success: z.literal(true),
  message: z.string(),
  data: z.object({ user: sessionUserSchema }),
});
export type UpdateProfileReply = z.infer<typeof updateProfileReplySchema>;

// ---------------------------------------------------------------------------------------------- password

/** Message when the current password (or the password of a confirmation form) is wrong. */
export const CURRENT_PASSWORD_INCORRECT_MESSAGE = 'Current password is incorrect';
/** Message when a confirmation form's password is wrong (2FA forms, account deletion). */
export const PASSWORD_INCORRECT_MESSAGE = 'Password is incorrect';
/** Message of the password-confirmation mismatch (spec 5). */
export const PASSWORDS_DONT_MATCH_MESSAGE = "Passwords don't match";

/**
 * POST /api/v2/user/change-password body. The new password follows the stronger rule (spec 5): the
 * 8-character message comes first, then the character-classes message.
 */
export const changePasswordBodySchema = z
  .object({
    currentPassword: z
      .string()
      .min(1, 'Current password is required')
      .max(PASSWORD_MAX_LENGTH, `Password must be at most ${PASSWORD_MAX_LENGTH} characters`),
    newPassword: strongPasswordSchema,
    confirmPassword: z.string().min(1, 'Please confirm your password'),
  })
  .refine((body) => body.newPassword === body.confirmPassword, {
    message: PASSWORDS_DONT_MATCH_MESSAGE,
    path: ['confirmPassword'],
  })
  .refine((body) => body.newPassword !== body.currentPassword, {
    message: 'New password must be different from the current password',
    path: ['newPassword'],
  });
export type ChangePasswordBody = z.infer<typeof changePasswordBodySchema>;

/** POST /api/v2/user/change-password reply; `revokedSessions` counts the other sessions signed out. */
export const changePasswordReplySchema = z.object({
  success: z.literal(true),
  message: z.string(),
  data: z.object({ revokedSessions: z.number().int().min(0) }),
});
export type ChangePasswordReply = z.infer<typeof changePasswordReplySchema>;

// ---------------------------------------------------------------------------------------------- security events

/** One security event of the Security tab: a sign-in attempt or a security-relevant account change. */
export const securityEventSchema = z.object({
  /** Machine name, e.g. `login_success`, `login_failed`, `password_change`, `2fa_enabled`. */
  type: z.string(),
  description: z.string(),
  success: z.boolean(),
  timestamp: isoInstant,
  ipAddress: z.string().nullable(),
  userAgent: z.string().nullable(),
});
export type SecurityEvent = z.infer<typeof securityEventSchema>;

/** Security events returned, newest first. */
export const SECURITY_EVENTS_LIMIT = 50;

/** GET /api/v2/user/security-events reply. */
export const securityEventsReplySchema = z.object({
  success: z.literal(true),
  data: z.object({ events: z.array(securityEventSchema) }),
});
export type SecurityEventsReply = z.infer<typeof securityEventsReplySchema>;

// ---------------------------------------------------------------------------------------------- activity logs

/** Activity types of the activity log filter (spec 3). */
export const ACTIVITY_TYPES = [
  'search',
  'login',
  'password_change',
  '2fa_change',
  'profile_update',
  'api_key',
  'security_event',
] as const;
export const activityTypeSchema = z.enum(ACTIVITY_TYPES);
export type ActivityType = z.infer<typeof activityTypeSchema>;

/** Severity of an activity entry (spec 3: error, warning, other; "other" is written `info`). */
export const ACTIVITY_SEVERITIES = ['error', 'warning', 'info'] as const;
export const activitySeveritySchema = z.enum(ACTIVITY_SEVERITIES);
export type ActivitySeverity = z.infer<typeof activitySeveritySchema>;

/** Page size of the activity log (spec 9). */
export const ACTIVITY_PAGE_SIZE = 20;
/** Largest page a client may ask for. */
export const ACTIVITY_MAX_PAGE_SIZE = 100;
/** Most rows one export file holds (newest first). */
export const ACTIVITY_EXPORT_MAX_ROWS = 10_000;

const isoDateTimeParam = (label: string) =>
  z
    .string()
    .trim()
    .refine((value) => !Number.isNaN(Date.parse(value)), `${label} must be an ISO date`);

/** Filters shared by the activity list and its export (all optional). */
export const activityFiltersSchema = z.object({
  /** Free text matched against the action, description details and IP address (case-insensitive). */
  search: z.string().trim().max(200).optional(),
  /** Comma-separated {@link ACTIVITY_TYPES}; empty means all types. */
  types: z
    .string()
    .trim()
    .max(200)
    .optional()
    .transform((value, context) => {
      if (value === undefined || value === '') return undefined;
      const parts = value
        .split(',')
        .map((part) => part.trim())
        .filter((part) => part !== '');
      const parsed: ActivityType[] = [];
      for (const part of parts) {
        const result = activityTypeSchema.safeParse(part);
        if (!result.success) {
          context.addIssue({ code: 'custom', message: `Unknown activity type: ${part}` });
          return z.NEVER;
        }
        parsed.push(result.data);
      }
      return parsed;
    }),
  /** Inclusive lower bound (ISO 8601). */
  startDate: isoDateTimeParam('startDate').optional(),
  /** Inclusive upper bound (ISO 8601); a bare date means the whole of that day (UTC). */
  endDate: isoDateTimeParam('endDate').optional(),
});
export type ActivityFilters = z.infer<typeof activityFiltersSchema>;

const isDateOrderRight = (filters: {
  startDate?: string | undefined;
  endDate?: string | undefined;
}) =>
  filters.startDate === undefined ||
  filters.endDate === undefined ||
  Date.parse(filters.startDate) <= Date.parse(filters.endDate);
const DATE_ORDER_ISSUE = { message: 'startDate must not be after endDate', path: ['endDate'] };

/** GET /api/v2/user/activity-logs query. */
export const activityLogsQuerySchema = activityFiltersSchema
  .extend({
    limit: z.coerce.number().int().min(1).max(ACTIVITY_MAX_PAGE_SIZE).default(ACTIVITY_PAGE_SIZE),
    offset: z.coerce.number().int().min(0).default(0),
  })
  .refine(isDateOrderRight, DATE_ORDER_ISSUE);
export type ActivityLogsQuery = z.infer<typeof activityLogsQuerySchema>;

/** One entry of the activity log, built from one audit row. */
export const activitySchema = z.object({
  id: z.string(),
  type: activityTypeSchema,
  success: z.boolean(),
  severity: activitySeveritySchema,
  description: z.string(),
  /** The audit action, e.g. `login`, `password_change`, `2fa_enabled`. */
  action: z.string(),
  timestamp: isoInstant,
  ipAddress: z.string().nullable(),
  userAgent: z.string().nullable(),
  metadata: z.record(z.string(), z.unknown()),
});
export type Activity = z.infer<typeof activitySchema>;

/** GET /api/v2/user/activity-logs reply. */
export const activityLogsReplySchema = z.object({
  success: z.literal(true),
  data: z.object({ activities: z.array(activitySchema), total: z.number().int().min(0) }),
});
export type ActivityLogsReply = z.infer<typeof activityLogsReplySchema>;

export const ACTIVITY_EXPORT_FORMATS = ['csv', 'json'] as const;

/** GET /api/v2/user/activity-logs/export query: the list filters plus the file format. */
export const activityExportQuerySchema = activityFiltersSchema
  .extend({ format: z.enum(ACTIVITY_EXPORT_FORMATS).default('csv') })
  .refine(isDateOrderRight, DATE_ORDER_ISSUE);
export type ActivityExportQuery = z.infer<typeof activityExportQuerySchema>;

/** File name of an activity export (spec 7). */
export function activityExportFileName(format: (typeof ACTIVITY_EXPORT_FORMATS)[number]): string {
  return `activity-logs-${format}.${format}`;
}

// ---------------------------------------------------------------------------------------------- two-factor

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

/** `:id` of the device, session and notification routes. */
export const uuidParamsSchema = z.object({ id: z.uuid('Not found') });

// ---------------------------------------------------------------------------------------------- preferences

export const THEMES = ['light', 'dark', 'system'] as const;
export const PREFERENCE_LANGUAGES = ['en', 'ar', 'fr', 'es', 'de'] as const;
export const RESULTS_PER_PAGE_CHOICES = [10, 20, 50, 100] as const;
export const DATE_FORMATS = ['DD/MM/YYYY', 'MM/DD/YYYY', 'YYYY-MM-DD'] as const;
export const TIME_FORMATS = ['12h', '24h'] as const;
export const FONT_SIZES = ['small', 'medium', 'large'] as const;

export const emailNotificationPreferencesSchema = z.object({
  searchAlerts: z.boolean(),
  weeklyReports: z.boolean(),
  securityAlerts: z.boolean(),
  productUpdates: z.boolean(),
  billingReminders: z.boolean(),
});
export const searchDefaultPreferencesSchema = z.object({
  searchType: z.enum(SEARCH_TYPES),
  sanctionLists: z.enum(SANCTION_LIST_FILTERS),
  autoSaveSearches: z.boolean(),
});
export const displayPreferencesSchema = z.object({
  compactView: z.boolean(),
  showConfidenceScores: z.boolean(),
  resultsPerPage: z.literal(RESULTS_PER_PAGE_CHOICES, 'Results per page must be 10, 20, 50 or 100'),
  dateFormat: z.enum(DATE_FORMATS),
  timeFormat: z.enum(TIME_FORMATS),
});
export const privacyPreferencesSchema = z.object({
  shareUsageAnalytics: z.boolean(),
  allowMarketingEmails: z.boolean(),
  publicProfile: z.boolean(),
});
export const accessibilityPreferencesSchema = z.object({
  highContrast: z.boolean(),
  reducedMotion: z.boolean(),
  fontSize: z.enum(FONT_SIZES),
  keyboardShortcuts: z.boolean(),
});

/** The whole preferences object (spec 3). */
export const preferencesSchema = z.object({
  theme: z.enum(THEMES),
  language: z.enum(PREFERENCE_LANGUAGES),
  emailNotifications: emailNotificationPreferencesSchema,
  searchDefaults: searchDefaultPreferencesSchema,
  display: displayPreferencesSchema,
  privacy: privacyPreferencesSchema,
  accessibility: accessibilityPreferencesSchema,
});
export type Preferences = z.infer<typeof preferencesSchema>;

/** Preferences of an account that never saved any, and after a reset. */
export const DEFAULT_PREFERENCES: Preferences = {
  theme: 'system',
  language: 'en',
  emailNotifications: {
    searchAlerts: true,
    weeklyReports: false,
    // Security alerts default on: a password or two-factor change must reach the owner.
    securityAlerts: true,
    productUpdates: false,
    billingReminders: true,
  },
  searchDefaults: { searchType: 'fuzzy', sanctionLists: 'all', autoSaveSearches: false },
  display: {
    compactView: false,
    showConfidenceScores: true,
    resultsPerPage: 20,
    dateFormat: 'DD/MM/YYYY',
    timeFormat: '24h',
  },
  privacy: { shareUsageAnalytics: false, allowMarketingEmails: false, publicProfile: false },
  accessibility: {
    highContrast: false,
    reducedMotion: false,
    fontSize: 'medium',
    keyboardShortcuts: true,
  },
};

/**
 * The preferences object of a stored value: each group that validates is kept, any other group (missing,
 * or written by an older version) takes its default. Never throws.
 */
export function resolvePreferences(stored: unknown): Preferences {
  const source = typeof stored === 'object' && stored !== null ? stored : {};
  const group = <T>(key: keyof Preferences, schema: z.ZodType<T>, fallback: T): T => {
    const parsed = schema.safeParse(key in source ? Reflect.get(source, key) : undefined);
    return parsed.success ? parsed.data : fallback;
  };
  const shape = preferencesSchema.shape;
  const defaults = DEFAULT_PREFERENCES;
  return {
    theme: group('theme', shape.theme, defaults.theme),
    language: group('language', shape.language, defaults.language),
    emailNotifications: group(
      'emailNotifications',
      shape.emailNotifications,
      defaults.emailNotifications,
    ),
    searchDefaults: group('searchDefaults', shape.searchDefaults, defaults.searchDefaults),
    display: group('display', shape.display, defaults.display),
    privacy: group('privacy', shape.privacy, defaults.privacy),
    accessibility: group('accessibility', shape.accessibility, defaults.accessibility),
  };
}

/** Message when a preferences update names no group or several. */
export const ONE_PREFERENCE_GROUP_MESSAGE = 'Send exactly one preference group to update';

/**
 * PUT /api/v2/user/preferences body: exactly ONE group. Object groups may be partial: the given fields
 * replace the stored ones, the others are kept.
 */
export const updatePreferencesBodySchema = z
  .object({
    theme: preferencesSchema.shape.theme.optional(),
    language: preferencesSchema.shape.language.optional(),
    emailNotifications: emailNotificationPreferencesSchema.partial().strict().optional(),
    searchDefaults: searchDefaultPreferencesSchema.partial().strict().optional(),
    display: displayPreferencesSchema.partial().strict().optional(),
    privacy: privacyPreferencesSchema.partial().strict().optional(),
    accessibility: accessibilityPreferencesSchema.partial().strict().optional(),
  })
  .strict()
  .refine((body) => Object.values(body).filter((value) => value !== undefined).length === 1, {
    message: ONE_PREFERENCE_GROUP_MESSAGE,
  });
export type UpdatePreferencesBody = z.infer<typeof updatePreferencesBodySchema>;

export const preferencesReplySchema = z.object({
  success: z.literal(true),
  message: z.string().optional(),
  data: preferencesSchema,
});
export type PreferencesReply = z.infer<typeof preferencesReplySchema>;

// ---------------------------------------------------------------------------------------------- deletion

/** The phrase typed to confirm account deletion (spec 5, 9). */
export const DELETE_ACCOUNT_PHRASE = 'DELETE MY ACCOUNT';
export const DELETE_ACCOUNT_PHRASE_MESSAGE = `Type ${DELETE_ACCOUNT_PHRASE} to confirm`;

/** DELETE /api/v2/user/account body. */
export const deleteAccountBodySchema = z.object({
  password: passwordInputSchema,
  confirmation: z.string().refine((value) => value === DELETE_ACCOUNT_PHRASE, {
    message: DELETE_ACCOUNT_PHRASE_MESSAGE,
  }),
});
export type DeleteAccountBody = z.infer<typeof deleteAccountBodySchema>;

// ---------------------------------------------------------------------------------------------- sessions

/** One signed-in session (a refresh-token family). */
export const accountSessionSchema = z.object({
  id: z.uuid(),
  /** Readable device, e.g. "Chrome on Windows". */
  device: z.string(),
  ipAddress: z.string().nullable(),
  userAgent: z.string().nullable(),
  createdAt: isoInstant,
  /** Last sign-in or token refresh of the session. */
  lastUsedAt: isoInstant,
  expiresAt: isoInstant,
  isCurrent: z.boolean(),
});
export type AccountSession = z.infer<typeof accountSessionSchema>;

export const accountSessionsReplySchema = z.object({
  success: z.literal(true),
  data: z.object({ sessions: z.array(accountSessionSchema) }),
});

// ---------------------------------------------------------------------------------------------- notifications

export const NOTIFICATION_KINDS = ['info', 'success', 'warning', 'error'] as const;
/** Notifications listed, newest first. */
export const NOTIFICATIONS_LIMIT = 50;

/** An in-app notification (spec 3). */
export const notificationSchema = z.object({
  id: z.uuid(),
  title: z.string(),
  message: z.string(),
  type: z.enum(NOTIFICATION_KINDS),
  read: z.boolean(),
  createdAt: isoInstant,
  action: z.object({ label: z.string(), href: z.string() }).nullable(),
});
export type Notification = z.infer<typeof notificationSchema>;

export const notificationsReplySchema = z.object({
  success: z.literal(true),
  data: z.object({
    notifications: z.array(notificationSchema),
    unreadCount: z.number().int().min(0),
  }),
});
export type NotificationsReply = z.infer<typeof notificationsReplySchema>;

/** POST /api/v2/notifications/read-all reply. */
export const markAllReadReplySchema = z.object({
  success: z.literal(true),
  data: z.object({ updated: z.number().int().min(0) }),
});

// ---------------------------------------------------------------------------------------------- devices

/** A readable summary of a user-agent string, for session and trusted-device lists. */
export interface DeviceDescription {
  /** Browser family, e.g. "Chrome"; null when unrecognised. */
  browser: string | null;
  /** Operating system, e.g. "Windows"; null when unrecognised. */
  os: string | null;
  type: (typeof TRUSTED_DEVICE_TYPES)[number];
  /** "Chrome on Windows", "Safari on iOS", or "Unknown device". */
  name: string;
}

// Order matters: Edge and Opera also claim Chrome, Chrome also claims Safari.
const BROWSERS: readonly [RegExp, string][] = [
  [/\bEdg(?:e|A|iOS)?\//, 'Edge'],
  [/\b(?:OPR|Opera)\//, 'Opera'],
  [/\bSamsungBrowser\//, 'Samsung Internet'],
  [/\b(?:Firefox|FxiOS)\//, 'Firefox'],
  [/\b(?:Chrome|CriOS|Chromium)\//, 'Chrome'],
  [/\bVersion\/[\d.]+.*Safari\//, 'Safari'],
];
const SYSTEMS: readonly [RegExp, string][] = [
  [/\b(?:iPhone|iPad|iPod)\b/, 'iOS'],
  [/\bAndroid\b/, 'Android'],
  [/\bWindows\b/, 'Windows'],
  [/\bMac OS X\b|\bMacintosh\b/, 'macOS'],
  [/\bCrOS\b/, 'ChromeOS'],
  [/\bLinux\b/, 'Linux'],
];

/** Browser, system and device type read from a user-agent header (best effort; never throws). */
export function describeUserAgent(userAgent: string | null | undefined): DeviceDescription {
  const ua = userAgent ?? '';
  const browser = BROWSERS.find(([pattern]) => pattern.test(ua))?.[1] ?? null;
  const os = SYSTEMS.find(([pattern]) => pattern.test(ua))?.[1] ?? null;
  const type = /\biPad\b|\bTablet\b|Android(?!.*\bMobile\b)/.test(ua)
    ? 'tablet'
    : /\bMobile\b|\biPhone\b/.test(ua)
      ? 'mobile'
      : 'other';
  const name =
    browser && os ? `${browser} on ${os}` : (browser ?? (os ? `${os} device` : 'Unknown device'));
  return { browser, os, type, name };
}
