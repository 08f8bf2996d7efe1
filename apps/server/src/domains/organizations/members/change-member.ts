import { MEMBER_MESSAGES, limitAbovePlanMessage } from '@sanctions/contracts';
import type { MemberReply, UpdateMemberBody, ValidationIssue } from '@sanctions/contracts';
import type { Db, Tx } from '../../../db/client';
import { AppError } from '../../../lib/app-error';
import { recordAudit } from '../../administration';
import type { ManagerScope } from '../../../lib/access/organization-manager';
import { findPlanLimits } from '../shared/seat-usage';
import type { RequestOrigin } from '../../../lib/request-origin';
import { managerAndMemberUnderLock } from './manager-under-lock';
import { countOtherOwners, updateMember } from './members.queries';
import type { MemberRow } from './members.queries';
import { toMember } from './to-member';

/** Role rules: nobody changes their own role; only an owner makes or unmakes owners; one owner stays. */
async function assertRoleChange(
  tx: Tx,
  caller: MemberRow,
  target: MemberRow,
  role: MemberRow['organizationRole'],
): Promise<void> {
  if (target.id === caller.id) throw new AppError('FORBIDDEN', MEMBER_MESSAGES.ownRole);
  if (role === 'owner' && caller.organizationRole !== 'owner')
    throw new AppError('FORBIDDEN', MEMBER_MESSAGES.ownerOnly);
  if (target.organizationRole === 'owner' && role !== 'owner') {
    if ((await countOtherOwners(tx, target.organizationId ?? '', target.id)) === 0)
      throw new AppError('CONFLICT', MEMBER_MESSAGES.lastOwner);
  }
}

/** Personal limits stay within the plan: neither may exceed the plan's monthly allowance. */
async function assertLimitsWithinPlan(
  tx: Tx,
  organizationId: string,
  body: UpdateMemberBody,
): Promise<void> {
  const { maxSearchesPerMonth: planMax } = await findPlanLimits(tx, organizationId);
  if (planMax === null) return;
  const message = limitAbovePlanMessage(planMax);
  const issues: ValidationIssue[] = [];
  if (body.maxSearchesPerDay !== undefined && body.maxSearchesPerDay > planMax)
    issues.push({ path: ['maxSearchesPerDay'], message });
  if (body.maxSearchesPerMonth !== undefined && body.maxSearchesPerMonth > planMax)
    issues.push({ path: ['maxSearchesPerMonth'], message });
  if (issues.length > 0) throw new AppError('VALIDATION_FAILED', message, { issues });
}

/**
 * Changes a member's organisation role and/or personal search limits (owner or admin), under the
 * organisation's row lock so the last-owner rule holds against concurrent changes. An admin cannot touch
 * an owner at all. Audited with the values before and after.
 */
export async function changeMember(
  db: Db,
  scope: ManagerScope,
  input: { userId: string; body: UpdateMemberBody; now: Date; origin: RequestOrigin },
): Promise<MemberReply> {
  const { body, now, origin } = input;
  return db.transaction(async (tx) => {
    const { caller, target } = await managerAndMemberUnderLock(tx, scope, input.userId);
    if (target.organizationRole === 'owner' && caller.organizationRole !== 'owner')
      throw new AppError('FORBIDDEN', MEMBER_MESSAGES.ownerOnly);
    const role = body.organizationRole;
    if (role !== undefined && role !== target.organizationRole)
      await assertRoleChange(tx, caller, target, role);
    await assertLimitsWithinPlan(tx, scope.organizationId, body);

    const updated = await updateMember(tx, scope.organizationId, target.id, {
      ...(role === undefined ? {} : { organizationRole: role }),
      ...(body.maxSearchesPerDay === undefined
        ? {}
        : { maxSearchesPerDay: body.maxSearchesPerDay }),
      ...(body.maxSearchesPerMonth === undefined
        ? {}
        : { maxSearchesPerMonth: body.maxSearchesPerMonth }),
      updatedAt: now,
    });
    if (!updated) throw new AppError('NOT_FOUND', MEMBER_MESSAGES.notFound);
    const snapshot = (row: MemberRow) => ({
      organizationRole: row.organizationRole,
      maxSearchesPerDay: row.maxSearchesPerDay,
      maxSearchesPerMonth: row.maxSearchesPerMonth,
    });
    await recordAudit(tx, {
      userId: target.id,
      actorId: caller.id,
      organizationId: scope.organizationId,
      action: 'organization_member_updated',
      details: { before: snapshot(target), after: snapshot(updated) },
      ip: origin.ip,
      userAgent: origin.userAgent,
      at: now,
    });
    return {
      success: true as const,
      message: MEMBER_MESSAGES.updated,
      data: { member: toMember(updated) },
    };
  });
}
