// The organizations domain's public face (ADR 034): organisation sign-up and approval, members, invitations, workspace settings and the team report.
// Other domains and the composition roots import only what is exported here, never a file inside.
export { organizationApprovalRoutes } from './approval/organization-approval.routes';
export {
  INVITATION_LINK_RATE_LIMIT,
  organizationInvitationsRoutes,
} from './invitations/invitations.routes';
export { organizationMembersRoutes } from './members/members.routes';
export { organizationIpAllowlistRoutes } from './ip-allowlist/ip-allowlist.routes';
export { lockOrganization } from './shared/lock-organization';
export { memberLimitsOfOrganization } from './shared/member-limits';
export { countSeats } from './shared/seat-usage';
export { ssoSettingsRoutes } from './sso-settings/sso-settings.routes';
export {
  ORGANIZATION_SIGNUP_RATE_LIMIT,
  organizationSignupRoutes,
} from './signup/organization-signup.routes';
export { teamReportRoutes } from './team-report/team-report.routes';
export { organizationWorkspaceRoutes } from './workspace/organization-workspace.routes';
