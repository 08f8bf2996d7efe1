import { useNavigate } from '@tanstack/react-router';
import { AFTER_SIGN_IN_PATH } from '@/config/paths';
import { useSignIn } from '../hooks/use-sign-in';
import { CredentialsForm } from './credentials-form';
import { OrganizationRefusalAlert } from './organization-refusal-alert';
import { TwoFactorForm } from './two-factor-form';

interface SignInFormProps {
  /** Runs after a successful sign-in instead of going to the screening page. */
  onSignedIn?: () => void;
  showSignUpLink?: boolean;
}

/** Credentials, then the two-factor step when the server asks for it (spec 2.2). */
export function SignInForm({ onSignedIn, showSignUpLink }: SignInFormProps) {
  const navigate = useNavigate();
  const signIn = useSignIn(onSignedIn ?? (() => void navigate({ to: AFTER_SIGN_IN_PATH })));
  const { step } = signIn;

  if (step.kind === 'two-factor') {
    return (
      <TwoFactorForm
        // A new form per refused code: the field starts empty and takes the focus again.
        key={step.attempt}
        message={step.message}
        error={step.error}
        isPending={signIn.isPending}
        onSubmit={signIn.submitCode}
        onBack={signIn.backToLogin}
      />
    );
  }
  return (
    <div className="grid gap-4">
      {signIn.refusal ? <OrganizationRefusalAlert refusal={signIn.refusal} /> : null}
      <CredentialsForm
        defaultEmail={step.lastEmail}
        isPending={signIn.isPending}
        onSubmit={signIn.submitCredentials}
        showSignUpLink={showSignUpLink}
      />
    </div>
  );
}
