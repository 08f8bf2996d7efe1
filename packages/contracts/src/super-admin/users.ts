import { z } from 'zod';
import { safeText } from '../text';
import { adminUserSchema, userAuditEntrySchema } from '../admin/users';

export const SUPER_ADMIN_USERS_MAX_PAGE_SIZE = 100;
export const SUPER_ADMIN_USERS_DEFAULT_PAGE_SIZE = 25;
/** How many top searched names the usage view lists. */
export const USER_TOP_SEARCHES_LIMIT = 10;

/** GET /api/v2/super-admin/users query: the user picker's search box and paging. */
export const superAdminUsersQuerySchema = z.object({
  /** Case-insensitive part of the first name, last name or e-mail. */
  search: safeText().trim().max(200).optional(),
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce
    .number()
    .int()
    .min(1)
    .max(SUPER_ADMIN_USERS_MAX_PAGE_SIZE)
    .default(SUPER_ADMIN_USERS_DEFAULT_PAGE_SIZE),
});
export type SuperAdminUsersQuery = z.input<typeof superAdminUsersQuerySchema>;
export type SuperAdminUsersQueryParsed = z.output<typeof superAdminUsersQuerySchema>;

/** Searches counted from the stored usage rows (UTC days and months) and the stored screenings. */
export const usageCountsSchema = z.object({
  today: z.number().int().nonnegative(),
  thisMonth: z.number().int().nonnegative(),
  totalSearches: z.number().int().nonnegative(),
});
export type UsageCounts = z.infer<typeof usageCountsSchema>;

/** The admin user view with its usage counts. */
export const superAdminUserSchema = adminUserSchema.extend({
  mustChangePassword: z.boolean(),
  usage: usageCountsSchema,
});
export type SuperAdminUser = z.infer<typeof superAdminUserSchema>;

export const superAdminUsersReplySchema = z.object({
  success: z.literal(true),
  data: z.object({
    users: z.array(superAdminUserSchema),
    total: z.number().int().nonnegative(),
    page: z.number().int().min(1),
    pageSize: z.number().int().min(1),
  }),
});
export type SuperAdminUsersReply = z.infer<typeof superAdminUsersReplySchema>;

/** User usage (spec 3): GET /api/v2/super-admin/users/{id}/usage. */
export const staffUserUsageSchema = z.object({
  user: adminUserSchema,
  usage: usageCountsSchema.extend({
    dailyLimit: z.number().int().nonnegative(),
    monthlyLimit: z.number().int().nonnegative(),
  }),
  /** The names this user screened most often, most frequent first. */
  topSearches: z.array(z.object({ name: z.string(), count: z.number().int().positive() })),
});
export type StaffUserUsage = z.infer<typeof staffUserUsageSchema>;

export const staffUserUsageReplySchema = z.object({
  success: z.literal(true),
  data: staffUserUsageSchema,
});
export type StaffUserUsageReply = z.infer<typeof staffUserUsageReplySchema>;

/** One sign-in attempt on the account. */
export const loginAttemptEntrySchema = z.object({
  id: z.uuid(),
  success: z.boolean(),
  failureReason: z.string().nullable(),
  ipAddress: z.string().nullable(),
  userAgent: z.string().nullable(),
  timestamp: z.string(),
});
export type LoginAttemptEntry = z.infer<typeof loginAttemptEntrySchema>;

export const RECENT_LOGIN_ATTEMPTS_LIMIT = 10;
export const RECENT_AUDIT_LIMIT = 20;

/** GET /api/v2/super-admin/users/{id}/details: profile, organisation, security state and recent history. */
export const userDetailsSchema = z.object({
  user: adminUserSchema,
  organization: z
    .object({ id: z.uuid(), name: z.string(), displayName: z.string(), status: z.string() })
    .nullable(),
  security: z.object({
    twoFactorEnabled: z.boolean(),
    mustChangePassword: z.boolean(),
    /** Signed-in sessions that have not ended or expired. */
    activeSessions: z.number().int().nonnegative(),
    passwordChangedAt: z.string().nullable(),
    lastLoginAt: z.string().nullable(),
  }),
  recentLoginAttempts: z.array(loginAttemptEntrySchema),
  recentAudit: z.array(userAuditEntrySchema),
});
export type UserDetails = z.infer<typeof userDetailsSchema>;

export const userDetailsReplySchema = z.object({
  success: z.literal(true),
  data: userDetailsSchema,
});
export type UserDetailsReply = z.infer<typeof userDetailsReplySchema>;

/** DELETE /api/v2/super-admin/users/{id} reply: the account is deactivated and marked deleted. */
export const superAdminDeleteUserReplySchema = z.object({
  success: z.literal(true),
  message: z.string(),
  data: z.object({ userId: z.uuid(), revokedSessions: z.number().int().nonnegative() }),
});
export type SuperAdminDeleteUserReply = z.infer<typeof superAdminDeleteUserReplySchema>;
