import type { OrganizationMember } from '@sanctions/contracts';
import type { MemberRow } from './members.queries';

/** A member as the members page shows them; no password hash, notes or preferences. */
export function toMember(row: MemberRow): OrganizationMember {
  return {
    id: row.id,
    firstName: row.firstName,
    lastName: row.lastName,
    email: row.email,
    organizationRole: row.organizationRole,
    isActive: row.isActive,
    maxSearchesPerDay: row.maxSearchesPerDay,
    maxSearchesPerMonth: row.maxSearchesPerMonth,
    lastLoginAt: row.lastLoginAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}
