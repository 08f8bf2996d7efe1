import { USER_ADMIN_MESSAGES, can } from '@sanctions/contracts';
import type { Role, UserChanges } from '@sanctions/contracts';
import { AppError } from '../../../lib/app-error';
import type { StaffActor } from './staff-actor';

const forbidden = (message: string) => new AppError('FORBIDDEN', message);

/** The target as the rules need it. */
interface Target {
  id: string;
  role: Role;
  isActive: boolean;
}

/** Only a super admin edits, deactivates or deletes a super admin. */
function assertMayManage(actor: StaffActor, target: Target): void {
  if (target.role === 'super_admin' && actor.role !== 'super_admin')
    throw forbidden(USER_ADMIN_MESSAGES.manageSuperAdmin);
}

/**
 * The rules of a staff edit (spec 4-6), checked against the locked row: the actor may update users; a
 * super admin target or the super_admin role need a super-admin actor; nobody changes their own role or
 * active flag (sending the current value back, as the edit dialog does, is not a change).
 */
export function assertMayUpdate(actor: StaffActor, target: Target, changes: UserChanges): void {
  if (!can(actor.role, 'users:update'))
    throw forbidden('You do not have permission to perform this action');
  assertMayManage(actor, target);
  if (changes.role === 'super_admin' && !can(actor.role, 'users:assign-super-admin'))
    throw forbidden(USER_ADMIN_MESSAGES.assignSuperAdmin);
  if (actor.id !== target.id) return;
  if (changes.role !== undefined && changes.role !== target.role)
    throw forbidden(USER_ADMIN_MESSAGES.ownRole);
  if (changes.isActive !== undefined && changes.isActive !== target.isActive)
    throw forbidden(USER_ADMIN_MESSAGES.ownActive);
}

/** How a user is taken out: deactivated (admin) or soft-deleted (super admin). */
export type RemovalMode = 'deactivate' | 'delete';

/** The rules of a deactivation or deletion: the right permission, never oneself, super admins by super admins. */
export function assertMayRemove(actor: StaffActor, target: Target, mode: RemovalMode): void {
  const permission = mode === 'delete' ? 'users:delete' : 'users:deactivate';
  if (!can(actor.role, permission))
    throw forbidden('You do not have permission to perform this action');
  if (actor.id === target.id)
    throw forbidden(
      mode === 'delete' ? USER_ADMIN_MESSAGES.ownDelete : USER_ADMIN_MESSAGES.ownDeactivate,
    );
  assertMayManage(actor, target);
}
