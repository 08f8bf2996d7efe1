import type { Invitation, InvitationStatus } from '@sanctions/contracts';
import { invitableRoleSchema } from '@sanctions/contracts';
import type { InvitationRow } from './invitations.queries';

/** Where the invitation stands at `now`: accepted and revoked are final; an open one expires. */
export function invitationStatus(invitation: InvitationRow, now: Date): InvitationStatus {
  if (invitation.acceptedAt !== null) return 'accepted';
  if (invitation.revokedAt !== null) return 'revoked';
  return invitation.expiresAt.getTime() > now.getTime() ? 'open' : 'expired';
}

/** The invitation as the API shows it. */
export function toInvitation(
  row: { invitation: InvitationRow; inviter: { firstName: string; lastName: string } | null },
  now: Date,
): Invitation {
  const { invitation } = row;
  return {
    id: invitation.id,
    email: invitation.email,
    role: invitableRoleSchema.parse(invitation.role),
    status: invitationStatus(invitation, now),
    invitedBy: row.inviter,
    createdAt: invitation.createdAt.toISOString(),
    expiresAt: invitation.expiresAt.toISOString(),
    acceptedAt: invitation.acceptedAt?.toISOString() ?? null,
    revokedAt: invitation.revokedAt?.toISOString() ?? null,
    maxSearchesPerDay: invitation.maxSearchesPerDay,
    maxSearchesPerMonth: invitation.maxSearchesPerMonth,
  };
}
