import { can } from '@sanctions/contracts';
import type { AdminUser, SessionUser } from '@sanctions/contracts';

/** What the viewer may do on one row; the server enforces the same rules (lib/user-administration). */
export function staffRights(viewer: Pick<SessionUser, 'id' | 'role'>, target: AdminUser) {
  const isSelf = viewer.id === target.id;
  const mayManage = target.role !== 'super_admin' || viewer.role === 'super_admin';
  const mayEdit = can(viewer.role, 'users:update') && mayManage;
  return {
    isSelf,
    mayEdit,
    mayToggleActive: mayEdit && !isSelf,
    mayDeactivate: can(viewer.role, 'users:deactivate') && mayManage && !isSelf,
    mayResetPassword: can(viewer.role, 'users:reset-password') && !isSelf,
    mayViewHistory: can(viewer.role, 'users:list'),
    maySelect: can(viewer.role, 'users:reset-password') && !isSelf,
  };
}
