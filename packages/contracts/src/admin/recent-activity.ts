import { z } from 'zod';

export const RECENT_ACTIVITY_TYPES = ['search', 'profile', 'system'] as const;
export const recentActivityTypeSchema = z.enum(RECENT_ACTIVITY_TYPES);
export type RecentActivityType = z.infer<typeof recentActivityTypeSchema>;

/**
 * The events the recent activity list shows: a screening (`search`) and the audit actions worth a
 * staff member's attention, each with its type and English title. Sign-ins, token refreshes and
 * other routine rows stay in the audit trail only.
 */
export const RECENT_ACTIVITY_KEYS = [
  'search',
  'register',
  'profile_update',
  'password_change',
  'password_reset',
  'email_verified',
  '2fa_enabled',
  '2fa_disabled',
  'account_delete',
  'data_export',
  'user_updated',
  'user_deactivated',
  'user_deleted',
  'super_admin_password_reset',
  'super_admin_force_password_change',
  'password_reset_by_admin',
  'organization_signup',
  'organization_approved',
  'organization_rejected',
  'plan_created',
  'plan_updated',
  'plan_deleted',
  'cash_payment_recorded',
  'cash_payment_verified',
] as const;
export type RecentActivityKey = (typeof RECENT_ACTIVITY_KEYS)[number];

export const RECENT_ACTIVITY_EVENTS = {
  search: { type: 'search', title: 'Search performed' },
  register: { type: 'profile', title: 'Account created' },
  profile_update: { type: 'profile', title: 'Profile updated' },
  password_change: { type: 'profile', title: 'Password changed' },
  password_reset: { type: 'profile', title: 'Password reset by e-mail link' },
  email_verified: { type: 'profile', title: 'E-mail address verified' },
  '2fa_enabled': { type: 'profile', title: 'Two-factor authentication enabled' },
  '2fa_disabled': { type: 'profile', title: 'Two-factor authentication disabled' },
  account_delete: { type: 'profile', title: 'Account deleted by its owner' },
  data_export: { type: 'profile', title: 'Personal data exported' },
  user_updated: { type: 'system', title: 'User updated by staff' },
  user_deactivated: { type: 'system', title: 'User deactivated' },
  user_deleted: { type: 'system', title: 'User deleted' },
  super_admin_password_reset: { type: 'system', title: 'Password reset by super admin' },
  super_admin_force_password_change: { type: 'system', title: 'Password change forced' },
  password_reset_by_admin: { type: 'system', title: 'Password reset by admin' },
  organization_signup: { type: 'system', title: 'Organization application submitted' },
  organization_approved: { type: 'system', title: 'Organization approved' },
  organization_rejected: { type: 'system', title: 'Organization rejected' },
  plan_created: { type: 'system', title: 'Plan created' },
  plan_updated: { type: 'system', title: 'Plan updated' },
  plan_deleted: { type: 'system', title: 'Plan deleted' },
  cash_payment_recorded: { type: 'system', title: 'Cash payment recorded' },
  cash_payment_verified: { type: 'system', title: 'Cash payment decided' },
} as const satisfies Record<RecentActivityKey, { type: RecentActivityType; title: string }>;

/** Recent activity entry (spec 3). `title` and `description` are English; `key`/`params` let clients translate. */
export const recentActivityEntrySchema = z.object({
  id: z.string(),
  type: recentActivityTypeSchema,
  /** Stable text key of the event (the audit action, or `search` for a screening), for translation. */
  key: z.enum(RECENT_ACTIVITY_KEYS),
  title: z.string(),
  description: z.string(),
  timestamp: z.string(),
  metadata: z.object({ ip: z.string().nullable(), userAgent: z.string().nullable() }),
  /** Matches found, for a search. */
  matches: z.number().int().nonnegative().nullable(),
  /** Who acted when someone else than the user did (staff actions). */
  actor: z
    .object({ id: z.uuid(), firstName: z.string(), lastName: z.string(), email: z.string() })
    .nullable(),
  /** Who the event concerns, when a user does. */
  user: z
    .object({ id: z.uuid(), firstName: z.string(), lastName: z.string(), email: z.string() })
    .nullable(),
});
export type RecentActivityEntry = z.infer<typeof recentActivityEntrySchema>;

export const RECENT_ACTIVITY_DEFAULT_LIMIT = 20;
export const RECENT_ACTIVITY_MAX_LIMIT = 100;

export const recentActivityQuerySchema = z.object({
  limit: z.coerce
    .number()
    .int()
    .min(1)
    .max(RECENT_ACTIVITY_MAX_LIMIT)
    .default(RECENT_ACTIVITY_DEFAULT_LIMIT),
});

export const recentActivityReplySchema = z.object({
  success: z.literal(true),
  data: z.object({ activities: z.array(recentActivityEntrySchema) }),
});
export type RecentActivityReply = z.infer<typeof recentActivityReplySchema>;
