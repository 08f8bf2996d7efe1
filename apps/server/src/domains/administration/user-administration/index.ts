export { updateUserByStaff } from './update-user-by-staff';
export type { StaffUserUpdate } from './update-user-by-staff';
export { deactivateUserByStaff } from './deactivate-user-by-staff';
export type { RemovalOutcome, StaffUserRemoval } from './deactivate-user-by-staff';
export { adminUserColumns, findAdminUser, toAdminUser } from './admin-user-view';
export type { AdminUserRow } from './admin-user-view';
export { revokeUserSessions } from './revoke-user-sessions';
export type { StaffActionContext, StaffActor } from './staff-actor';
export type { RemovalMode } from './staff-rules';
