import { canManageOrganization } from '@sanctions/contracts';
import type { OrganizationMember } from '@sanctions/contracts';
import { Link } from '@tanstack/react-router';
import { ArrowLeft, UserPlus } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/components/page-header';
import { PageState } from '@/components/page-state';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { paths } from '@/config/paths';
import { useAuth } from '@/lib/auth';
import { useOrganizationMembers } from '../api/get-members';
import { ChangeRoleDialog } from './change-role-dialog';
import { InvitationsCard } from './invitations-card';
import { InviteDialog } from './invite-dialog';
import { MemberLimitsDialog } from './member-limits-dialog';
import type { MemberAction } from './members-table';
import { MembersTable } from './members-table';
import { RemoveMemberDialog } from './remove-member-dialog';
import { SeatUsageCard } from './seat-usage-card';

/**
 * /organization/members: owners and admins see the seats, the members (change role, set limits, remove)
 * and the invitations (invite, revoke). Anyone else is told why they cannot.
 */
export function MembersPage() {
  const { t } = useTranslation('members');
  const { user } = useAuth();
  const viewerRole = user?.organizationRole ?? null;
  const canManage =
    user !== null && user.organizationId !== null && canManageOrganization(viewerRole);
  const members = useOrganizationMembers({ isEnabled: canManage });
  const [isInviteOpen, setIsInviteOpen] = useState(false);
  const [selected, setSelected] = useState<{
    action: MemberAction;
    member: OrganizationMember;
  } | null>(null);
  const pick = (action: MemberAction) => (selected?.action === action ? selected.member : null);
  const closeDialog = () => setSelected(null);

  let content;
  if (user === null || user.organizationId === null) {
    content = (
      <PageState
        kind="empty"
        title={t('states.noOrganizationTitle')}
        message={t('states.noOrganization')}
      />
    );
  } else if (!canManage || viewerRole === null) {
    content = (
      <PageState
        kind="error"
        title={t('states.accessDeniedTitle')}
        message={t('states.accessDenied')}
      />
    );
  } else if (members.isPending) {
    content = <PageState kind="loading" message={t('states.loading')} />;
  } else if (members.isError) {
    content = (
      <PageState
        kind="error"
        title={t('states.errorTitle')}
        message={t('states.error')}
        action={
          <Button variant="outline" onClick={() => void members.refetch()}>
            {t('states.retry')}
          </Button>
        }
      />
    );
  } else {
    const viewer = { id: user.id, organizationRole: viewerRole };
    content = (
      <>
        <SeatUsageCard seats={members.data.seats} />
        <Card>
          <CardHeader>
            <CardTitle>{t('table.title')}</CardTitle>
          </CardHeader>
          <CardContent>
            <MembersTable
              members={members.data.members}
              viewer={viewer}
              onAction={(action, member) => setSelected({ action, member })}
            />
          </CardContent>
        </Card>
        <InvitationsCard />
        <InviteDialog
          open={isInviteOpen}
          onOpenChange={setIsInviteOpen}
          planMax={members.data.planMaxSearchesPerMonth}
        />
        <ChangeRoleDialog member={pick('role')} viewerRole={viewerRole} onClose={closeDialog} />
        <MemberLimitsDialog
          member={pick('limits')}
          planMax={members.data.planMaxSearchesPerMonth}
          onClose={closeDialog}
        />
        <RemoveMemberDialog member={pick('remove')} onClose={closeDialog} />
      </>
    );
  }

  return (
    <div className="mx-auto grid w-full max-w-6xl grid-cols-1 gap-6 px-4 py-8">
      <PageHeader
        title={t('title')}
        description={t('description')}
        actions={
          <>
            <Button asChild variant="ghost">
              <Link to={paths.organization}>
                <ArrowLeft aria-hidden="true" className="rtl:rotate-180" />
                {t('back')}
              </Link>
            </Button>
            {canManage && members.isSuccess ? (
              <Button onClick={() => setIsInviteOpen(true)}>
                <UserPlus aria-hidden="true" />
                {t('invite.button')}
              </Button>
            ) : null}
          </>
        }
      />
      {content}
    </div>
  );
}
