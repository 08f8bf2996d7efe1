import { eq } from 'drizzle-orm';
import { SESSION_POLICY_DEFAULTS, SESSION_POLICY_MESSAGES } from '@sanctions/contracts';
import type { SessionPolicy, SessionPolicyBody, SessionUser } from '@sanctions/contracts';
import type { Db, DbOrTx } from '../../../db/client';
import { organizations } from '../../../db/schema/organizations';
import { AppError } from '../../../lib/app-error';
import { recordAudit } from '../../administration';
import type { RequestOrigin } from '../../../lib/request-origin';

/** The caller's organisation when they own it; 403 for everyone else (the rule binds the admins too). */
export function requireSessionPolicyOwner(user: SessionUser): string {
  if (user.organizationId === null || user.organizationRole !== 'owner')
    throw new AppError('FORBIDDEN', SESSION_POLICY_MESSAGES.ownersOnly);
  return user.organizationId;
}

async function readPolicy(db: DbOrTx, organizationId: string): Promise<SessionPolicy> {
  const [row] = await db
    .select({
      lifetimeMinutes: organizations.sessionLifetimeMinutes,
      idleMinutes: organizations.sessionIdleMinutes,
    })
    .from(organizations)
    .where(eq(organizations.id, organizationId));
  return {
    lifetimeMinutes: row?.lifetimeMinutes ?? null,
    idleMinutes: row?.idleMinutes ?? null,
    defaults: SESSION_POLICY_DEFAULTS.member,
  };
}

export function getSessionPolicy(db: DbOrTx, user: SessionUser): Promise<SessionPolicy> {
  return readPolicy(db, requireSessionPolicyOwner(user));
}

/**
 * Sets the members' session lifetime and idle timeout. Sessions follow it from their next refresh (at most
 * one access token, 15 minutes, later). Audited as `session_policy_changed` on the organisation's chain.
 */
export async function updateSessionPolicy(
  db: Db,
  user: SessionUser,
  input: { body: SessionPolicyBody; origin: RequestOrigin; now: Date },
): Promise<SessionPolicy> {
  const organizationId = requireSessionPolicyOwner(user);
  return db.transaction(async (tx) => {
    const before = await readPolicy(tx, organizationId);
    await tx
      .update(organizations)
      .set({
        sessionLifetimeMinutes: input.body.lifetimeMinutes,
        sessionIdleMinutes: input.body.idleMinutes,
        updatedAt: input.now,
      })
      .where(eq(organizations.id, organizationId));
    await recordAudit(tx, {
      userId: user.id,
      actorId: user.id,
      organizationId,
      action: 'session_policy_changed',
      details: {
        before: { lifetimeMinutes: before.lifetimeMinutes, idleMinutes: before.idleMinutes },
        after: input.body,
      },
      ip: input.origin.ip,
      userAgent: input.origin.userAgent,
      at: input.now,
    });
    return readPolicy(tx, organizationId);
  });
}
