/**
 * The identity domain's public face: what the router, the app shell and other domains use from it.
 * Nothing outside src/domains/identity/ imports a file inside it.
 */
export { AccountTab } from './account/components/account-tab';
export { DeleteAccountZone } from './account/components/delete-account-dialog';
export { RequireRole } from './auth/components/require-role';
export { SignInDialog } from './auth/components/sign-in-dialog';
export type { SignInDialogMode } from './auth/components/sign-in-dialog';
export { SignInForm } from './auth/components/sign-in-form';
export { SignInPage } from './auth/components/sign-in-page';
export { signInSearchSchema } from './auth/lib/sign-in-search';
export { SsoCallbackPage } from './sso-sign-in/components/sso-callback-page';
export { UnverifiedEmailBanner } from './email-verification/components/unverified-email-banner';
export { PasswordChangeRequiredScreen } from './password-change-required/components/password-change-required-screen';
export { AccessibilitySync } from './preferences/components/accessibility-sync';
export { LanguageSync } from './preferences/components/language-sync';
export { PreferencesScreen } from './preferences/components/preferences-screen';
export { ThemeSync } from './preferences/components/theme-sync';
export { ApiKeysCard } from './profile/components/api-keys-card';
export { ProfilePage } from './profile/components/profile-page';
export { profileSearchSchema } from './profile/lib/profile-tabs';
export { TwoFactorPanel } from './two-factor/components/two-factor-panel';
export { TwoFactorSetupRequiredScreen } from './two-factor/components/two-factor-setup-required-screen';
export {
  loadApiIntegrationPage,
  loadApiKeysPage,
  loadPasswordResetConfirmPage,
  loadPasswordResetRequestPage,
  loadVerifyEmailPage,
} from './page-loaders';
