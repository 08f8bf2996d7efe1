import { MEMBER_MESSAGES } from '@sanctions/contracts';
import type { RemoveMemberReply } from '@sanctions/contracts';
import type { Db } from '../../../db/client';
import { AppError } from '../../../lib/app-error';
import { recordAudit } from '../../administration';
import { createNotification } from '../../notifications';
import type { ManagerScope } from '../../../lib/access/organization-manager';
import type { RequestOrigin } from '../../../lib/request-origin';
import { managerAndMemberUnderLock } from './manager-under-lock';
import {
  countOtherOwners,
  deleteOrganizationNotifications,
  detachMember,
  findOrganizationName,
  revokeApiKeys,
  revokeSessions,
} from './members.queries';

/**
 * Removes a member (owner or admin; an owner only by another owner, never the last one, never oneself).
 * The account stays as a standalone account; every session of it ends and every API key of it is
 * revoked, so it cannot keep acting for the organisation on an old token or key, and its notifications
 * about the organisation's records are deleted. Its screening history is not touched: those rows keep
 * their `organizationId` and stay with the organisation, out of the former member's reach (issue 24 §3).
 * Audited; the removed user is notified.
 */
export async function removeMember(
  db: Db,
  scope: ManagerScope,
  input: { userId: string; now: Date; origin: RequestOrigin },
): Promise<RemoveMemberReply> {
  const { now, origin } = input;
  return db.transaction(async (tx) => {
    const { caller, target } = await managerAndMemberUnderLock(tx, scope, input.userId);
    if (target.id === caller.id) throw new AppError('FORBIDDEN', MEMBER_MESSAGES.removeSelf);
    if (target.organizationRole === 'owner') {
      if (caller.organizationRole !== 'owner')
        throw new AppError('FORBIDDEN', MEMBER_MESSAGES.ownerOnly);
      if ((await countOtherOwners(tx, scope.organizationId, target.id)) === 0)
        throw new AppError('CONFLICT', MEMBER_MESSAGES.lastOwner);
    }
    const removed = await detachMember(tx, scope.organizationId, target.id, now);
    if (!removed) throw new AppError('NOT_FOUND', MEMBER_MESSAGES.notFound);
    const revokedSessions = await revokeSessions(tx, target.id, now, 'removed_from_organization');
    const revokedApiKeys = await revokeApiKeys(tx, target.id, now);
    await deleteOrganizationNotifications(tx, scope.organizationId, target.id);
    const organization = await findOrganizationName(tx, scope.organizationId);
    await recordAudit(tx, {
      userId: target.id,
      actorId: caller.id,
      organizationId: scope.organizationId,
      action: 'organization_member_removed',
      details: {
        email: target.email,
        organizationRole: target.organizationRole,
        revokedSessions,
        revokedApiKeys,
      },
      ip: origin.ip,
      userAgent: origin.userAgent,
      at: now,
    });
    await createNotification(
      tx,
      target.id,
      {
        title: 'Removed from organization',
        message: `You no longer belong to ${organization}. Your account stays active as a standalone account.`,
        type: 'warning',
        localized: { key: 'organizations.memberRemoved', params: { organization } },
      },
      { at: now },
    );
    return {
      success: true as const,
      message: MEMBER_MESSAGES.removed,
      data: { userId: target.id, revokedSessions },
    };
  });
}
