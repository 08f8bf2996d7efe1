import { apiKeyScopeSchema } from '@sanctions/contracts';
import type { ApiKey, ApiKeyScope, ApiKeyStatus } from '@sanctions/contracts';
import type { apiKeys } from '../../../db/schema/users';

export type ApiKeyRow = typeof apiKeys.$inferSelect;

function statusOf(row: ApiKeyRow, now: Date): ApiKeyStatus {
  if (row.revokedAt !== null) return 'revoked';
  if (row.expiresAt !== null && row.expiresAt <= now) return 'expired';
  return 'active';
}

function knownScopes(stored: readonly string[]): ApiKeyScope[] {
  return stored.flatMap((scope) => {
    const parsed = apiKeyScopeSchema.safeParse(scope);
    return parsed.success ? [parsed.data] : [];
  });
}

/** A key as the API lists it: never the secret or its hash. */
export function toApiKey(row: ApiKeyRow, now: Date): ApiKey {
  return {
    id: row.id,
    name: row.name,
    prefix: row.prefix,
    last4: row.last4,
    scopes: knownScopes(row.scopes),
    status: statusOf(row, now),
    rateLimitPerMinute: row.rateLimitPerMinute,
    createdAt: row.createdAt.toISOString(),
    lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
    expiresAt: row.expiresAt?.toISOString() ?? null,
    revokedAt: row.revokedAt?.toISOString() ?? null,
  };
}
