import type { Invitation, InvitationStatus } from '@sanctions/contracts';
import { useTranslation } from 'react-i18next';
import { Badge } from '@/components/ui/badge';
import type { BadgeProps } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { toast } from '@/lib/toast';
import { useDateTime } from '@/lib/use-date-time';
import { useInvitations } from '../api/get-invitations';
import { useRevokeInvitation } from '../api/revoke-invitation';
import { useMembersErrorMessage } from '../lib/use-members-error-message';
import { OrganizationRoleBadge } from './organization-role-badge';

const STATUS_VARIANTS: Record<InvitationStatus, NonNullable<BadgeProps['variant']>> = {
  open: 'default',
  accepted: 'secondary',
  revoked: 'outline',
  expired: 'destructive',
};

/** Every invitation with its status and expiry; open ones can be revoked. */
export function InvitationsCard() {
  const { t } = useTranslation('members');
  const invitations = useInvitations({ isEnabled: true });
  const revoke = useRevokeInvitation();
  const errorMessage = useMembersErrorMessage();
  const { dateTime } = useDateTime('');

  function onRevoke(invitation: Invitation) {
    revoke.mutate(invitation.id, {
      onSuccess: () => toast({ title: t('invitations.revoked'), variant: 'success' }),
      onError: (error) =>
        toast({
          title: t('invitations.revokeFailed'),
          description: errorMessage(error, t('invitations.revokeFailed')),
          variant: 'destructive',
        }),
    });
  }

  let body;
  if (invitations.isPending) body = <Spinner className="text-muted-foreground" />;
  else if (invitations.isError)
    body = (
      <p role="alert" className="text-sm text-destructive">
        {t('invitations.loadError')}
      </p>
    );
  else if (invitations.data.length === 0)
    body = <p className="text-sm text-muted-foreground">{t('invitations.empty')}</p>;
  else
    body = (
      <div className="overflow-x-auto">
        <table className="w-full text-sm">
          <thead className="text-start text-muted-foreground">
            <tr className="border-b">
              <th className="py-2 pe-4 text-start font-medium">{t('invitations.email')}</th>
              <th className="py-2 pe-4 text-start font-medium">{t('invitations.role')}</th>
              <th className="py-2 pe-4 text-start font-medium">{t('invitations.status')}</th>
              <th className="py-2 pe-4 text-start font-medium">{t('invitations.expires')}</th>
              <th className="py-2 pe-4 text-start font-medium">{t('invitations.invitedBy')}</th>
              <th className="py-2 text-end font-medium">{t('invitations.actions')}</th>
            </tr>
          </thead>
          <tbody>
            {invitations.data.map((invitation) => (
              <tr key={invitation.id} className="border-b last:border-0">
                <td className="py-2 pe-4" dir="ltr">
                  <span className="block text-start">{invitation.email}</span>
                </td>
                <td className="py-2 pe-4">
                  <OrganizationRoleBadge role={invitation.role} />
                </td>
                <td className="py-2 pe-4">
                  <Badge variant={STATUS_VARIANTS[invitation.status]}>
                    {t(`invitations.statuses.${invitation.status}`)}
                  </Badge>
                </td>
                <td className="py-2 pe-4 whitespace-nowrap">{dateTime(invitation.expiresAt)}</td>
                <td className="py-2 pe-4">
                  {invitation.invitedBy
                    ? `${invitation.invitedBy.firstName} ${invitation.invitedBy.lastName}`
                    : '—'}
                </td>
                <td className="py-2 text-end">
                  {invitation.status === 'open' ? (
                    <Button
                      variant="ghost"
                      size="sm"
                      disabled={revoke.isPending}
                      aria-label={t('invitations.revokeLabel', { email: invitation.email })}
                      onClick={() => onRevoke(invitation)}
                    >
                      {t('invitations.revoke')}
                    </Button>
                  ) : null}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    );

  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('invitations.title')}</CardTitle>
      </CardHeader>
      <CardContent>{body}</CardContent>
    </Card>
  );
}
