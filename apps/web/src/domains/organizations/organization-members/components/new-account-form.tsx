import { PASSWORD_MIN_LENGTH, strongPasswordSchema } from '@sanctions/contracts';
import type { AcceptInvitationReply } from '@sanctions/contracts';
import { useState } from 'react';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { FormField } from '@/components/form-field';
import { PasswordInput } from '@/components/password-input';
import { Alert, AlertDescription } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { useAuth } from '@/lib/auth';
import { useAcceptInvitation } from '../api/accept-invitation';
import { useMembersErrorMessage } from '../lib/use-members-error-message';

type Field = 'firstName' | 'lastName' | 'password';
type Problems = Partial<
  Record<Field, 'firstNameRequired' | 'lastNameRequired' | 'passwordShort' | 'passwordWeak'>
>;

function findProblems(firstName: string, lastName: string, password: string): Problems {
  const problems: Problems = {};
  if (firstName.trim() === '') problems.firstName = 'firstNameRequired';
  if (lastName.trim() === '') problems.lastName = 'lastNameRequired';
  if (password.length < PASSWORD_MIN_LENGTH) problems.password = 'passwordShort';
  else if (!strongPasswordSchema.safeParse(password).success) problems.password = 'passwordWeak';
  return problems;
}

/** First and last name and a strong password for the invited address; the account joins on submit. */
export function NewAccountForm({
  token,
  onAccepted,
}: {
  token: string;
  onAccepted: (reply: AcceptInvitationReply['data']) => void;
}) {
  const { t } = useTranslation('members');
  const errorMessage = useMembersErrorMessage();
  const accept = useAcceptInvitation({ asSignedInUser: false });
  const { establishSession } = useAuth();
  const [firstName, setFirstName] = useState('');
  const [lastName, setLastName] = useState('');
  const [password, setPassword] = useState('');
  const [problems, setProblems] = useState<Problems>({});

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    const found = findProblems(firstName, lastName, password);
    setProblems(found);
    if (Object.keys(found).length > 0) return;
    accept.mutate(
      { token, firstName: firstName.trim(), lastName: lastName.trim(), password },
      {
        onSuccess: (reply) => {
          // The new account comes back signed in (issue 23 §5): no second sign-in with the new password.
          if (reply.data.session) establishSession(reply.data.session);
          onAccepted(reply.data);
        },
      },
    );
  }

  const problemText = (field: Field) => {
    const problem = problems[field];
    return problem === undefined ? undefined : t(`accept.newAccount.${problem}`);
  };

  return (
    <form className="grid gap-4" onSubmit={onSubmit} noValidate>
      <p className="text-sm text-muted-foreground">{t('accept.newAccount.intro')}</p>
      {accept.isError ? (
        <Alert variant="destructive">
          <AlertDescription>{errorMessage(accept.error, t('accept.failed'))}</AlertDescription>
        </Alert>
      ) : null}
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField
          id="accept-first-name"
          label={t('accept.newAccount.firstName')}
          error={problemText('firstName')}
        >
          {(describedBy) => (
            <Input
              id="accept-first-name"
              autoComplete="given-name"
              value={firstName}
              onChange={(event) => setFirstName(event.target.value)}
              aria-invalid={problems.firstName === undefined ? undefined : true}
              aria-describedby={describedBy}
            />
          )}
        </FormField>
        <FormField
          id="accept-last-name"
          label={t('accept.newAccount.lastName')}
          error={problemText('lastName')}
        >
          {(describedBy) => (
            <Input
              id="accept-last-name"
              autoComplete="family-name"
              value={lastName}
              onChange={(event) => setLastName(event.target.value)}
              aria-invalid={problems.lastName === undefined ? undefined : true}
              aria-describedby={describedBy}
            />
          )}
        </FormField>
      </div>
      <FormField
        id="accept-password"
        label={t('accept.newAccount.password')}
        error={problemText('password')}
        hint={t('accept.newAccount.passwordRule')}
      >
        {(describedBy) => (
          <PasswordInput
            id="accept-password"
            autoComplete="new-password"
            value={password}
            onChange={(event) => setPassword(event.target.value)}
            aria-invalid={problems.password === undefined ? undefined : true}
            aria-describedby={describedBy}
          />
        )}
      </FormField>
      <Button type="submit" disabled={accept.isPending}>
        {accept.isPending ? t('accept.newAccount.submitting') : t('accept.newAccount.submit')}
      </Button>
    </form>
  );
}
