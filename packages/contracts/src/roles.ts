import { z } from 'zod';

/** Platform roles, lowest privilege first. `user` is the implicit default of every new account. */
export const ROLES = ['user', 'moderator', 'admin', 'super_admin'] as const;
/** Validates one of {@link ROLES}. */
export const roleSchema = z.enum(ROLES);
/** A platform role. */
export type Role = z.infer<typeof roleSchema>;

/** Rank of each role: a higher number includes every privilege of the lower ones (0 = user, 3 = super_admin). */
export const ROLE_RANK: Readonly<Record<Role, number>> = {
  user: 0,
  moderator: 1,
  admin: 2,
  super_admin: 3,
};

/** True when `userRole` is `required` or above it (hierarchical: super_admin passes an admin check). */
export function hasRole(userRole: Role, required: Role): boolean {
  return ROLE_RANK[userRole] >= ROLE_RANK[required];
}

/** Roles inside one organisation; `owner` and `admin` may invite users and change settings. */
export const ORGANIZATION_ROLES = ['owner', 'admin', 'member'] as const;
/** Validates one of {@link ORGANIZATION_ROLES}. */
export const organizationRoleSchema = z.enum(ORGANIZATION_ROLES);
/** A role inside an organisation. */
export type OrganizationRole = z.infer<typeof organizationRoleSchema>;

/**
 * Every permission the platform checks, mapped to the lowest role that holds it.
 * This is the single role → permission table (spec: screening-and-account 6, organizations-billing-admin 6).
 */
export const PERMISSION_MIN_ROLE = {
  /** Screen names, read own usage, activity and preferences. */
  'search:run': 'user',
  'account:manage-own': 'user',
  /** Moderator pages. */
  'moderation:view': 'moderator',
  /** Admin dashboard: list and edit users (names, role up to admin, active, limits, notes), deactivate others. */
  'admin:view': 'admin',
  'users:list': 'admin',
  'users:update': 'admin',
  'users:deactivate': 'admin',
  'analytics:view': 'admin',
  'sanctions:refresh': 'admin',
  /** Super admin only: organisation approval, assigning super_admin, global history, password resets, deletion. */
  'super-admin:view': 'super_admin',
  'organizations:approve': 'super_admin',
  'users:assign-super-admin': 'super_admin',
  'users:delete': 'super_admin',
  'users:reset-password': 'super_admin',
  'search-history:view-all': 'super_admin',
  'billing:record-cash-payment': 'super_admin',
  /** The admin billing dashboard: every organisation's invoices, revenue, and the cash payment decisions. */
  'billing:view-all': 'super_admin',
  'billing:verify-cash-payment': 'super_admin',
} as const satisfies Record<string, Role>;

/** A permission name from {@link PERMISSION_MIN_ROLE}. */
export type Permission = keyof typeof PERMISSION_MIN_ROLE;

/** True when `role` holds `permission` (hierarchy applies). */
export function can(role: Role, permission: Permission): boolean {
  return hasRole(role, PERMISSION_MIN_ROLE[permission]);
}

/** Organisation roles allowed to invite users and change organisation settings. */
export const ORGANIZATION_MANAGER_ROLES: readonly OrganizationRole[] = ['owner', 'admin'];

/** True when the organisation role may invite users and change organisation settings. */
export function canManageOrganization(
  organizationRole: OrganizationRole | null | undefined,
): boolean {
  return (
    organizationRole !== null &&
    organizationRole !== undefined &&
    ORGANIZATION_MANAGER_ROLES.includes(organizationRole)
  );
}

/** Message of the 403 answered by a role guard, worded as the spec's Access Denied screens. */
export const ROLE_REQUIRED_MESSAGES: Readonly<Record<Exclude<Role, 'user'>, string>> = {
  moderator: 'Moderator privileges required',
  admin: 'Admin privileges required',
  super_admin: 'Super Admin privileges required',
};
