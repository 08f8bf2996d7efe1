import { zodResolver } from '@hookform/resolvers/zod';
import { loginBodySchema } from '@sanctions/contracts';
import { Link } from '@tanstack/react-router';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { PasswordInput } from '@/components/password-input';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { paths } from '@/config/paths';
import { SsoChoice } from '@/domains/identity/sso-sign-in/components/sso-choice';
import { useSsoRouting } from '@/domains/identity/sso-sign-in/hooks/use-sso-routing';
import { useApiErrorMessage } from '@/lib/api-error-message';
import { toast } from '@/lib/toast';
import { useValidationMessage } from '@/lib/validation-message';
import type { Credentials } from '../hooks/use-sign-in';

const credentialsSchema = loginBodySchema.pick({ email: true, password: true });

interface CredentialsFormProps {
  defaultEmail: string;
  isPending: boolean;
  onSubmit: (credentials: Credentials) => Promise<void>;
  showSignUpLink?: boolean;
}

export function CredentialsForm({
  defaultEmail,
  isPending,
  onSubmit,
  showSignUpLink = true,
}: CredentialsFormProps) {
  const { t } = useTranslation('auth');
  const translateError = useValidationMessage();
  const form = useForm({
    resolver: zodResolver(credentialsSchema),
    defaultValues: { email: defaultEmail, password: '' },
  });
  const { errors } = form.formState;
  const emailError = translateError(errors.email?.message);
  const passwordError = translateError(errors.password?.message);
  const sso = useSsoRouting();
  const toErrorMessage = useApiErrorMessage();
  const email = useWatch({ control: form.control, name: 'email' });
  const isSso = sso.isActiveFor(email);

  // E-mail first: an address of a single sign-on domain goes to its provider, never with a password.
  const startSso = () =>
    sso.start(email).catch((error: unknown) =>
      toast({
        title: t('toast.loginFailed'),
        description: toErrorMessage(error, t('sso.failedFallback')),
        variant: 'destructive',
      }),
    );
  const submitPassword = form.handleSubmit(onSubmit);
  const submit = async () => {
    if (isSso || (!sso.usePassword && (await sso.check(email)))) return startSso();
    return submitPassword();
  };

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
      className="grid gap-4"
    >
      <div className="grid gap-2">
        <Label htmlFor="sign-in-email">{t('signIn.email')}</Label>
        <Input
          id="sign-in-email"
          type="email"
          autoComplete="email"
          dir="ltr"
          placeholder={t('signIn.emailPlaceholder')}
          aria-invalid={emailError !== undefined}
          aria-describedby={emailError ? 'sign-in-email-error' : undefined}
          {...form.register('email', { onBlur: (event) => sso.check(String(event.target.value)) })}
        />
        {emailError ? (
          <p id="sign-in-email-error" role="alert" className="text-sm text-destructive">
            {emailError}
          </p>
        ) : null}
      </div>
      {isSso ? (
        <SsoChoice isStarting={sso.isStarting} onChoosePassword={sso.choosePassword} />
      ) : (
        <>
          <div className="grid gap-2">
            <div className="flex items-center justify-between gap-2">
              <Label htmlFor="sign-in-password">{t('signIn.password')}</Label>
              <Link to={paths.passwordReset} className="text-sm text-primary hover:underline">
                {t('signIn.forgotPassword')}
              </Link>
            </div>
            <PasswordInput
              id="sign-in-password"
              autoComplete="current-password"
              placeholder={t('signIn.passwordPlaceholder')}
              aria-invalid={passwordError !== undefined}
              aria-describedby={passwordError ? 'sign-in-password-error' : undefined}
              {...form.register('password')}
            />
            {passwordError ? (
              <p id="sign-in-password-error" role="alert" className="text-sm text-destructive">
                {passwordError}
              </p>
            ) : null}
          </div>
          <Button type="submit" disabled={isPending} className="w-full">
            {isPending ? t('signIn.submitting') : t('signIn.submit')}
          </Button>
        </>
      )}
      {showSignUpLink ? (
        <p className="text-center text-sm text-muted-foreground">
          {t('signIn.noAccount')}{' '}
          <Link to={paths.signup} className="font-medium text-primary hover:underline">
            {t('signIn.signUp')}
          </Link>
        </p>
      ) : null}
    </form>
  );
}
