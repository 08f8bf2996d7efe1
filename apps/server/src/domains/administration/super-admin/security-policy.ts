import { and, count, eq, inArray, isNull, or } from 'drizzle-orm';
import { SECURITY_POLICY_SAVED_MESSAGE } from '@sanctions/contracts';
import type { SecurityPolicy, SecurityPolicyReply } from '@sanctions/contracts';
import type { Db, DbOrTx } from '../../../db/client';
import { securityPolicy } from '../../../db/schema/security-policy';
import { users, userTwoFactor } from '../../../db/schema/users';
import { recordAudit } from '../audit/audit';
import type { RequestOrigin } from '../../../lib/request-origin';

const STAFF_ROLES = ['moderator', 'admin', 'super_admin'] as const;

async function readPolicy(db: DbOrTx): Promise<SecurityPolicy> {
  const [row] = await db
    .select({ requireTwoFactorForStaff: securityPolicy.requireTwoFactorForStaff })
    .from(securityPolicy)
    .where(eq(securityPolicy.id, 1))
    .limit(1);
  return { requireTwoFactorForStaff: row?.requireTwoFactorForStaff ?? false };
}

/** Active staff accounts (moderator and above) without an enabled second factor. */
async function countStaffWithoutTwoFactor(db: DbOrTx): Promise<number> {
  const [row] = await db
    .select({ value: count() })
    .from(users)
    .leftJoin(userTwoFactor, eq(userTwoFactor.userId, users.id))
    .where(
      and(
        inArray(users.role, [...STAFF_ROLES]),
        eq(users.isActive, true),
        isNull(users.deletedAt),
        or(isNull(userTwoFactor.isEnabled), eq(userTwoFactor.isEnabled, false)),
      ),
    );
  return row?.value ?? 0;
}

/** The provider's security policy with the staff it would send through two-factor set-up. */
export async function getSecurityPolicy(db: DbOrTx): Promise<SecurityPolicyReply> {
  return {
    success: true,
    data: {
      ...(await readPolicy(db)),
      staffWithoutTwoFactor: await countStaffWithoutTwoFactor(db),
    },
  };
}

/**
 * Saves the policy (one row, id 1, created on first save). Staff without two-factor are led through set-up
 * at their next request; the super admin saving it is staff too, so they set it up first when they have
 * none. Audited as `2fa_requirement_changed`, a security event of the super admin.
 */
export async function updateSecurityPolicy(
  db: Db,
  input: { actorId: string; policy: SecurityPolicy; origin: RequestOrigin; now: Date },
): Promise<SecurityPolicyReply> {
  const { actorId, policy, origin, now } = input;
  await db.transaction(async (tx) => {
    const before = await readPolicy(tx);
    await tx
      .insert(securityPolicy)
      .values({ id: 1, ...policy, updatedBy: actorId, updatedAt: now })
      .onConflictDoUpdate({
        target: securityPolicy.id,
        set: { ...policy, updatedBy: actorId, updatedAt: now },
      });
    if (before.requireTwoFactorForStaff !== policy.requireTwoFactorForStaff) {
      await recordAudit(tx, {
        userId: actorId,
        actorId,
        action: '2fa_requirement_changed',
        details: {
          scope: 'staff',
          before: before.requireTwoFactorForStaff,
          after: policy.requireTwoFactorForStaff,
        },
        ip: origin.ip,
        userAgent: origin.userAgent,
        at: now,
      });
    }
  });
  return { ...(await getSecurityPolicy(db)), message: SECURITY_POLICY_SAVED_MESSAGE };
}
