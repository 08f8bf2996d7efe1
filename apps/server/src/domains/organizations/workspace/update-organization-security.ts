import { and, count, eq, isNull, or } from 'drizzle-orm';
import {
  ORGANIZATION_DETAILS_NO_ORGANIZATION,
  ORGANIZATION_SECURITY_MESSAGES,
} from '@sanctions/contracts';
import type { OrganizationSecurityBody, OrganizationSecurityReply } from '@sanctions/contracts';
import type { Db, DbOrTx } from '../../../db/client';
import { users, userTwoFactor } from '../../../db/schema/users';
import { AppError } from '../../../lib/app-error';
import { recordAudit } from '../../administration';
import type { RequestOrigin } from '../../../lib/request-origin';
import type { WorkspaceViewer } from './find-organization-details';
import { lockOrganization, updateOrganization } from './organization-workspace.queries';

export interface SecurityInput {
  viewer: WorkspaceViewer & { id: string };
  body: OrganizationSecurityBody;
  origin: RequestOrigin;
  now: Date;
}

/**
 * The caller's organisation id when they may change its two-factor requirement: only owners, since the
 * rule binds every member including the admins (403 for everyone else, a standalone account included).
 */
export function assertOrganizationOwner(viewer: WorkspaceViewer): string {
  if (viewer.organizationId === null || viewer.organizationRole !== 'owner')
    throw new AppError('FORBIDDEN', ORGANIZATION_SECURITY_MESSAGES.ownersOnly);
  return viewer.organizationId;
}

/** Active members of the organisation without an enabled second factor. */
async function countMembersWithoutTwoFactor(db: DbOrTx, organizationId: string): Promise<number> {
  const [row] = await db
    .select({ value: count() })
    .from(users)
    .leftJoin(userTwoFactor, eq(userTwoFactor.userId, users.id))
    .where(
      and(
        eq(users.organizationId, organizationId),
        eq(users.isActive, true),
        isNull(users.deletedAt),
        or(isNull(userTwoFactor.isEnabled), eq(userTwoFactor.isEnabled, false)),
      ),
    );
  return row?.value ?? 0;
}

/**
 * Requires (or stops requiring) two-factor of every member. Members without it are led through set-up at
 * their next request (the session check reads the flag on every request, so nobody has to sign in again).
 * Audited as `2fa_requirement_changed`, a security event of the owner who changed it.
 */
export async function updateOrganizationSecurity(
  db: Db,
  input: SecurityInput,
): Promise<OrganizationSecurityReply> {
  const organizationId = assertOrganizationOwner(input.viewer);
  const { now, body } = input;
  return db.transaction(async (tx) => {
    const before = await lockOrganization(tx, organizationId);
    if (before === undefined) throw new AppError('NOT_FOUND', ORGANIZATION_DETAILS_NO_ORGANIZATION);
    if (before.requireTwoFactor !== body.requireTwoFactor) {
      await updateOrganization(tx, organizationId, {
        requireTwoFactor: body.requireTwoFactor,
        updatedAt: now,
      });
      await recordAudit(tx, {
        userId: input.viewer.id,
        actorId: input.viewer.id,
        organizationId,
        action: '2fa_requirement_changed',
        details: {
          scope: 'organization',
          before: before.requireTwoFactor,
          after: body.requireTwoFactor,
        },
        ip: input.origin.ip,
        userAgent: input.origin.userAgent,
        at: now,
      });
    }
    return {
      success: true as const,
      message: body.requireTwoFactor
        ? ORGANIZATION_SECURITY_MESSAGES.required
        : ORGANIZATION_SECURITY_MESSAGES.optional,
      data: {
        requireTwoFactor: body.requireTwoFactor,
        membersWithoutTwoFactor: await countMembersWithoutTwoFactor(tx, organizationId),
      },
    };
  });
}
