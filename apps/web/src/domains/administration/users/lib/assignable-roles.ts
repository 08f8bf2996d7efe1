import { ROLES, can } from '@sanctions/contracts';
import type { Role } from '@sanctions/contracts';

/** Roles the edit dialog offers: super_admin only to a super-admin viewer (spec 2, 6). */
export function assignableRoles(viewerRole: Role): Role[] {
  return ROLES.filter(
    (role) => role !== 'super_admin' || can(viewerRole, 'users:assign-super-admin'),
  ).reverse();
}
