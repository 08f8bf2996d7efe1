import { and, eq, isNull, ne } from 'drizzle-orm';
import type { SessionUser } from '@sanctions/contracts';
import type { Db } from '../../../db/client';
import { refreshTokens } from '../../../db/schema/users';
import { recordAudit } from '../../administration';

/**
 * "Sign out everywhere else" (issue 27 §4): revokes every session of the user but the one asking, in one
 * statement, so a session signed in meanwhile is either ended too or started after the click. Their access
 * tokens stop working at once (every request checks the family). Returns how many sessions ended.
 */
export async function endOtherSessions(
  db: Db,
  user: Pick<SessionUser, 'id' | 'organizationId'>,
  input: { currentSessionId: string | null; ip: string; userAgent: string | null; now: Date },
): Promise<number> {
  return db.transaction(async (tx) => {
    const revoked = await tx
      .update(refreshTokens)
      .set({ revokedAt: input.now, revokedReason: 'signed_out_elsewhere' })
      .where(
        and(
          eq(refreshTokens.userId, user.id),
          isNull(refreshTokens.revokedAt),
          input.currentSessionId === null
            ? undefined
            : ne(refreshTokens.familyId, input.currentSessionId),
        ),
      )
      .returning({ familyId: refreshTokens.familyId });
    const endedSessions = new Set(revoked.map((token) => token.familyId)).size;
    await recordAudit(tx, {
      userId: user.id,
      organizationId: user.organizationId,
      action: 'sessions_revoked_elsewhere',
      details: { endedSessions, revokedTokens: revoked.length },
      ip: input.ip,
      userAgent: input.userAgent,
      at: input.now,
    });
    return endedSessions;
  });
}
