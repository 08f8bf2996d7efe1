import { z } from 'zod';

/** The console's tabs in display order (spec 2). */
export const SUPER_ADMIN_TABS = [
  'overview',
  'searchHistory',
  'userAnalytics',
  'userManagement',
] as const;
export type SuperAdminTab = (typeof SUPER_ADMIN_TABS)[number];

/** `/super-admin?tab=userAnalytics&userId=...`: a user id alone opens User Analytics for that user. */
export const superAdminSearchSchema = z.object({
  tab: z.enum(SUPER_ADMIN_TABS).optional().catch(undefined),
  userId: z.uuid().optional().catch(undefined),
});
export type SuperAdminSearch = z.infer<typeof superAdminSearchSchema>;

/** The tab to show: the requested one, else User Analytics when a user is named, else Overview. */
export function resolveSuperAdminTab(search: SuperAdminSearch): SuperAdminTab {
  return search.tab ?? (search.userId === undefined ? 'overview' : 'userAnalytics');
}
