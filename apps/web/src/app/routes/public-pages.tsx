import { createRoute, useNavigate } from '@tanstack/react-router';
import { paths } from '@/config/paths';
import { SignInForm } from '@/features/auth/components/sign-in-form';
import { VerifyEmailPage } from '@/features/email-verification/components/verify-email-page';
import { AcceptInvitationPage } from '@/features/organization-members/components/accept-invitation-page';
import { LegalPage } from '@/features/legal/components/legal-page';
import { PolicyLinks } from '@/features/legal/components/policy-links';
import { PasswordResetConfirmPage } from '@/features/password-reset/components/password-reset-confirm-page';
import { PasswordResetRequestPage } from '@/features/password-reset/components/password-reset-request-page';
import { SignupPage } from '@/features/signup/components/signup-page';
import { signupSearchSchema } from '@/features/signup/lib/signup-search';
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

function Signup() {
  const { plan, cycle } = signupRoute.useSearch();
  const navigate = useNavigate();
  return (
    <SignupPage
      initialPlan={plan}
      initialCycle={cycle}
      onSubmitted={() => void navigate({ to: paths.login, search: { signup: 'submitted' } })}
      policies={<PolicyLinks />}
    />
  );
}

/** /signup?plan=professional&cycle=yearly: the wizard, preselected from the landing page's pricing. */
const signupRoute = createRoute({
  getParentRoute: () => publicLayoutRoute,
  path: paths.signup,
  validateSearch: signupSearchSchema,
  component: Signup,
});

/** Sign-up, password reset (both reset link spellings of the spec) and the e-mail verification link. */
export const accountRoutes = [
  signupRoute,
  publicPage(paths.passwordReset, PasswordResetRequestPage),
  publicPage(paths.passwordResetToken, PasswordResetConfirmPage),
  publicPage(paths.passwordResetConfirm, PasswordResetConfirmPage),
  publicPage(paths.verifyEmail, VerifyEmailPage),
  // The invitation page stays put after signing in, to show its Accept button.
  publicPage(paths.invitation, () => (
    <AcceptInvitationPage signIn={<SignInForm onSignedIn={() => undefined} />} />
  )),
];
