import { hasRole } from '@sanctions/contracts';
import type { Role } from '@sanctions/contracts';
import { paths } from '@/config/paths';
import type { AppPath } from '@/config/paths';

export type MenuEntryId =
  | 'adminDashboard'
  | 'analytics'
  | 'superAdminDashboard'
  | 'organization'
  | 'billing'
  | 'superAdminBilling'
  | 'profile'
  | 'settings'
  | 'apiIntegration';

export interface MenuEntry {
  id: MenuEntryId;
  to: AppPath;
  /** Search params of the target, e.g. the profile tab that Settings opens. */
  search?: { tab: 'overview' | 'settings' };
}

/**
 * Header navigation links (spec 2.3): Users only for admins and moderators. History (issue 14: past
 * screenings at /search/results) for everyone signed in. Bulk Screening (issue 15)
 * for everyone signed in: the session does not carry the organisation's plan, so the page itself says
 * when the plan lacks bulk screening (and the server refuses with 403). Monitoring (issue 16) for everyone
 * signed in: an organisation's members share its subjects, a standalone account keeps its own; Cases
 * (the alert queue) likewise, with the open count beside it.
 */
export function navEntriesFor(role: Role): {
  id: 'screening' | 'searchHistory' | 'bulkScreening' | 'monitoring' | 'cases' | 'users';
  to: AppPath;
}[] {
  return [
    { id: 'screening', to: paths.screening },
    { id: 'searchHistory', to: paths.searchResults },
    { id: 'bulkScreening', to: paths.bulkScreening },
    { id: 'monitoring', to: paths.monitoring },
    { id: 'cases', to: paths.cases },
    ...(hasRole(role, 'moderator') ? [{ id: 'users' as const, to: paths.users }] : []),
  ];
}

/**
 * User menu entries and their visibility (spec 2.3): Admin Dashboard and Analytics for admins;
 * Organization for admins and moderators, and for any member of an organisation (whose global role is
 * usually `user`: the dashboard is theirs); Billing for admins and moderators who are not super
 * admin, who see Super Admin Billing instead, and for any member of an organisation (their plan,
 * invoices and payments); Profile, Settings and API Integration (issue 15) for everyone signed in.
 */
export function menuEntriesFor(
  role: Role,
  { hasOrganization = false }: { hasOrganization?: boolean } = {},
): MenuEntry[] {
  const isAdmin = hasRole(role, 'admin');
  const isModerator = hasRole(role, 'moderator');
  const isSuperAdmin = role === 'super_admin';
  const entries: (MenuEntry | false)[] = [
    isAdmin && { id: 'adminDashboard', to: paths.admin },
    isAdmin && { id: 'analytics', to: paths.analytics },
    // Not in the spec's menu list, but the super admin console needs an entry point.
    isSuperAdmin && { id: 'superAdminDashboard', to: paths.superAdmin },
    (isModerator || hasOrganization) && { id: 'organization', to: paths.organization },
    (isModerator || hasOrganization) && !isSuperAdmin && { id: 'billing', to: paths.billing },
    isSuperAdmin && { id: 'superAdminBilling', to: paths.billing },
    { id: 'profile', to: paths.profile, search: { tab: 'overview' } },
    { id: 'settings', to: paths.profile, search: { tab: 'settings' } },
    { id: 'apiIntegration', to: paths.apiIntegration },
  ];
  return entries.filter((entry): entry is MenuEntry => entry !== false);
}
