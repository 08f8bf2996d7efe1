import { z } from 'zod';
import { SANCTION_LIST_FILTERS, SEARCH_TYPES } from '../search';

export const THEMES = ['light', 'dark', 'system'] as const;
export const PREFERENCE_LANGUAGES = ['en', 'ar', 'fr', 'es', 'de'] as const;
export const RESULTS_PER_PAGE_CHOICES = [10, 20, 50, 100] as const;
export const DATE_FORMATS = ['DD/MM/YYYY', 'MM/DD/YYYY', 'YYYY-MM-DD'] as const;
export const TIME_FORMATS = ['12h', '24h'] as const;
export const FONT_SIZES = ['small', 'medium', 'large'] as const;
/** Monitoring alert e-mails (issue 16): one per batch of new alerts, one summary a day, or none. */
export const MONITORING_DIGEST_CHOICES = ['immediate', 'daily', 'off'] as const;
export type MonitoringDigest = (typeof MONITORING_DIGEST_CHOICES)[number];

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
  monitoringDigest: z.enum(MONITORING_DIGEST_CHOICES),
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
  monitoringDigest: 'immediate',
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
    monitoringDigest: group('monitoringDigest', shape.monitoringDigest, defaults.monitoringDigest),
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
    monitoringDigest: preferencesSchema.shape.monitoringDigest.optional(),
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

/**
 * `current` with one update body applied: a scalar replaces, an object group's given fields replace the
 * stored ones. The server stores exactly this; the web applies it optimistically before the reply.
 */
export function mergePreferences(current: Preferences, body: UpdatePreferencesBody): Preferences {
  return {
    theme: body.theme ?? current.theme,
    language: body.language ?? current.language,
    emailNotifications: { ...current.emailNotifications, ...body.emailNotifications },
    searchDefaults: { ...current.searchDefaults, ...body.searchDefaults },
    display: { ...current.display, ...body.display },
    privacy: { ...current.privacy, ...body.privacy },
    accessibility: { ...current.accessibility, ...body.accessibility },
    monitoringDigest: body.monitoringDigest ?? current.monitoringDigest,
  };
}
