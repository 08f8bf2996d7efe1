import type { OrganizationMembersReply } from '@sanctions/contracts';
import type { DbOrTx } from '../../../db/client';
import type { ManagerScope } from '../../../lib/access/organization-manager';
import { countSeats, findPlanLimits } from '../shared/seat-usage';
import { findMembers } from './members.queries';
import { toMember } from './to-member';

/** The caller's organisation's members with the seats used against the plan and its search ceiling. */
export async function listMembers(
  db: DbOrTx,
  scope: ManagerScope,
  now: Date,
): Promise<OrganizationMembersReply['data']> {
  const rows = await findMembers(db, scope.organizationId);
  const seats = await countSeats(db, scope.organizationId, now);
  const limits = await findPlanLimits(db, scope.organizationId);
  return {
    members: rows.map(toMember),
    seats,
    planMaxSearchesPerMonth: limits.maxSearchesPerMonth,
  };
}
