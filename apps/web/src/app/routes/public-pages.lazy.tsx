import { useNavigate } from '@tanstack/react-router';
import { paths } from '@/config/paths';
import { SignInForm } from '@/domains/identity';
import { LegalPage, PolicyLinks } from '@/domains/site';
import { AcceptInvitationPage, SignupPage } from '@/domains/organizations';
import { signupRoute } from './public-pages';

// The public pages beyond the landing page, loaded with their routes.

export const TermsPage = () => <LegalPage document="terms" />;
export const PrivacyPage = () => <LegalPage document="privacy" />;
export const SecurityPage = () => <LegalPage document="security" />;

export function SignupRoute() {
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

// The invitation page stays put after signing in, to show its Accept button.
export const InvitationPage = () => (
  <AcceptInvitationPage signIn={<SignInForm onSignedIn={() => undefined} />} />
);
