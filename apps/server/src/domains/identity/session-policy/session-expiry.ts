import { eq, min } from 'drizzle-orm';
import { SESSION_POLICY_DEFAULTS, hasRole } from '@sanctions/contracts';
import type { DbOrTx } from '../../../db/client';
import { organizations } from '../../../db/schema/organizations';
import { refreshTokens, users } from '../../../db/schema/users';

const MINUTE_MS = 60_000;

export interface EffectiveSessionPolicy {
  /** Null: no limit from sign-in. */
  lifetimeMinutes: number | null;
  idleMinutes: number;
}

/**
 * The session rules of one account (issue 27 §4): staff (moderator and above) always get the staff
 * defaults; a member gets what their organisation's owners chose, each value falling back to the default.
 */
export async function sessionPolicyOf(db: DbOrTx, userId: string): Promise<EffectiveSessionPolicy> {
  const [row] = await db
    .select({
      role: users.role,
      lifetimeMinutes: organizations.sessionLifetimeMinutes,
      idleMinutes: organizations.sessionIdleMinutes,
    })
    .from(users)
    .leftJoin(organizations, eq(organizations.id, users.organizationId))
    .where(eq(users.id, userId));
  if (row === undefined || hasRole(row.role, 'moderator')) return SESSION_POLICY_DEFAULTS.staff;
  return {
    lifetimeMinutes: row.lifetimeMinutes ?? SESSION_POLICY_DEFAULTS.member.lifetimeMinutes,
    idleMinutes: row.idleMinutes ?? SESSION_POLICY_DEFAULTS.member.idleMinutes,
  };
}

/** When the session's first token was issued: its sign-in, from which the lifetime counts. */
export async function sessionStartedAt(db: DbOrTx, familyId: string): Promise<Date | null> {
  const [row] = await db
    .select({ startedAt: min(refreshTokens.createdAt) })
    .from(refreshTokens)
    .where(eq(refreshTokens.familyId, familyId));
  return row?.startedAt ?? null;
}

/**
 * Expiry of a refresh token issued at `now` in a session started at `startedAt`: the idle timeout from
 * now, never past the lifetime from sign-in. A policy changed by an owner applies at the next refresh.
 */
export async function refreshTokenExpiresAt(
  db: DbOrTx,
  input: { userId: string; startedAt: Date; now: Date },
): Promise<Date> {
  const policy = await sessionPolicyOf(db, input.userId);
  const idleEnd = input.now.getTime() + policy.idleMinutes * MINUTE_MS;
  if (policy.lifetimeMinutes === null) return new Date(idleEnd);
  const lifetimeEnd = input.startedAt.getTime() + policy.lifetimeMinutes * MINUTE_MS;
  return new Date(Math.min(idleEnd, lifetimeEnd));
}
