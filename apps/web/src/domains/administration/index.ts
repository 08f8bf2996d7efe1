/**
 * The administration domain's public face: what the router, the app shell and other domains use from it.
 * Nothing outside src/domains/administration/ imports a file inside it.
 */
export { ActivityLogsPanel } from './activity/components/activity-logs-panel';
export { AdminPage } from './admin/components/admin-page';
export { RecentActivityCard } from './admin/components/recent-activity-card';
export { adminSearchSchema } from './admin/lib/admin-tabs';
export { AnalyticsDashboard } from './analytics/components/analytics-dashboard';
export { AnalyticsPage } from './analytics/components/analytics-page';
export { loadAuditTrailPage } from './page-loaders';
export { ContactPage } from './contact/components/contact-page';
export { contactSearchSchema } from './contact/lib/contact-search';
export { StaffIpAllowlistCard } from './super-admin/components/staff-ip-allowlist-card';
export { StaffSecurityPolicyCard } from './super-admin/components/staff-security-policy-card';
export { SuperAdminPage } from './super-admin/components/super-admin-page';
export { superAdminSearchSchema } from './super-admin/lib/super-admin-tabs';
export { UserManagement } from './users/components/user-management';
export { UsersPage } from './users/components/users-page';
