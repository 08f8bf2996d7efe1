import { hasRole } from '@sanctions/contracts';
import type { Role } from '@sanctions/contracts';
import { z } from 'zod';

/** The admin dashboard's tabs in display order (spec 2: Pending Organizations, Users, Analytics, Settings). */
export const ADMIN_TABS = ['pendingOrganizations', 'users', 'analytics', 'settings'] as const;
export type AdminTab = (typeof ADMIN_TABS)[number];

/** Tabs `role` may open: Pending Organizations is for the super admin only. */
export function adminTabsFor(role: Role): AdminTab[] {
  return ADMIN_TABS.filter((tab) => tab !== 'pendingOrganizations' || hasRole(role, 'super_admin'));
}

/** The tab shown for a requested one: an unknown, missing or forbidden tab opens the first allowed tab. */
export function resolveAdminTab(role: Role, requested: AdminTab | undefined): AdminTab {
  const allowed = adminTabsFor(role);
  return requested !== undefined && allowed.includes(requested)
    ? requested
    : (allowed[0] ?? 'settings');
}

/** The spelling of the Pending Organizations tab in links sent by e-mail (`/admin?tab=pending-organizations`). */
const PENDING_ORGANIZATIONS_LINK_TAB = 'pending-organizations';

/** `/admin?tab=settings`; the e-mailed spelling `pending-organizations` opens Pending Organizations. */
export const adminSearchSchema = z.object({
  tab: z
    .preprocess(
      (value) => (value === PENDING_ORGANIZATIONS_LINK_TAB ? 'pendingOrganizations' : value),
      z.enum(ADMIN_TABS).optional(),
    )
    .catch(undefined),
});
export type AdminSearch = z.infer<typeof adminSearchSchema>;
