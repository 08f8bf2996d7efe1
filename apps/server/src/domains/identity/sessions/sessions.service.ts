import { and, desc, eq, gt, isNull } from 'drizzle-orm';
import { describeUserAgent } from '@sanctions/contracts';
import type { AccountSession, SessionUser } from '@sanctions/contracts';
import type { Db, DbOrTx } from '../../../db/client';
import { refreshTokens } from '../../../db/schema/users';
import { AppError } from '../../../lib/app-error';
import { recordAudit } from '../../administration';

const NOT_FOUND_MESSAGE = 'Session not found';

/**
 * The user's signed-in sessions. A session is a refresh-token family; its live token (not rotated, not
 * revoked, unexpired) carries the latest refresh. The family's first token dates the sign-in.
 */
export async function listSessions(
  db: DbOrTx,
  userId: string,
  currentSessionId: string | null,
  now: Date,
): Promise<AccountSession[]> {
  const live = await db
    .select()
    .from(refreshTokens)
    .where(
      and(
        eq(refreshTokens.userId, userId),
        isNull(refreshTokens.revokedAt),
        isNull(refreshTokens.rotatedAt),
        gt(refreshTokens.expiresAt, now),
      ),
    )
    .orderBy(desc(refreshTokens.createdAt));
  const started = await db
    .select({ familyId: refreshTokens.familyId, createdAt: refreshTokens.createdAt })
    .from(refreshTokens)
    .where(eq(refreshTokens.userId, userId));
  const signedInAt = new Map<string, Date>();
  for (const token of started) {
    const earliest = signedInAt.get(token.familyId);
    if (!earliest || token.createdAt < earliest) signedInAt.set(token.familyId, token.createdAt);
  }
  return live.map((token) => ({
    id: token.familyId,
    device: describeUserAgent(token.userAgent).name,
    ipAddress: token.ipAddress,
    userAgent: token.userAgent,
    createdAt: (signedInAt.get(token.familyId) ?? token.createdAt).toISOString(),
    lastUsedAt: token.createdAt.toISOString(),
    expiresAt: token.expiresAt.toISOString(),
    isCurrent: token.familyId === currentSessionId,
  }));
}

/**
 * Signs one of the user's sessions out (its refresh tokens are revoked; its access token stops working at
 * once because every request checks the family). 404 when the session is not the user's or already ended.
 */
export async function revokeSession(
  db: Db,
  user: Pick<SessionUser, 'id' | 'organizationId'>,
  input: {
    sessionId: string;
    currentSessionId: string | null;
    ip: string;
    userAgent: string | null;
    now: Date;
  },
): Promise<void> {
  await db.transaction(async (tx) => {
    const revoked = await tx
      .update(refreshTokens)
      .set({ revokedAt: input.now, revokedReason: 'session_revoked' })
      .where(
        and(
          eq(refreshTokens.familyId, input.sessionId),
          eq(refreshTokens.userId, user.id),
          isNull(refreshTokens.revokedAt),
        ),
      )
      .returning({ id: refreshTokens.id });
    if (revoked.length === 0) throw new AppError('NOT_FOUND', NOT_FOUND_MESSAGE);
    await recordAudit(tx, {
      userId: user.id,
      organizationId: user.organizationId,
      action: 'session_revoked',
      details: {
        sessionId: input.sessionId,
        isCurrentSession: input.sessionId === input.currentSessionId,
        revokedTokens: revoked.length,
      },
      ip: input.ip,
      userAgent: input.userAgent,
      at: input.now,
    });
  });
}
