import enAccount from './en/account.json';
import enActivity from './en/activity.json';
import enAdmin from './en/admin.json';
import enAnalytics from './en/analytics.json';
import enApiKeys from './en/api-keys.json';
import enAuditTrail from './en/audit-trail.json';
import enAuth from './en/auth.json';
import enBilling from './en/billing.json';
import enBulk from './en/bulk.json';
import enCases from './en/cases.json';
import enCommon from './en/common.json';
import enCertificate from './en/certificate.json';
import enContact from './en/contact.json';
import enEmailVerification from './en/email-verification.json';
import enFreshness from './en/freshness.json';
import enLanding from './en/landing.json';
import enLegal from './en/legal.json';
import enMembers from './en/members.json';
import enTeamReport from './en/team-report.json';
import enWatchlists from './en/watchlists.json';
import enMonitoring from './en/monitoring.json';
import enNotifications from './en/notifications.json';
import enOrganization from './en/organization.json';
import enPasswordChange from './en/password-change.json';
import enPasswordReset from './en/password-reset.json';
import enExportTemplates from './en/export-templates.json';
import enMatchFeedback from './en/match-feedback.json';
import enPlans from './en/plans.json';
import enPreferences from './en/preferences.json';
import enProfile from './en/profile.json';
import enSavedSearches from './en/saved-searches.json';
import enSanctionsUpdates from './en/sanctions-updates.json';
import enSearch from './en/search.json';
import enSearchHistory from './en/search-history.json';
import enSessionPolicy from './en/session-policy.json';
import enShell from './en/shell.json';
import enSignup from './en/signup.json';
import enSuperAdmin from './en/super-admin.json';
import enTwoFactor from './en/two-factor.json';
import enUsage from './en/usage.json';
import enUsers from './en/users.json';
import enWebhooks from './en/webhooks.json';
import arAccount from './ar/account.json';
import arActivity from './ar/activity.json';
import arAdmin from './ar/admin.json';
import arAnalytics from './ar/analytics.json';
import arApiKeys from './ar/api-keys.json';
import arAuditTrail from './ar/audit-trail.json';
import arAuth from './ar/auth.json';
import arBilling from './ar/billing.json';
import arBulk from './ar/bulk.json';
import arCases from './ar/cases.json';
import arCommon from './ar/common.json';
import arCertificate from './ar/certificate.json';
import arContact from './ar/contact.json';
import arEmailVerification from './ar/email-verification.json';
import arFreshness from './ar/freshness.json';
import arLanding from './ar/landing.json';
import arLegal from './ar/legal.json';
import arMembers from './ar/members.json';
import arTeamReport from './ar/team-report.json';
import arWatchlists from './ar/watchlists.json';
import arMonitoring from './ar/monitoring.json';
import arNotifications from './ar/notifications.json';
import arOrganization from './ar/organization.json';
import arPasswordChange from './ar/password-change.json';
import arPasswordReset from './ar/password-reset.json';
import arExportTemplates from './ar/export-templates.json';
import arMatchFeedback from './ar/match-feedback.json';
import arPlans from './ar/plans.json';
import arPreferences from './ar/preferences.json';
import arProfile from './ar/profile.json';
import arSavedSearches from './ar/saved-searches.json';
import arSanctionsUpdates from './ar/sanctions-updates.json';
import arSearch from './ar/search.json';
import arSearchHistory from './ar/search-history.json';
import arSessionPolicy from './ar/session-policy.json';
import arShell from './ar/shell.json';
import arSignup from './ar/signup.json';
import arSuperAdmin from './ar/super-admin.json';
import arTwoFactor from './ar/two-factor.json';
import arUsage from './ar/usage.json';
import arUsers from './ar/users.json';
import arWebhooks from './ar/webhooks.json';

/** Every English namespace; English is the reference shape the other languages must match. */
export const en = {
  account: enAccount,
  activity: enActivity,
  admin: enAdmin,
  analytics: enAnalytics,
  'api-keys': enApiKeys,
  'audit-trail': enAuditTrail,
  auth: enAuth,
  billing: enBilling,
  bulk: enBulk,
  cases: enCases,
  common: enCommon,
  certificate: enCertificate,
  contact: enContact,
  'email-verification': enEmailVerification,
  freshness: enFreshness,
  landing: enLanding,
  legal: enLegal,
  members: enMembers,
  'team-report': enTeamReport,
  monitoring: enMonitoring,
  notifications: enNotifications,
  organization: enOrganization,
  'password-change': enPasswordChange,
  'password-reset': enPasswordReset,
  'export-templates': enExportTemplates,
  'match-feedback': enMatchFeedback,
  plans: enPlans,
  preferences: enPreferences,
  profile: enProfile,
  'saved-searches': enSavedSearches,
  'sanctions-updates': enSanctionsUpdates,
  search: enSearch,
  'search-history': enSearchHistory,
  'session-policy': enSessionPolicy,
  shell: enShell,
  signup: enSignup,
  'super-admin': enSuperAdmin,
  'two-factor': enTwoFactor,
  usage: enUsage,
  users: enUsers,
  watchlists: enWatchlists,
  webhooks: enWebhooks,
};

// Typed as the English shape so a key missing in Arabic fails the typecheck as well as locales.test.ts.
const ar: typeof en = {
  account: arAccount,
  activity: arActivity,
  admin: arAdmin,
  analytics: arAnalytics,
  'api-keys': arApiKeys,
  'audit-trail': arAuditTrail,
  auth: arAuth,
  billing: arBilling,
  bulk: arBulk,
  cases: arCases,
  common: arCommon,
  certificate: arCertificate,
  contact: arContact,
  'email-verification': arEmailVerification,
  freshness: arFreshness,
  landing: arLanding,
  legal: arLegal,
  members: arMembers,
  'team-report': arTeamReport,
  monitoring: arMonitoring,
  notifications: arNotifications,
  organization: arOrganization,
  'password-change': arPasswordChange,
  'password-reset': arPasswordReset,
  'export-templates': arExportTemplates,
  'match-feedback': arMatchFeedback,
  plans: arPlans,
  preferences: arPreferences,
  profile: arProfile,
  'saved-searches': arSavedSearches,
  'sanctions-updates': arSanctionsUpdates,
  search: arSearch,
  'search-history': arSearchHistory,
  'session-policy': arSessionPolicy,
  shell: arShell,
  signup: arSignup,
  'super-admin': arSuperAdmin,
  'two-factor': arTwoFactor,
  usage: arUsage,
  users: arUsers,
  watchlists: arWatchlists,
  webhooks: arWebhooks,
};

/** Bundled translations by language, then namespace (one namespace per feature). */
export const resources = { en, ar } as const;

/** Namespace names, e.g. `auth`, `shell`, `super-admin`. */
export type Namespace = keyof typeof en;
