import { and, eq, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import { refreshTokens } from '../../../db/schema/users';

/**
 * Ends every session of the user at once: their refresh tokens are revoked, and since each request checks
 * its session family is live, their access tokens stop working too. Returns how many sessions ended.
 */
export async function revokeUserSessions(
  db: DbOrTx,
  userId: string,
  input: { at: Date; reason: string },
): Promise<number> {
  const revoked = await db
    .update(refreshTokens)
    .set({ revokedAt: input.at, revokedReason: input.reason })
    .where(and(eq(refreshTokens.userId, userId), isNull(refreshTokens.revokedAt)))
    .returning({ familyId: refreshTokens.familyId });
  return new Set(revoked.map((token) => token.familyId)).size;
}
