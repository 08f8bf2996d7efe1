import { randomUUID } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import type { Role, TokenPair } from '@sanctions/contracts';
import type { Db, DbOrTx } from '../../../db/client';
import { refreshTokens, users } from '../../../db/schema/users';
import { AppError } from '../../../lib/app-error';
import { recordAudit } from '../../administration';
import { generateRefreshToken, hashToken, signAccessToken } from '../../../lib/tokens';
import type { SecretBox } from '../../../lib/secret-box/secret-box';
import type { SigningKey } from '../../../lib/tokens';
import { refreshTokenExpiresAt, sessionStartedAt } from '../session-policy/session-expiry';
import type { RequestMeta } from './request-meta';

/** What the session functions need from the app: the database, the token key and the (injectable) clock. */
export interface AuthDeps {
  db: Db;
  key: SigningKey;
  now: () => Date;
  /** Opens the sealed TOTP secrets at sign-in (ADR 013). */
  secretBox: SecretBox;
}

/** Why a refresh-token family was revoked (stored in `refresh_tokens.revoked_reason`). */
export type RevokeReason = 'logout' | 'reuse_detected' | 'account_inactive';

const INVALID_REFRESH_MESSAGE = 'Invalid or expired refresh token';
const REUSE_MESSAGE =
  'This session has ended because a refresh token was used twice. Please sign in again.';

async function insertRefreshToken(
  db: DbOrTx,
  input: { userId: string; familyId: string; now: Date; expiresAt: Date; meta: RequestMeta },
): Promise<string> {
  const refreshToken = generateRefreshToken();
  await db.insert(refreshTokens).values({
    userId: input.userId,
    familyId: input.familyId,
    tokenHash: hashToken(refreshToken),
    expiresAt: input.expiresAt,
    ipAddress: input.meta.ip,
    userAgent: input.meta.userAgent,
    deviceFingerprint: input.meta.deviceFingerprint,
    createdAt: input.now,
  });
  return refreshToken;
}

/** Starts a new session family for a signed-in user; returns its first token pair and the family id. */
export async function issueSession(
  deps: AuthDeps,
  db: DbOrTx,
  user: { id: string; role: Role },
  meta: RequestMeta,
): Promise<{ tokens: TokenPair; sessionId: string }> {
  const now = deps.now();
  const sessionId = randomUUID();
  const refreshToken = await insertRefreshToken(db, {
    userId: user.id,
    familyId: sessionId,
    now,
    expiresAt: await refreshTokenExpiresAt(db, { userId: user.id, startedAt: now, now }),
    meta,
  });
  const accessToken = await signAccessToken(
    deps.key,
    { userId: user.id, role: user.role, sessionId },
    now,
  );
  return { tokens: { accessToken, refreshToken }, sessionId };
}

/** Ends the caller's session: revokes its family and writes the sign-out audit row. */
export async function logout(
  deps: AuthDeps,
  user: { id: string; organizationId: string | null },
  sessionId: string,
  meta: RequestMeta,
): Promise<void> {
  const now = deps.now();
  await deps.db.transaction(async (tx) => {
    const revoked = await revokeSessionFamily(tx, sessionId, 'logout', now);
    await recordAudit(tx, {
      userId: user.id,
      organizationId: user.organizationId,
      action: 'logout',
      details: { sessionId, revokedTokens: revoked, deviceFingerprint: meta.deviceFingerprint },
      ip: meta.ip,
      userAgent: meta.userAgent,
      at: now,
    });
  });
}

/** Revokes every live token of a family; returns how many were revoked. */
export async function revokeSessionFamily(
  db: DbOrTx,
  familyId: string,
  reason: RevokeReason,
  now: Date,
): Promise<number> {
  const revoked = await db
    .update(refreshTokens)
    .set({ revokedAt: now, revokedReason: reason })
    .where(and(eq(refreshTokens.familyId, familyId), isNull(refreshTokens.revokedAt)))
    .returning({ id: refreshTokens.id });
  return revoked.length;
}

/**
 * Sign-out with only a refresh token (the access token has expired): revokes that token's family.
 * Throws 401 when the token is unknown or its family is already revoked.
 */
