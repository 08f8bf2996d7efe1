import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import type { AsyncRouteComponent } from '@tanstack/react-router';
import { paths } from '@/config/paths';
import {
  loadPasswordResetConfirmPage,
  loadPasswordResetRequestPage,
  loadVerifyEmailPage,
} from '@/domains/identity';
import { signupSearchSchema } from '@/domains/organizations';
import { publicLayoutRoute } from './layouts';

const publicPage = <const TPath extends string>(
  path: TPath,
  component: AsyncRouteComponent<object>,
) => createRoute({ getParentRoute: () => publicLayoutRoute, path, component });

const page = (name: 'TermsPage' | 'PrivacyPage' | 'SecurityPage' | 'InvitationPage') =>
  lazyRouteComponent(() => import('./public-pages.lazy'), name);

/** Legal pages, each under both spellings the spec lists. */
export const legalRoutes = [
  publicPage(paths.terms, page('TermsPage')),
  publicPage(paths.termsOfService, page('TermsPage')),
  publicPage(paths.privacy, page('PrivacyPage')),
  publicPage(paths.privacyPolicy, page('PrivacyPage')),
  publicPage(paths.security, page('SecurityPage')),
  publicPage(paths.securityPolicy, page('SecurityPage')),
];

/** /signup?plan=professional&cycle=yearly: the wizard, preselected from the landing page's pricing. */
export const signupRoute = createRoute({
  getParentRoute: () => publicLayoutRoute,
  path: paths.signup,
  validateSearch: signupSearchSchema,
  component: lazyRouteComponent(() => import('./public-pages.lazy'), 'SignupRoute'),
});

const passwordResetConfirmPage = lazyRouteComponent(
  loadPasswordResetConfirmPage,
  'PasswordResetConfirmPage',
);

/** Sign-up, password reset (both reset link spellings of the spec) and the e-mail verification link. */
export const accountRoutes = [
  signupRoute,
  publicPage(
    paths.passwordReset,
    lazyRouteComponent(loadPasswordResetRequestPage, 'PasswordResetRequestPage'),
  ),
  publicPage(paths.passwordResetToken, passwordResetConfirmPage),
  publicPage(paths.passwordResetConfirm, passwordResetConfirmPage),
  publicPage(paths.verifyEmail, lazyRouteComponent(loadVerifyEmailPage, 'VerifyEmailPage')),
  publicPage(paths.invitation, page('InvitationPage')),
];
