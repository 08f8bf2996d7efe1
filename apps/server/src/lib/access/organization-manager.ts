import { canManageOrganization } from '@sanctions/contracts';
import type { OrganizationRole, SessionUser } from '@sanctions/contracts';
import { AppError } from '../app-error';

/** The caller's organisation and role, for queries that put both in their WHERE. */
export interface ManagerScope {
  organizationId: string;
  userId: string;
  organizationRole: OrganizationRole;
}

/**
 * The scope of an owner or admin of an organisation; 403 for anyone else (a standalone user or a plain
 * member), with `message` naming what they tried to do.
 */
export function requireOrganizationManager(user: SessionUser, message: string): ManagerScope {
  if (
    user.organizationId === null ||
    user.organizationRole === null ||
    !canManageOrganization(user.organizationRole)
  )
    throw new AppError('FORBIDDEN', message);
  return {
    organizationId: user.organizationId,
    userId: user.id,
    organizationRole: user.organizationRole,
  };
}
