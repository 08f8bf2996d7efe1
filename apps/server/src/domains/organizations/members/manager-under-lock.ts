import { MEMBER_MESSAGES, canManageOrganization } from '@sanctions/contracts';
import type { Tx } from '../../../db/client';
import { AppError } from '../../../lib/app-error';
import { lockOrganization } from '../shared/lock-organization';
import type { ManagerScope } from '../../../lib/access/organization-manager';
import { findMember } from './members.queries';
import type { MemberRow } from './members.queries';

/**
 * Takes the organisation's lock, then reads the caller and the target member again under it: a role
 * changed by a concurrent request (two owners demoting each other) is seen here, not the one the access
 * token's request started with. 403 when the caller no longer manages; 404 for a target outside the
 * organisation.
 */
export async function managerAndMemberUnderLock(
  tx: Tx,
  scope: ManagerScope,
  userId: string,
): Promise<{ caller: MemberRow; target: MemberRow }> {
  await lockOrganization(tx, scope.organizationId);
  const caller = await findMember(tx, scope.organizationId, scope.userId);
  if (!caller || !canManageOrganization(caller.organizationRole))
    throw new AppError('FORBIDDEN', MEMBER_MESSAGES.managersOnly);
  const target = await findMember(tx, scope.organizationId, userId);
  if (!target) throw new AppError('NOT_FOUND', MEMBER_MESSAGES.notFound);
  return { caller, target };
}
