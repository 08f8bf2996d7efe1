// The administration domain's public face (ADR 034): staff work on users, the super-admin console, analytics, activity logs, contact messages, and the audit trail every domain writes to.
// Other domains and the composition roots import only what is exported here, never a file inside.
export { activityRoutes } from './activity/activity.routes';
export { adminActivityRoutes } from './admin-activity/admin-activity.routes';
export { analyticsRoutes } from './analytics/analytics.routes';
export { auditTrailRoutes } from './audit-trail/audit-trail.routes';
export { toAuditTrailEntry } from './audit-trail/audit-trail-entry';
export { auditTrailReportLines, verifyAllAuditChains } from './audit-trail/verify-all-audit-chains';
export { recordAudit, toAuditRow } from './audit/audit';
export { staffIpAllowlistRoutes } from './staff-ip-allowlist/staff-ip-allowlist.routes';
export { ipAllowlistReply, replaceIpAllowlist } from './ip-allowlist-editing/replace-ip-allowlist';
export type { AuditEvent } from './audit/audit';
export { CONTACT_RATE_LIMIT, contactRoutes } from './contact/contact.routes';
export { superAdminRoutes } from './super-admin/super-admin.routes';
export { userManagementRoutes } from './users/user-management.routes';
