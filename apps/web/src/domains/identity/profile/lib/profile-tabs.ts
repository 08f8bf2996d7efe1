import { z } from 'zod';

/** The six tabs of the profile page (spec 2.8), in display order. */
export const PROFILE_TABS = [
  'overview',
  'usage',
  'activity',
  'security',
  'settings',
  'account',
] as const;
export type ProfileTab = (typeof PROFILE_TABS)[number];

/** `/profile?tab=security`: an unknown or missing tab opens Overview. */
export const profileSearchSchema = z.object({
  tab: z.enum(PROFILE_TABS).optional().catch(undefined),
});
export type ProfileSearch = z.infer<typeof profileSearchSchema>;
