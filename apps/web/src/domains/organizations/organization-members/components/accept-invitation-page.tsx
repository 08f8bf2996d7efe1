import type { AcceptInvitationReply, InvitationStatus } from '@sanctions/contracts';
import { Link, useParams } from '@tanstack/react-router';
import { CheckCircle2, MailWarning, Users } from 'lucide-react';
import { useState } from 'react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { useInvitationPreview } from '../api/get-invitation-preview';
import { ExistingAccountAccept } from './existing-account-accept';
import { NewAccountForm } from './new-account-form';

function InvitationCard({
  icon,
  title,
  description,
  children,
}: {
  icon: ReactNode;
  title: string;
  description?: ReactNode;
  children?: ReactNode;
}) {
  return (
    <div className="flex flex-1 items-center justify-center bg-muted/40 px-4 py-12">
      <Card className="w-full max-w-lg">
        <CardHeader className="items-center text-center">
          {icon}
          <h1 className="text-xl font-semibold leading-tight">{title}</h1>
          {description ? <CardDescription>{description}</CardDescription> : null}
        </CardHeader>
        {children ? <CardContent className="grid gap-4">{children}</CardContent> : null}
      </Card>
    </div>
  );
}

type ClosedStatus = Exclude<InvitationStatus, 'open'> | 'unknown';

function InvalidInvitation({ status }: { status: ClosedStatus }) {
  const { t } = useTranslation('members');
  return (
    <InvitationCard
      icon={<MailWarning aria-hidden="true" className="size-10 text-destructive" />}
      title={t('accept.invalid.title')}
      description={t(`accept.invalid.${status}`)}
    >
      <Button asChild variant="outline">
        <Link to={paths.home}>{t('accept.invalid.home')}</Link>
      </Button>
    </InvitationCard>
  );
}

function Accepted({ result }: { result: AcceptInvitationReply['data'] }) {
  const { t } = useTranslation('members');
  const role = t(`roles.${result.role}`);
  return (
    <InvitationCard
      icon={<CheckCircle2 aria-hidden="true" className="size-10 text-primary" />}
      title={t('accept.done.title', { organization: result.organizationName })}
      description={
        result.accountCreated
          ? t('accept.done.created', { email: result.email })
          : t('accept.done.joined', { organization: result.organizationName, role })
      }
    >
      {result.accountCreated ? (
        // The acceptance signed the new member in (issue 23 §5): straight to work.
        <Button asChild>
          <Link to={paths.screening}>{t('accept.done.start')}</Link>
        </Button>
      ) : (
        <Button asChild>
          <Link to={paths.organization}>{t('accept.done.open')}</Link>
        </Button>
      )}
    </InvitationCard>
  );
}

/**
 * /invitations/:token, the e-mailed link (no sign-in needed): what the invitation offers, then a form for
 * a new address, or sign-in and Accept for an existing account; invalid, expired, used and withdrawn links
 * say so. `renderSignIn` is the app's sign-in form, composed by the router.
 */
export function AcceptInvitationPage({ signIn }: { signIn: ReactNode }) {
  const { t, i18n } = useTranslation('members');
  const { token = '' } = useParams({ strict: false });
  const preview = useInvitationPreview(token);
  const [result, setResult] = useState<AcceptInvitationReply['data'] | null>(null);

  if (result !== null) return <Accepted result={result} />;
  if (token === '') return <InvalidInvitation status="unknown" />;
  if (preview.isPending)
    return (
      <InvitationCard
        icon={<Spinner className="size-10 text-primary" />}
        title={t('accept.loading')}
      />
    );
  if (preview.isError) return <InvalidInvitation status="unknown" />;
  const invitation = preview.data;
  if (invitation.status !== 'open') return <InvalidInvitation status={invitation.status} />;

  const role = t(`roles.${invitation.role}`);
  const expires = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'long' }).format(
    new Date(invitation.expiresAt),
  );
  return (
    <InvitationCard
      icon={<Users aria-hidden="true" className="size-10 text-primary" />}
      title={t('accept.title', { organization: invitation.organizationName })}
      description={
        invitation.inviterName === null
          ? t('accept.invited', { role })
          : t('accept.invitedBy', { name: invitation.inviterName, role })
      }
    >
      <dl className="grid gap-1 rounded-md border p-3 text-sm">
        <dt className="text-muted-foreground">{t('accept.invitedAddress')}</dt>
        <dd className="font-medium" dir="ltr">
          <span className="block text-start">{invitation.email}</span>
        </dd>
      </dl>
      <p className="text-xs text-muted-foreground">{t('accept.expires', { date: expires })}</p>
      {invitation.accountExists ? (
        <ExistingAccountAccept
          token={token}
          preview={invitation}
          signIn={signIn}
          onAccepted={setResult}
        />
      ) : (
        <NewAccountForm token={token} onAccepted={setResult} />
      )}
    </InvitationCard>
  );
}
