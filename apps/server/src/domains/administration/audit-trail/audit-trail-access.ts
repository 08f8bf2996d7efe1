import { eq } from 'drizzle-orm';
import { AUDIT_TRAIL_MESSAGES, STAFF_AUDIT_CHAIN } from '@sanctions/contracts';
import type { SessionUser } from '@sanctions/contracts';
import type { DbOrTx } from '../../../db/client';
import { organizations } from '../../../db/schema/organizations';
import { AppError } from '../../../lib/app-error';

/** Which chains a caller may read: every one for the super admin, the own organisation's for an owner. */
export type AuditTrailScope = { kind: 'all' } | { kind: 'organization'; organizationId: string };

/** 403 for everyone but the super admin and organisation owners (ADR 037). */
export function requireAuditTrailReader(user: SessionUser): AuditTrailScope {
  if (user.role === 'super_admin') return { kind: 'all' };
  if (user.organizationId !== null && user.organizationRole === 'owner')
    return { kind: 'organization', organizationId: user.organizationId };
  throw new AppError('FORBIDDEN', AUDIT_TRAIL_MESSAGES.ownersOnly);
}

/**
 * The chain `chain` when the caller may read it; 404 when it is another organisation's, the staff chain
 * for an owner, or no organisation's at all, so ids of other organisations cannot be probed.
 */
export async function requireReadableChain(
  db: DbOrTx,
  user: SessionUser,
  chain: string,
): Promise<string> {
  const scope = requireAuditTrailReader(user);
  if (scope.kind === 'organization') {
    if (chain !== scope.organizationId)
      throw new AppError('NOT_FOUND', AUDIT_TRAIL_MESSAGES.chainNotFound);
    return chain;
  }
  if (chain === STAFF_AUDIT_CHAIN) return chain;
  const [organization] = await db
    .select({ id: organizations.id })
    .from(organizations)
    .where(eq(organizations.id, chain));
  if (organization === undefined)
    throw new AppError('NOT_FOUND', AUDIT_TRAIL_MESSAGES.chainNotFound);
  return chain;
}
