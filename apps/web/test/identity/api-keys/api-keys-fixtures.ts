import { apiKeySchema } from '@sanctions/contracts';
import type { ApiKey } from '@sanctions/contracts';

/** A key as the server lists it, validated by the contract schema. */
export function buildApiKey(overrides: Partial<ApiKey> = {}): ApiKey {
  return apiKeySchema.parse({
    id: '0c6f2a3e-7d41-4b8e-9a55-3f1e2d4c5b60',
    name: 'Customer onboarding',
    prefix: 'ssk_live_Ab12',
    last4: 'wXyZ',
    scopes: ['search', 'bulk'],
    status: 'active',
    rateLimitPerMinute: 60,
    createdAt: '2026-11-20T08:15:00.000Z',
    lastUsedAt: null,
    expiresAt: null,
    revokedAt: null,
    ...overrides,
  });
}

export const ACTIVE_KEY = buildApiKey();
export const REVOKED_KEY = buildApiKey({
  id: '9b1d7e52-2c84-4f3a-8e61-5a0b7c9d1e23',
  name: 'Old CRM export',
  prefix: 'ssk_live_Zz99',
  last4: 'q1Q1',
  scopes: ['search'],
  status: 'revoked',
  createdAt: '2026-10-01T10:00:00.000Z',
  lastUsedAt: '2026-10-15T12:00:00.000Z',
  revokedAt: '2026-10-20T09:00:00.000Z',
});

/** The plaintext of a newly created key (shown once). */
export const NEW_SECRET = 'ssk_live_Nw34abcdefghijklmnopqrstuvwxyz0123_Q9x8Zk';
