import { and, gt, isNotNull, isNull, lte, or, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import { hasRole } from '@sanctions/contracts';
import type { SessionUser } from '@sanctions/contracts';
import {
  monitoringClearanceRevocations,
  monitoringClearances,
} from '../../../db/schema/monitoring';
import { inMonitoringScope, monitoringScopeOf } from '../monitoring/monitoring-scope';

/** Clearances of the caller's own scope: their organisation's, or their standalone account's. */
export function ownClearances(user: SessionUser): SQL {
  return inMonitoringScope(monitoringClearances, monitoringScopeOf(user));
}

/**
 * What the caller may read: their own scope; provider staff outside every organisation (the reviewers of
 * standalone accounts, ADR 020) also see a standalone account's clearance while its revocation waits for
 * them. Anything else reads as absent (404).
 */
export function readableClearances(user: SessionUser): SQL {
  if (user.organizationId !== null || !hasRole(user.role, 'moderator')) return ownClearances(user);
  const waiting = sql`(${isNull(monitoringClearances.organizationId)} and exists (select 1 from ${monitoringClearanceRevocations} where ${monitoringClearanceRevocations.clearanceId} = ${monitoringClearances.id} and ${monitoringClearanceRevocations.status} = 'pending'))`;
  const either = or(ownClearances(user), waiting);
  if (either === undefined) throw new Error('unreachable: or() of two conditions');
  return either;
}

/** The SQL condition of a clearance's state at `now` (revoked wins over expired). */
export function clearanceStateIs(state: 'active' | 'expired' | 'revoked', now: Date): SQL {
  const c = monitoringClearances;
  const condition =
    state === 'revoked'
      ? isNotNull(c.revokedAt)
      : state === 'expired'
        ? and(isNull(c.revokedAt), isNotNull(c.expiresAt), lte(c.expiresAt, now))
        : and(isNull(c.revokedAt), or(isNull(c.expiresAt), gt(c.expiresAt, now)));
  if (condition === undefined) throw new Error('unreachable: and() of two conditions');
  return condition;
}
