import { INVITATION_MESSAGES } from '@sanctions/contracts';
import type { InvitationReply } from '@sanctions/contracts';
import type { Db } from '../../../db/client';
import { AppError } from '../../../lib/app-error';
import { recordAudit } from '../../administration';
import type { ManagerScope } from '../../../lib/access/organization-manager';
import type { RequestOrigin } from '../../../lib/request-origin';
import { toInvitation } from './invitation-status';
import { findInvitation, revokeInvitation } from './invitations.queries';

/**
 * Revokes an open invitation of the caller's organisation: its link stops working and its seat is free.
 * 404 for an unknown id or another organisation's; 409 when it was already accepted or revoked.
 */
export async function revokeOrganizationInvitation(
  db: Db,
  scope: ManagerScope,
  input: { id: string; now: Date; origin: RequestOrigin },
): Promise<InvitationReply> {
  const { now, origin } = input;
  return db.transaction(async (tx) => {
    const revoked = await revokeInvitation(tx, scope.organizationId, input.id, now);
    const row = await findInvitation(tx, scope.organizationId, input.id);
    if (!row) throw new AppError('NOT_FOUND', INVITATION_MESSAGES.notFound);
    if (!revoked) throw new AppError('CONFLICT', INVITATION_MESSAGES.alreadyClosed);
    await recordAudit(tx, {
      userId: scope.userId,
      actorId: scope.userId,
      organizationId: scope.organizationId,
      action: 'organization_invitation_revoked',
      details: { invitationId: revoked.id, email: revoked.email, role: revoked.role },
      ip: origin.ip,
      userAgent: origin.userAgent,
      at: now,
    });
    return {
      success: true as const,
      message: INVITATION_MESSAGES.revoked,
      data: { invitation: toInvitation(row, now) },
    };
  });
}
