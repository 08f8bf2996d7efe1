/**
 * The organizations domain's public face: what the router, the app shell and other domains use from it.
 * Nothing outside src/domains/organizations/ imports a file inside it.
 */
export { AcceptInvitationPage } from './organization-members/components/accept-invitation-page';
export { SignupPage } from './signup/components/signup-page';
export { signupSearchSchema } from './signup/lib/signup-search';
export {
  loadMembersPage,
  loadOrganizationPage,
  loadOrganizationSettingsPage,
  loadTeamReportPage,
  loadWatchlistsPage,
} from './page-loaders';
