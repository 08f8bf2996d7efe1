import { and, eq, gt, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import { passwordResetTokens, users } from '../../../db/schema/users';
import { hashToken } from '../../../lib/tokens';

/**
 * The user a reset link works for: unused, unexpired at `now`, and its account still active; null
 * otherwise. Looked up by the token's SHA-256, never by the token itself.
 */
export async function findLiveResetToken(
  db: DbOrTx,
  token: string,
  now: Date,
): Promise<{ userId: string } | null> {
  const [row] = await db
    .select({ userId: passwordResetTokens.userId })
    .from(passwordResetTokens)
    .innerJoin(users, eq(users.id, passwordResetTokens.userId))
    .where(
      and(
        eq(passwordResetTokens.tokenHash, hashToken(token)),
        isNull(passwordResetTokens.usedAt),
        gt(passwordResetTokens.expiresAt, now),
        eq(users.isActive, true),
        isNull(users.deletedAt),
      ),
    )
    .limit(1);
  return row ?? null;
}
