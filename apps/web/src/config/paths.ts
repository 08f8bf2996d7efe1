/** Every route of the two spec route tables, written once. */
export const paths = {
  home: '/',
  login: '/login',
  screening: '/sanctions-screening',
  dashboard: '/dashboard',
  signup: '/signup',
  passwordReset: '/password-reset',
  passwordResetToken: '/password-reset/$token',
  passwordResetConfirm: '/password-reset/confirm/$token',
  verifyEmail: '/verify-email/$token',
  terms: '/terms',
  termsOfService: '/terms-of-service',
  privacy: '/privacy',
  privacyPolicy: '/privacy-policy',
  security: '/security',
  securityPolicy: '/security-policy',
  profile: '/profile',
  organization: '/organization',
  organizationMembers: '/organization/members',
  organizationSettings: '/organization/settings',
  organizationReports: '/organization/reports',
  /** The organisation's own watchlists (issue 25 §2, ADR 042). */
  organizationWatchlists: '/organization/watchlists',
  /** Webhook endpoints of the organisation (issue 16; owners and admins). */
  organizationWebhooks: '/organization/webhooks',
  /** The tamper-evident audit trail: verify and export (issue 27; owners and the super admin). */
  auditTrail: '/audit-trail',
  /** The e-mailed invitation link (no sign-in needed). */
  invitation: '/invitations/$token',
  billing: '/billing',
  /** Super admin: the plans offered at sign-up, on the landing page and on billing. */
  billingPlans: '/billing/plans',
  admin: '/admin',
  analytics: '/analytics',
  superAdmin: '/super-admin',
  users: '/users',
  sanctionsUpdates: '/sanctions/updates',
  searchResults: '/search/results',
  /** Upload of a customer file and the user's past bulk jobs (issue 15). */
  bulkScreening: '/bulk-screening',
  bulkScreeningJob: '/bulk-screening/$jobId',
  /** Monitored subjects (issue 16). */
  monitoring: '/monitoring',
  /** The alert queue and one alert's case (issue 16). */
  cases: '/cases',
  caseAlert: '/cases/$alertId',
  /** The organisation's whitelist: approved false positives, their expiry and revocation (issue 23 §3). */
  caseClearances: '/cases/clearances',
  /** The account's API keys and how to call the API with them (issue 15). */
  apiKeys: '/api-keys',
  apiIntegration: '/api-integration',
  contact: '/contact',
  /** Public check of a screening certificate's code (issue 23 §2). */
  verifyCertificate: '/verify-certificate',
} as const;

/** Any route path of the app. */
export type AppPath = (typeof paths)[keyof typeof paths];

/** The screen a user lands on after signing in (spec 2.2 dialog, and the task's single rule). */
export const AFTER_SIGN_IN_PATH = paths.screening;