export async function logoutWithRefreshToken(
  deps: AuthDeps,
  presented: string,
  meta: RequestMeta,
): Promise<void> {
  const [row] = await deps.db
    .select({ token: refreshTokens, organizationId: users.organizationId })
    .from(refreshTokens)
    .innerJoin(users, eq(users.id, refreshTokens.userId))
    .where(and(eq(refreshTokens.tokenHash, hashToken(presented)), isNull(refreshTokens.revokedAt)))
    .limit(1);
  if (!row) throw new AppError('UNAUTHENTICATED', INVALID_REFRESH_MESSAGE);
  await logout(
    deps,
    { id: row.token.userId, organizationId: row.organizationId },
    row.token.familyId,
    meta,
  );
}

/**
 * Exchanges a refresh token for a new pair. The presented token is marked rotated; presenting a rotated
 * token again means it was copied, so the whole family is revoked and the caller must sign in again.
 */
export async function rotateRefreshToken(
  deps: AuthDeps,
  presented: string,
  meta: RequestMeta,
): Promise<TokenPair> {
  const now = deps.now();
  const [row] = await deps.db
    .select({
      token: refreshTokens,
      role: users.role,
      isActive: users.isActive,
      deletedAt: users.deletedAt,
    })
    .from(refreshTokens)
    .innerJoin(users, eq(users.id, refreshTokens.userId))
    .where(eq(refreshTokens.tokenHash, hashToken(presented)))
    .limit(1);
  if (!row || row.token.revokedAt !== null)
    throw new AppError('UNAUTHENTICATED', INVALID_REFRESH_MESSAGE);
  const { token } = row;
  if (token.rotatedAt !== null) {
    await revokeForReuse(deps.db, token, meta, now);
    throw new AppError('UNAUTHENTICATED', REUSE_MESSAGE);
  }
  if (token.expiresAt <= now) throw new AppError('UNAUTHENTICATED', INVALID_REFRESH_MESSAGE);
  if (!row.isActive || row.deletedAt !== null) {
    await revokeSessionFamily(deps.db, token.familyId, 'account_inactive', now);
    throw new AppError('UNAUTHENTICATED', INVALID_REFRESH_MESSAGE);
  }
  // The session's lifetime counts from sign-in under today's policy (an owner may have shortened it).
  const expiresAt = await refreshTokenExpiresAt(deps.db, {
    userId: token.userId,
    startedAt: (await sessionStartedAt(deps.db, token.familyId)) ?? token.createdAt,
    now,
  });
  if (expiresAt <= now) throw new AppError('UNAUTHENTICATED', INVALID_REFRESH_MESSAGE);

  const next = await deps.db.transaction(async (tx) => {
    // Conditional update: of two concurrent refreshes with one token, only one wins; the other is a reuse.
    const claimed = await tx
      .update(refreshTokens)
      .set({ rotatedAt: now })
      .where(
        and(
          eq(refreshTokens.id, token.id),
          isNull(refreshTokens.rotatedAt),
          isNull(refreshTokens.revokedAt),
        ),
      )
      .returning({ id: refreshTokens.id });
    if (claimed.length === 0) return null;
    return insertRefreshToken(tx, {
      userId: token.userId,
      familyId: token.familyId,
      now,
      expiresAt,
      meta,
    });
  });
  if (next === null) {
    await revokeForReuse(deps.db, token, meta, now);
    throw new AppError('UNAUTHENTICATED', REUSE_MESSAGE);
  }
  const accessToken = await signAccessToken(
    deps.key,
    { userId: token.userId, role: row.role, sessionId: token.familyId },
    now,
  );
  return { accessToken, refreshToken: next };
}

async function revokeForReuse(
  db: Db,
  token: { userId: string; familyId: string },
  meta: RequestMeta,
  now: Date,
): Promise<void> {
  const revoked = await revokeSessionFamily(db, token.familyId, 'reuse_detected', now);
  await recordAudit(db, {
    userId: token.userId,
    action: 'refresh_token_reuse',
    success: false,
    details: {
      sessionId: token.familyId,
      revokedTokens: revoked,
      deviceFingerprint: meta.deviceFingerprint,
    },
    ip: meta.ip,
    userAgent: meta.userAgent,
    at: now,
  });
}
