import { z } from 'zod';
import { successEnvelope } from '../envelope';
import { safeText } from '../text';

/** What a key may do: single searches, bulk jobs, monitoring (issue 16). */
export const API_KEY_SCOPES = ['search', 'bulk', 'monitoring'] as const;
export type ApiKeyScope = (typeof API_KEY_SCOPES)[number];
export const apiKeyScopeSchema = z.enum(API_KEY_SCOPES);

export const API_KEY_STATUSES = ['active', 'expired', 'revoked'] as const;
export type ApiKeyStatus = (typeof API_KEY_STATUSES)[number];

/** Requests per minute of a new key. */
export const DEFAULT_API_KEY_RATE_LIMIT = 60;
/** Keys one user may hold at once (active ones). */
export const MAX_ACTIVE_API_KEYS = 20;

/** Body of POST /api/v2/user/api-keys. */
export const createApiKeyRequestSchema = z.object({
  name: safeText().trim().min(1, 'Name is required').max(100),
  scopes: z.array(apiKeyScopeSchema).min(1, 'Choose at least one scope').max(API_KEY_SCOPES.length),
  /** ISO date-time in the future; without it the key does not expire. */
  expiresAt: z.iso.datetime({ offset: true }).optional(),
});
export type CreateApiKeyRequest = z.infer<typeof createApiKeyRequestSchema>;

/** A key as listed: never the secret, only its visible prefix and last four characters. */
export const apiKeySchema = z.object({
  id: z.string(),
  name: z.string(),
  /** e.g. `ssk_live_Ab3d`: the start of the key, enough to recognise it. */
  prefix: z.string(),
  last4: z.string(),
  scopes: z.array(apiKeyScopeSchema),
  status: z.enum(API_KEY_STATUSES),
  rateLimitPerMinute: z.number().int(),
  createdAt: z.string(),
  lastUsedAt: z.string().nullable(),
  expiresAt: z.string().nullable(),
  revokedAt: z.string().nullable(),
});
export type ApiKey = z.infer<typeof apiKeySchema>;

export const apiKeyListSchema = z.object({ apiKeys: z.array(apiKeySchema) });
export type ApiKeyList = z.infer<typeof apiKeyListSchema>;

/** Reply of POST /api/v2/user/api-keys: `key` is shown this once and never again. */
export const apiKeyCreatedSchema = z.object({ key: z.string(), apiKey: apiKeySchema });
export type ApiKeyCreated = z.infer<typeof apiKeyCreatedSchema>;

/** A key after a change (DELETE /api/v2/user/api-keys/:id answers the revoked key). */
export const apiKeyChangedSchema = z.object({ apiKey: apiKeySchema });
export type ApiKeyChanged = z.infer<typeof apiKeyChangedSchema>;

export const apiKeyListReplySchema = successEnvelope(apiKeyListSchema);
export const apiKeyCreatedReplySchema = successEnvelope(apiKeyCreatedSchema);
export const apiKeyChangedReplySchema = successEnvelope(apiKeyChangedSchema);
