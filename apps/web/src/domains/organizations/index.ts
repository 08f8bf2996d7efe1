/**
 * The organizations domain's public face: what the router, the app shell and other domains use from it.
 * Nothing outside src/domains/organizations/ imports a file inside it.
 */
export { AcceptInvitationPage } from './organization-members/components/accept-invitation-page';
export { SignupPage } from './signup/components/signup-page';
export { signupSearchSchema } from './signup/lib/signup-search';

// Pages the router loads on demand (each its own chunk, out of the first load).
export const loadMembersPage = () => import('./organization-members/components/members-page');
export const loadOrganizationPage = () => import('./organization/components/organization-page');
export const loadOrganizationSettingsPage = () =>
  import('./organization/components/organization-settings-page');
export const loadTeamReportPage = () => import('./team-report/components/team-report-page');
