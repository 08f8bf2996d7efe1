import { and, eq, gt, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import { ssoLoginStates } from '../../../db/schema/single-sign-on';
import { hashToken } from '../../../lib/tokens';

export interface ClaimedState {
  id: string;
  organizationId: string;
  email: string;
  sealedCodeVerifier: string;
  nonce: string;
}

/**
 * Spends the stored state the provider sent back, by one conditional UPDATE: unknown, lapsed or already
 * used (a replayed redirect) gives undefined, and two concurrent redirects cannot both claim it.
 */
export async function claimSsoState(
  db: DbOrTx,
  state: string,
  now: Date,
): Promise<ClaimedState | undefined> {
  const [row] = await db
    .update(ssoLoginStates)
    .set({ usedAt: now })
    .where(
      and(
        eq(ssoLoginStates.stateHash, hashToken(state)),
        isNull(ssoLoginStates.usedAt),
        gt(ssoLoginStates.expiresAt, now),
      ),
    )
    .returning();
  if (!row) return undefined;
  return {
    id: row.id,
    organizationId: row.organizationId,
    email: row.email,
    sealedCodeVerifier: row.codeVerifier,
    nonce: row.nonce,
  };
}

/** The organisation a known but unusable state belonged to, so its refusal lands in that trail. */
export async function findStateOrganization(db: DbOrTx, state: string): Promise<string | null> {
  const [row] = await db
    .select({ organizationId: ssoLoginStates.organizationId })
    .from(ssoLoginStates)
    .where(eq(ssoLoginStates.stateHash, hashToken(state)))
    .limit(1);
  return row?.organizationId ?? null;
}
