import type { AcceptInvitationReply, InvitationPreview } from '@sanctions/contracts';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert, AlertDescription } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { useAuth } from '@/lib/auth';
import { useAcceptInvitation } from '../api/accept-invitation';
import { useMembersErrorMessage } from '../lib/use-members-error-message';

interface ExistingAccountAcceptProps {
  token: string;
  preview: InvitationPreview;
  /** The sign-in form, composed by the router; after signing in this page shows the Accept button. */
  signIn: ReactNode;
  onAccepted: (reply: AcceptInvitationReply['data']) => void;
}

/**
 * The invited address already has an account: sign in with it, then accept. Signed in as another
 * account, or as one that already belongs to an organisation, the page says so instead.
 */
export function ExistingAccountAccept({
  token,
  preview,
  signIn,
  onAccepted,
}: ExistingAccountAcceptProps) {
  const { t } = useTranslation('members');
  const { user, signOut } = useAuth();
  const errorMessage = useMembersErrorMessage();
  const accept = useAcceptInvitation({ asSignedInUser: true });

  if (user === null) {
    return (
      <div className="grid gap-4">
        <p className="text-sm text-muted-foreground">
          {t('accept.existing.intro', { email: preview.email })}
        </p>
        <h2 className="text-base font-semibold">{t('accept.existing.signInTitle')}</h2>
        {signIn}
      </div>
    );
  }
  if (user.email.toLowerCase() !== preview.email) {
    return (
      <div className="grid gap-4">
        <Alert variant="destructive">
          <AlertDescription>
            {t('accept.existing.wrongAccount', { current: user.email, email: preview.email })}
          </AlertDescription>
        </Alert>
        <Button variant="outline" onClick={() => void signOut()}>
          {t('accept.existing.signOut')}
        </Button>
      </div>
    );
  }
  if (user.organizationId !== null) {
    return (
      <Alert variant="destructive">
        <AlertDescription>{t('accept.existing.alreadyInOrganization')}</AlertDescription>
      </Alert>
    );
  }
  return (
    <div className="grid gap-4">
      <p className="text-sm text-muted-foreground">
        {t('accept.existing.signedInAs', { email: user.email })}
      </p>
      {accept.isError ? (
        <Alert variant="destructive">
          <AlertDescription>{errorMessage(accept.error, t('accept.failed'))}</AlertDescription>
        </Alert>
      ) : null}
      <Button
        disabled={accept.isPending}
        onClick={() => accept.mutate({ token }, { onSuccess: (reply) => onAccepted(reply.data) })}
      >
        {accept.isPending ? t('accept.existing.accepting') : t('accept.existing.accept')}
      </Button>
    </div>
  );
}
