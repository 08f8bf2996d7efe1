/**
 * Pages of the organizations domain that the router loads on demand, each its own chunk. They live here rather than
 * in index.ts so the face stays a pure list of re-exports, which the bundler dissolves: a function declared in
 * the face would keep the face a module of the first load, and every page it re-exports with it.
 */
export const loadMembersPage = () => import('./organization-members/components/members-page');
export const loadOrganizationPage = () => import('./organization/components/organization-page');
export const loadOrganizationSettingsPage = () =>
  import('./organization/components/organization-settings-page');
export const loadTeamReportPage = () => import('./team-report/components/team-report-page');
export const loadWatchlistsPage = () => import('./watchlists/components/watchlists-page');
