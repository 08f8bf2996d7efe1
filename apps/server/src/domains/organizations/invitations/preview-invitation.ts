import { INVITATION_MESSAGES, invitableRoleSchema } from '@sanctions/contracts';
import type { InvitationPreview } from '@sanctions/contracts';
import type { DbOrTx } from '../../../db/client';
import { AppError } from '../../../lib/app-error';
import { hashToken } from '../../../lib/tokens';
import { invitationStatus } from './invitation-status';
import { findAccountByEmail, findInvitationByTokenHash } from './invitations.queries';

/**
 * What the accept page shows for a link (no sign-in): the organisation, the invited address and role,
 * whether that address already has an account, and the link's state. Only the holder of the token can
 * ask, so showing a used or expired link's organisation reveals nothing new; an unknown token is 400.
 */
export async function previewInvitation(
  db: DbOrTx,
  token: string,
  now: Date,
): Promise<InvitationPreview> {
  const row = await findInvitationByTokenHash(db, hashToken(token));
  if (!row) throw new AppError('INVALID_TOKEN', INVITATION_MESSAGES.invalidLink);
  const { invitation } = row;
  const account = await findAccountByEmail(db, invitation.email);
  return {
    organizationName: row.organizationName,
    email: invitation.email,
    role: invitableRoleSchema.parse(invitation.role),
    status: invitationStatus(invitation, now),
    expiresAt: invitation.expiresAt.toISOString(),
    inviterName: row.inviter ? `${row.inviter.firstName} ${row.inviter.lastName}` : null,
    accountExists: account !== undefined,
  };
}
