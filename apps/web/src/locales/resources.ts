import enAdmin from './en/admin.json';
import enAnalytics from './en/analytics.json';
import enAuth from './en/auth.json';
import enBilling from './en/billing.json';
import enCommon from './en/common.json';
import enLanding from './en/landing.json';
import enLegal from './en/legal.json';
import enNotifications from './en/notifications.json';
import enOrganization from './en/organization.json';
import enPasswordReset from './en/password-reset.json';
import enProfile from './en/profile.json';
import enSanctionsUpdates from './en/sanctions-updates.json';
import enSearch from './en/search.json';
import enSearchResults from './en/search-results.json';
import enShell from './en/shell.json';
import enSignup from './en/signup.json';
import enSuperAdmin from './en/super-admin.json';
import enUsers from './en/users.json';
import arAdmin from './ar/admin.json';
import arAnalytics from './ar/analytics.json';
import arAuth from './ar/auth.json';
import arBilling from './ar/billing.json';
import arCommon from './ar/common.json';
import arLanding from './ar/landing.json';
import arLegal from './ar/legal.json';
import arNotifications from './ar/notifications.json';
import arOrganization from './ar/organization.json';
import arPasswordReset from './ar/password-reset.json';
import arProfile from './ar/profile.json';
import arSanctionsUpdates from './ar/sanctions-updates.json';
import arSearch from './ar/search.json';
import arSearchResults from './ar/search-results.json';
import arShell from './ar/shell.json';
import arSignup from './ar/signup.json';
import arSuperAdmin from './ar/super-admin.json';
import arUsers from './ar/users.json';

/** Every English namespace; English is the reference shape the other languages must match. */
export const en = {
  admin: enAdmin,
  analytics: enAnalytics,
  auth: enAuth,
  billing: enBilling,
  common: enCommon,
  landing: enLanding,
  legal: enLegal,
  notifications: enNotifications,
  organization: enOrganization,
  'password-reset': enPasswordReset,
  profile: enProfile,
  'sanctions-updates': enSanctionsUpdates,
  search: enSearch,
  'search-results': enSearchResults,
  shell: enShell,
  signup: enSignup,
  'super-admin': enSuperAdmin,
  users: enUsers,
};

// Typed as the English shape so a key missing in Arabic fails the typecheck as well as locales.test.ts.
const ar: typeof en = {
  admin: arAdmin,
  analytics: arAnalytics,
  auth: arAuth,
  billing: arBilling,
  common: arCommon,
  landing: arLanding,
  legal: arLegal,
  notifications: arNotifications,
  organization: arOrganization,
  'password-reset': arPasswordReset,
  profile: arProfile,
  'sanctions-updates': arSanctionsUpdates,
  search: arSearch,
  'search-results': arSearchResults,
  shell: arShell,
  signup: arSignup,
  'super-admin': arSuperAdmin,
  users: arUsers,
};

/** Bundled translations by language, then namespace (one namespace per feature). */
export const resources = { en, ar } as const;

/** Namespace names, e.g. `auth`, `shell`, `super-admin`. */
export type Namespace = keyof typeof en;
