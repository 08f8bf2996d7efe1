import { and, eq, isNull, lt, or, sql } from 'drizzle-orm';
import { apiKeyScopeSchema } from '@sanctions/contracts';
import type { ApiKeyScope, SessionUser } from '@sanctions/contracts';
import type { Db } from '../../../db/client';
import { organizations } from '../../../db/schema/organizations';
import { apiKeys, users, userTwoFactor } from '../../../db/schema/users';
import { AppError } from '../../../lib/app-error';
import { toSessionUser } from '../sessions/session-user';
import { isTwoFactorRequiredFor } from '../two-factor/two-factor-requirement';
import { countApiCall, nextMonthStart } from './api-call-counting';
import { hashApiKey, isWellFormedApiKey } from './api-key-format';
import { claimRateWindow } from './api-key-rate-limit';
import { NO_API_ACCESS_MESSAGE, findOrganizationApiPlan } from './organization-api-plan';

/** The key a request authenticated with, as features see it (`request.apiKey`). */
export interface RequestApiKey {
  id: string;
  scopes: ApiKeyScope[];
  /** The key's visible start, e.g. `ssk_live_Ab3d`, for audit rows ("via API key ..."). */
  prefix: string;
}

/**
 * One message for every key that does not authenticate (malformed, unknown, revoked, expired, its account
 * deactivated): telling them apart would help whoever holds a guessed or stolen key.
 */
export const INVALID_API_KEY_MESSAGE = 'Invalid, expired or revoked API key';
export const API_KEY_NOT_ACCEPTED_MESSAGE = 'API keys cannot be used on this route';
export const API_CALL_LIMIT_MESSAGE = 'Monthly API call limit reached';

/** `last_used_at` is written at most this often per key (a write per request would cost every call). */
const LAST_USED_RESOLUTION_MS = 5 * 60_000;

/** A stored scope outside today's closed list grants nothing (and never everything). */
function knownScopes(stored: readonly string[]): ApiKeyScope[] {
  return stored.flatMap((scope) => {
    const parsed = apiKeyScopeSchema.safeParse(scope);
    return parsed.success ? [parsed.data] : [];
  });
}

export function missingScopeMessage(scope: ApiKeyScope): string {
  return `This API key does not have the '${scope}' scope`;
}

async function findKeyHolder(db: Db, keyHash: string) {
  const [row] = await db
    .select({
      key: apiKeys,
      user: users,
      twoFactorEnabled: userTwoFactor.isEnabled,
      organizationStatus: organizations.status,
    })
    .from(apiKeys)
    .innerJoin(users, eq(users.id, apiKeys.userId))
    .leftJoin(userTwoFactor, eq(userTwoFactor.userId, users.id))
    .leftJoin(organizations, eq(organizations.id, users.organizationId))
    .where(eq(apiKeys.keyHash, keyHash))
    .limit(1);
  return row;
}

function unauthenticated(): AppError {
  return new AppError('UNAUTHENTICATED', INVALID_API_KEY_MESSAGE);
}

/**
 * Authenticates a request by API key for a route that accepts keys with `scope`: the checksum offline,
 * then the key by its hash with its account (active, not deleted, organisation not pending or rejected, as
 * sign-in requires), the scope (403), the organisation plan's `apiAccess` (403), the key's per-minute rate
 * (429 with `retryAfterSeconds`), and the organisation's monthly API calls, counted first (429). Touches
 * `last_used_at` at most every five minutes and writes no audit row: features record key use on the rows
 * they write anyway.
 */
export async function authenticateApiKey(
  db: Db,
  input: { credential: string; scope: ApiKeyScope; now: Date },
): Promise<{ user: SessionUser; apiKey: RequestApiKey }> {
  const { credential, scope, now } = input;
  if (!isWellFormedApiKey(credential)) throw unauthenticated();
  const holder = await findKeyHolder(db, hashApiKey(credential));
  if (holder === undefined) throw unauthenticated();
  const { key, user } = holder;
  const isUsable =
    key.revokedAt === null &&
    (key.expiresAt === null || key.expiresAt > now) &&
    user.isActive &&
    user.deletedAt === null &&
    holder.organizationStatus !== 'pending' &&
    holder.organizationStatus !== 'rejected' &&
    isKeyOfCurrentMembership(key.organizationId, user.organizationId);
  if (!isUsable) throw unauthenticated();

  const scopes = knownScopes(key.scopes);
  if (!scopes.includes(scope)) throw new AppError('FORBIDDEN', missingScopeMessage(scope));
  const plan =
    user.organizationId === null ? null : await findOrganizationApiPlan(db, user.organizationId);
  if (plan !== null && plan?.apiAccess !== true)
    throw new AppError('FORBIDDEN', NO_API_ACCESS_MESSAGE);

  await touchLastUsed(db, key.id, now);
  const rate = await claimRateWindow(db, {
    apiKeyId: key.id,
    limitPerMinute: key.rateLimitPerMinute,
    now,
  });
  if (!rate.allowed) {
    throw new AppError(
      'RATE_LIMITED',
      `This API key's rate limit (${key.rateLimitPerMinute} requests per minute) is reached. ` +
        `Try again in ${rate.retryAfterSeconds} ${rate.retryAfterSeconds === 1 ? 'second' : 'seconds'}.`,
      { details: { retryAfterSeconds: rate.retryAfterSeconds } },
    );
  }
  if (plan !== null && user.organizationId !== null) {
    const counted = await countApiCall(db, {
      organizationId: user.organizationId,
      subscriptionId: plan.subscriptionId,
      monthlyLimit: plan.maxApiCalls,
      now,
    });
    if (counted === null) {
      const resetsAt = nextMonthStart(now);
      throw new AppError(
        'RATE_LIMITED',
        `${API_CALL_LIMIT_MESSAGE} (${plan.maxApiCalls ?? 0} calls of the ${plan.planName} plan). ` +
          `It resets on ${resetsAt.toISOString().slice(0, 10)} at 00:00 UTC.`,
        {
          details: {
            retryAfterSeconds: Math.ceil((resetsAt.getTime() - now.getTime()) / 1000),
          },
        },
      );
    }
  }
  return {
    user: toSessionUser(
      user,
      holder.twoFactorEnabled ?? false,
      await isTwoFactorRequiredFor(db, user.id),
    ),
    apiKey: { id: key.id, scopes, prefix: key.prefix },
  };
}

/**
 * A key made inside an organisation acts for it only while its user still belongs to it (issue 24 §3):
 * removal revokes the keys, and this refuses any left over (a key of organisation A once its user has
 * left, or joined organisation B). A key made as a standalone account follows its user.
 */
function isKeyOfCurrentMembership(
  keyOrganizationId: string | null,
  userOrganizationId: string | null,
): boolean {
  return keyOrganizationId === null || keyOrganizationId === userOrganizationId;
}

/** Conditional UPDATE: of the calls within five minutes only the first writes. */
async function touchLastUsed(db: Db, apiKeyId: string, now: Date): Promise<void> {
  await db
    .update(apiKeys)
    .set({ lastUsedAt: now })
    .where(
      and(
        eq(apiKeys.id, apiKeyId),
        or(
          isNull(apiKeys.lastUsedAt),
          lt(
            apiKeys.lastUsedAt,
            sql`${new Date(now.getTime() - LAST_USED_RESOLUTION_MS).toISOString()}::timestamptz`,
          ),
        ),
      ),
    );
}
