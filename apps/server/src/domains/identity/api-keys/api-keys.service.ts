import { and, desc, eq, gt, isNull, or, sql } from 'drizzle-orm';
import { DEFAULT_API_KEY_RATE_LIMIT, MAX_ACTIVE_API_KEYS } from '@sanctions/contracts';
import type { ApiKey, ApiKeyCreated, CreateApiKeyRequest, SessionUser } from '@sanctions/contracts';
import type { Db } from '../../../db/client';
import { apiKeys, users } from '../../../db/schema/users';
import { AppError } from '../../../lib/app-error';
import { recordAudit } from '../../administration';
import { NO_API_ACCESS_MESSAGE, findOrganizationApiPlan, generateApiKey } from '.';
import type { ApiKeyEnvironment } from '.';
import type { RequestOrigin } from '../../../lib/request-origin';
import { toApiKey } from './api-key-view';

export interface ApiKeyDeps {
  db: Db;
  now: Date;
  environment: ApiKeyEnvironment;
}

const NOT_FOUND_MESSAGE = 'API key not found';

/** The user's keys, newest first, revoked and expired ones included (the list shows their status). */
export async function listApiKeys(db: Db, userId: string, now: Date): Promise<ApiKey[]> {
  const rows = await db
    .select()
    .from(apiKeys)
    .where(eq(apiKeys.userId, userId))
    .orderBy(desc(apiKeys.createdAt), desc(apiKeys.id));
  return rows.map((row) => toApiKey(row, now));
}

/**
 * Creates a key and returns its plaintext this once (only the SHA-256 hash is stored). Standalone accounts
 * may always create keys; organisation members need their plan's `apiAccess`. At most
 * MAX_ACTIVE_API_KEYS usable keys per user, counted under a lock on the user's row so concurrent creations
 * cannot pass one count together.
 */
export async function createApiKey(
  deps: ApiKeyDeps,
  user: SessionUser,
  body: CreateApiKeyRequest,
  origin: RequestOrigin,
): Promise<ApiKeyCreated> {
  const { db, now } = deps;
  const expiresAt = body.expiresAt === undefined ? null : new Date(body.expiresAt);
  if (expiresAt !== null && expiresAt <= now) {
    throw new AppError('VALIDATION_FAILED', 'The expiry date must be in the future', {
      issues: [{ path: ['expiresAt'], message: 'The expiry date must be in the future' }],
    });
  }
  if (user.organizationId !== null) {
    const plan = await findOrganizationApiPlan(db, user.organizationId);
    if (plan?.apiAccess !== true) throw new AppError('FORBIDDEN', NO_API_ACCESS_MESSAGE);
  }
  const generated = generateApiKey(deps.environment);
  const scopes = [...new Set(body.scopes)];
  const row = await db.transaction(async (tx) => {
    await tx.select({ id: users.id }).from(users).where(eq(users.id, user.id)).for('update');
    const [active] = await tx
      .select({ count: sql<number>`count(*)::int` })
      .from(apiKeys)
      .where(
        and(
          eq(apiKeys.userId, user.id),
          isNull(apiKeys.revokedAt),
          or(isNull(apiKeys.expiresAt), gt(apiKeys.expiresAt, now)),
        ),
      );
    if ((active?.count ?? 0) >= MAX_ACTIVE_API_KEYS) {
      throw new AppError(
        'CONFLICT',
        `You already have ${MAX_ACTIVE_API_KEYS} active API keys. Revoke one before creating another.`,
      );
    }
    const [inserted] = await tx
      .insert(apiKeys)
      .values({
        userId: user.id,
        organizationId: user.organizationId,
        name: body.name,
        prefix: generated.prefix,
        keyHash: generated.hash,
        last4: generated.last4,
        scopes,
        rateLimitPerMinute: DEFAULT_API_KEY_RATE_LIMIT,
        expiresAt,
        createdAt: now,
      })
      .returning();
    if (inserted === undefined) throw new Error('createApiKey: insert returned no row');
    await recordAudit(tx, {
      userId: user.id,
      organizationId: user.organizationId,
      action: 'api_key_created',
      details: {
        apiKeyId: inserted.id,
        name: inserted.name,
        prefix: inserted.prefix,
        scopes,
        expiresAt: expiresAt?.toISOString() ?? null,
      },
      ip: origin.ip,
      userAgent: origin.userAgent,
      at: now,
    });
    return inserted;
  });
  return { key: generated.key, apiKey: toApiKey(row, now) };
}

/**
 * Revokes one of the caller's keys; another user's key (or an unknown id) is 404, never 403. Revoking a
 * revoked key answers it again unchanged, without a second audit row: a retried request is not an error.
 */
export async function revokeApiKey(
  deps: Pick<ApiKeyDeps, 'db' | 'now'>,
  user: SessionUser,
  apiKeyId: string,
  origin: RequestOrigin,
): Promise<ApiKey> {
  const { db, now } = deps;
  return db.transaction(async (tx) => {
    const [revoked] = await tx
      .update(apiKeys)
      .set({ revokedAt: now })
      .where(and(eq(apiKeys.id, apiKeyId), eq(apiKeys.userId, user.id), isNull(apiKeys.revokedAt)))
      .returning();
    if (revoked === undefined) {
      const [existing] = await tx
        .select()
        .from(apiKeys)
        .where(and(eq(apiKeys.id, apiKeyId), eq(apiKeys.userId, user.id)))
        .limit(1);
      if (existing === undefined) throw new AppError('NOT_FOUND', NOT_FOUND_MESSAGE);
      return toApiKey(existing, now);
    }
    await recordAudit(tx, {
      userId: user.id,
      organizationId: user.organizationId,
      action: 'api_key_revoked',
      details: { apiKeyId: revoked.id, name: revoked.name, prefix: revoked.prefix },
      ip: origin.ip,
      userAgent: origin.userAgent,
      at: now,
    });
    return toApiKey(revoked, now);
  });
}
