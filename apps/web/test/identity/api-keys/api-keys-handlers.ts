import { createApiKeyRequestSchema } from '@sanctions/contracts';
import type { ApiKey } from '@sanctions/contracts';
import { http, HttpResponse } from 'msw';
import { buildApiKey } from './api-keys-fixtures';

interface Overrides {
  /** Replaces the create reply (e.g. a 403 or 409 envelope). */
  create?: () => Response;
  /** Replaces the revoke reply. */
  revoke?: () => Response;
}

/**
 * A small in-memory key store behind GET/POST/DELETE /api/v2/user/api-keys: created keys appear in the
 * next list and revoked ones change status, like the server. `log` records the bodies sent.
 */
export function apiKeysHandlers(
  initial: readonly ApiKey[],
  secret: string,
  overrides: Overrides = {},
) {
  let keys = [...initial];
  const log: { created: unknown[]; revoked: string[] } = { created: [], revoked: [] };
  const handlers = [
    http.get('*/api/v2/user/api-keys', () =>
      HttpResponse.json({ success: true, data: { apiKeys: keys } }),
    ),
    http.post('*/api/v2/user/api-keys', async ({ request }) => {
      const body = createApiKeyRequestSchema.parse(await request.json());
      log.created.push(body);
      if (overrides.create) return overrides.create();
      const apiKey = buildApiKey({
        id: '3e5a9c1f-4b2d-4e6f-8a7b-1c2d3e4f5a6b',
        name: body.name,
        prefix: secret.slice(0, 13),
        last4: secret.slice(-4),
        scopes: body.scopes,
        expiresAt: body.expiresAt ?? null,
        createdAt: new Date().toISOString(),
      });
      keys = [apiKey, ...keys];
      return HttpResponse.json({ success: true, data: { key: secret, apiKey } }, { status: 201 });
    }),
    http.delete('*/api/v2/user/api-keys/:id', ({ params }) => {
      const id = String(params.id);
      log.revoked.push(id);
      if (overrides.revoke) return overrides.revoke();
      keys = keys.map((key): ApiKey =>
        key.id === id ? { ...key, status: 'revoked', revokedAt: new Date().toISOString() } : key,
      );
      const apiKey = keys.find((key) => key.id === id);
      return HttpResponse.json({ success: true, data: { apiKey } });
    }),
  ];
  return { handlers, log };
}
