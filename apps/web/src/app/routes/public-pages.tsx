import { createRoute } from '@tanstack/react-router';
import { paths } from '@/config/paths';
import { LegalPage } from '@/features/legal/components/legal-page';
import { PasswordResetConfirmPage } from '@/features/password-reset/components/password-reset-confirm-page';
import { PasswordResetRequestPage } from '@/features/password-reset/components/password-reset-request-page';
import { SignupPage } from '@/features/signup/components/signup-page';
import { publicLayoutRoute } from './layouts';

const publicPage = <const TPath extends string>(path: TPath, component: () => React.JSX.Element) =>
  createRoute({ getParentRoute: () => publicLayoutRoute, path, component });

/** Legal pages, each under both spellings the spec lists. */
export const legalRoutes = [
  publicPage(paths.terms, () => <LegalPage document="terms" />),
  publicPage(paths.termsOfService, () => <LegalPage document="terms" />),
  publicPage(paths.privacy, () => <LegalPage document="privacy" />),
  publicPage(paths.privacyPolicy, () => <LegalPage document="privacy" />),
  publicPage(paths.security, () => <LegalPage document="security" />),
  publicPage(paths.securityPolicy, () => <LegalPage document="security" />),
];

/** Sign-up and password reset (both reset link spellings of the spec). */
export const accountRoutes = [
  publicPage(paths.signup, SignupPage),
  publicPage(paths.passwordReset, PasswordResetRequestPage),
  publicPage(paths.passwordResetToken, PasswordResetConfirmPage),
  publicPage(paths.passwordResetConfirm, PasswordResetConfirmPage),
];
