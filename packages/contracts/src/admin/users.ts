import { z } from 'zod';
import { safeText } from '../text';
import { emailSchema } from '../auth';
import { FIRST_NAME_REQUIRED, LAST_NAME_REQUIRED } from '../organizations/signup';
import { organizationRoleSchema, roleSchema } from '../roles';

/** Shown by the user table when a stored limit is empty (spec 9). */
export const DISPLAY_DEFAULT_DAILY_LIMIT = 100;
export const DISPLAY_DEFAULT_MONTHLY_LIMIT = 1000;
/** Organisation name of a user without one (spec 3, Admin user). */
export const NO_ORGANIZATION_NAME = 'N/A';

/**
 * What the account can do now, for staff (issue 23): a deactivated user is `inactive`; an owner whose
 * organisation is still under review, was rejected or is suspended shows that, not "Active".
 */
export const ACCOUNT_STATES = [
  'active',
  'inactive',
  'pending_approval',
  'rejected',
  'suspended',
] as const;
export const accountStateSchema = z.enum(ACCOUNT_STATES);
export type AccountState = z.infer<typeof accountStateSchema>;

/** Admin user view (spec 3): what the user management table and dialogs read. */
export const adminUserSchema = z.object({
  id: z.uuid(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  role: roleSchema,
  isActive: z.boolean(),
  accountState: accountStateSchema,
  isVerified: z.boolean(),
  maxSearchesPerDay: z.number().int().nonnegative().nullable(),
  maxSearchesPerMonth: z.number().int().nonnegative().nullable(),
  notes: z.string().nullable(),
  createdAt: z.string(),
  lastLoginAt: z.string().nullable(),
  organizationId: z.uuid().nullable(),
  /** "N/A" when the user belongs to no organisation. */
  organizationName: z.string(),
  /** "member" when the user belongs to no organisation. */
  organizationRole: organizationRoleSchema,
});
export type AdminUser = z.infer<typeof adminUserSchema>;

/** Columns the user list sorts by. */
export const ADMIN_USER_SORTS = ['name', 'email', 'role', 'createdAt', 'lastLoginAt'] as const;
export const adminUserSortSchema = z.enum(ADMIN_USER_SORTS);
export type AdminUserSort = z.infer<typeof adminUserSortSchema>;

export const ADMIN_USER_SORT_ORDERS = ['asc', 'desc'] as const;

export const ADMIN_USERS_MAX_PAGE_SIZE = 100;
export const ADMIN_USERS_DEFAULT_PAGE_SIZE = 25;

/** Query strings carry booleans as text; anything else than true/false is refused. */
const booleanQuerySchema = z.enum(['true', 'false']).transform((value) => value === 'true');

/** GET /api/v2/admin/users query: server-side filter, paging and sorting. */
export const adminUsersQuerySchema = z.object({
  /** Case-insensitive match on first name, last name or e-mail. */
  search: safeText().trim().max(200).optional(),
  role: roleSchema.optional(),
  isActive: booleanQuerySchema.optional(),
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce
    .number()
    .int()
    .min(1)
    .max(ADMIN_USERS_MAX_PAGE_SIZE)
    .default(ADMIN_USERS_DEFAULT_PAGE_SIZE),
  sort: adminUserSortSchema.default('createdAt'),
  order: z.enum(ADMIN_USER_SORT_ORDERS).default('desc'),
});
export type AdminUsersQuery = z.input<typeof adminUsersQuerySchema>;
export type AdminUsersQueryParsed = z.output<typeof adminUsersQuerySchema>;

export const adminUsersReplySchema = z.object({
  success: z.literal(true),
  data: z.object({
    users: z.array(adminUserSchema),
    total: z.number().int().nonnegative(),
    page: z.number().int().min(1),
    pageSize: z.number().int().min(1),
  }),
});
export type AdminUsersReply = z.infer<typeof adminUsersReplySchema>;

export const userIdParamsSchema = z.object({ id: z.uuid('Invalid user id') });

export const ROLE_INVALID = 'Role must be one of super_admin, admin, moderator, user';
export const DAILY_LIMIT_INVALID = 'Daily search limit must be a whole number of 0 or more';
export const MONTHLY_LIMIT_INVALID = 'Monthly search limit must be a whole number of 0 or more';

const limitSchema = (message: string) =>
  z.number({ error: message }).int(message).min(0, message).max(1_000_000_000, message);

/** The optional reason an administrative action is recorded with. */
export const adminReasonSchema = safeText({ multiline: true, strip: true })
  .trim()
  .max(500, 'Reason must be at most 500 characters');

/**
 * PUT /api/v2/admin/users/{id} and PUT /api/v2/super-admin/users/{id} body (spec 5, admin edit user): every
 * field optional (only the sent ones change), each validated as the edit dialog does.
 */
export const updateUserBodySchema = z.object({
  firstName: safeText().trim().min(1, FIRST_NAME_REQUIRED).max(100).optional(),
  lastName: safeText().trim().min(1, LAST_NAME_REQUIRED).max(100).optional(),
  email: emailSchema.optional(),
  role: z.enum(['super_admin', 'admin', 'moderator', 'user'], { error: ROLE_INVALID }).optional(),
  isActive: z.boolean().optional(),
  maxSearchesPerDay: limitSchema(DAILY_LIMIT_INVALID).optional(),
  maxSearchesPerMonth: limitSchema(MONTHLY_LIMIT_INVALID).optional(),
  notes: safeText({ multiline: true, strip: true })
    .max(2000, 'Notes must be at most 2000 characters')
    .nullable()
    .optional(),
  reason: adminReasonSchema.optional(),
});
export type UpdateUserBody = z.infer<typeof updateUserBodySchema>;

/** The fields a staff member may change on a user (the body without the audit reason). */
export type UserChanges = Omit<UpdateUserBody, 'reason'>;

/** DELETE /api/v2/admin/users/{id} query: the optional reason (a DELETE carries no body). */
export const deactivateUserQuerySchema = z.object({ reason: adminReasonSchema.optional() });

/**
 * Optional JSON body `{ reason }` of a removal. A DELETE sent without a body (as browsers and the spec's
 * client do) fails a body schema with 400: prefer {@link deactivateUserQuerySchema}.
 */
export const deactivateUserBodySchema = z
  .object({ reason: adminReasonSchema.optional() })
  .optional();

export const updateUserReplySchema = z.object({
  success: z.literal(true),
  message: z.string(),
  data: z.object({ user: adminUserSchema }),
});
export type UpdateUserReply = z.infer<typeof updateUserReplySchema>;

export const USER_UPDATED_MESSAGE = 'User updated';
export const USER_DEACTIVATED_MESSAGE = 'User deactivated';
export const USER_DELETED_MESSAGE = 'User deleted';

/** Messages of the rules the server enforces on staff edits (403/404/409). */
export const USER_ADMIN_MESSAGES = {
  notFound: 'User not found',
  ownRole: 'You cannot change your own role',
  ownActive: 'You cannot change your own active status',
  ownDeactivate: 'You cannot deactivate your own account',
  ownDelete: 'You cannot delete your own account',
  assignSuperAdmin: 'Only a super admin can assign the super_admin role',
  manageSuperAdmin: 'Only a super admin can edit or deactivate a super admin',
  emailInUse: 'This email address is already in use',
} as const;

/** What an audit row concerning a user records as changed. */
export const userAuditValuesSchema = z.record(z.string(), z.unknown());

/** One administrative action on a user, for the User Details dialog's activity history. */
export const userAuditEntrySchema = z.object({
  id: z.uuid(),
  action: z.string(),
  success: z.boolean(),
  timestamp: z.string(),
  actor: z
    .object({ id: z.uuid(), firstName: z.string(), lastName: z.string(), email: z.string() })
    .nullable(),
  reason: z.string().nullable(),
  before: userAuditValuesSchema.nullable(),
  after: userAuditValuesSchema.nullable(),
  ipAddress: z.string().nullable(),
  userAgent: z.string().nullable(),
});
export type UserAuditEntry = z.infer<typeof userAuditEntrySchema>;

export const USER_AUDIT_MAX_LIMIT = 200;
export const userAuditQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(USER_AUDIT_MAX_LIMIT).default(50),
});

export const userAuditReplySchema = z.object({
  success: z.literal(true),
  data: z.object({ entries: z.array(userAuditEntrySchema) }),
});
export type UserAuditReply = z.infer<typeof userAuditReplySchema>;

export const FETCH_USERS_FAILED = 'Failed to fetch users';
export const UPDATE_USER_FAILED = 'Failed to update user';
export const DEACTIVATE_USER_FAILED = 'Failed to deactivate user';
