import { eq } from 'drizzle-orm';
import { NO_ORGANIZATION_NAME } from '@sanctions/contracts';
import type { AccountState, AdminUser, OrganizationStatus } from '@sanctions/contracts';
import type { DbOrTx } from '../../../db/client';
import { organizations } from '../../../db/schema/organizations';
import { users } from '../../../db/schema/users';

/** Columns of the Admin user view (spec 3), for any query that lists or returns users to staff. */
export const adminUserColumns = {
  id: users.id,
  firstName: users.firstName,
  lastName: users.lastName,
  email: users.email,
  role: users.role,
  isActive: users.isActive,
  isVerified: users.isVerified,
  maxSearchesPerDay: users.maxSearchesPerDay,
  maxSearchesPerMonth: users.maxSearchesPerMonth,
  notes: users.notes,
  createdAt: users.createdAt,
  lastLoginAt: users.lastLoginAt,
  organizationId: users.organizationId,
  organizationName: organizations.displayName,
  organizationStatus: organizations.status,
  organizationRole: users.organizationRole,
};

/** A row selected with {@link adminUserColumns}. */
export interface AdminUserRow {
  id: string;
  firstName: string;
  lastName: string;
  email: string;
  role: AdminUser['role'];
  isActive: boolean;
  isVerified: boolean;
  maxSearchesPerDay: number;
  maxSearchesPerMonth: number;
  notes: string | null;
  createdAt: Date;
  lastLoginAt: Date | null;
  organizationId: string | null;
  organizationName: string | null;
  organizationStatus: OrganizationStatus | null;
  organizationRole: AdminUser['organizationRole'];
}

const STATE_OF_ORGANIZATION: Record<OrganizationStatus, AccountState> = {
  approved: 'active',
  pending: 'pending_approval',
  rejected: 'rejected',
  suspended: 'suspended',
};

/** A deactivated user is inactive whatever the organisation; otherwise the organisation decides. */
function accountState(row: AdminUserRow): AccountState {
  if (!row.isActive) return 'inactive';
  if (row.organizationId === null || row.organizationStatus === null) return 'active';
  return STATE_OF_ORGANIZATION[row.organizationStatus];
}

/** The Admin user view of a selected row: "N/A" and "member" stand in when there is no organisation. */
export function toAdminUser(row: AdminUserRow): AdminUser {
  const hasOrganization = row.organizationId !== null;
  return {
    id: row.id,
    firstName: row.firstName,
    lastName: row.lastName,
    email: row.email,
    role: row.role,
    isActive: row.isActive,
    accountState: accountState(row),
    isVerified: row.isVerified,
    maxSearchesPerDay: row.maxSearchesPerDay,
    maxSearchesPerMonth: row.maxSearchesPerMonth,
    notes: row.notes,
    createdAt: row.createdAt.toISOString(),
    lastLoginAt: row.lastLoginAt?.toISOString() ?? null,
    organizationId: row.organizationId,
    organizationName: (hasOrganization ? row.organizationName : null) ?? NO_ORGANIZATION_NAME,
    organizationRole: hasOrganization ? row.organizationRole : 'member',
  };
}

/** One user as staff see them, deleted or not (callers decide what a deleted user means). */
export async function findAdminUser(db: DbOrTx, userId: string): Promise<AdminUser | null> {
  const [row] = await db
    .select(adminUserColumns)
    .from(users)
    .leftJoin(organizations, eq(organizations.id, users.organizationId))
    .where(eq(users.id, userId))
    .limit(1);
  return row ? toAdminUser(row) : null;
}
