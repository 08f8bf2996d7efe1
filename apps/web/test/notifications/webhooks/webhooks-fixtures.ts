import { webhookDeliverySchema, webhookSchema } from '@sanctions/contracts';
import type { Webhook, WebhookDelivery } from '@sanctions/contracts';

export const NEW_SECRET = 'whsec_9f2c4a7e1b3d5f6a8c0e2b4d6f8a1c3e';

export function buildWebhook(overrides: Partial<Webhook> = {}): Webhook {
  return webhookSchema.parse({
    id: '7d1e2f3a-4b5c-4d6e-8f7a-9b0c1d2e3f4a',
    url: 'https://hooks.example.com/sanctions',
    events: ['alert.created', 'alert.decided'],
    description: 'Case system',
    isActive: true,
    secretLast4: 'a1b2',
    createdAt: '2026-11-20T08:00:00.000Z',
    lastDelivery: { status: 'succeeded', responseStatus: 200, at: '2026-11-24T10:15:00.000Z' },
    ...overrides,
  });
}

export function buildDelivery(overrides: Partial<WebhookDelivery> = {}): WebhookDelivery {
  return webhookDeliverySchema.parse({
    id: '1a2b3c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d',
    webhookId: '7d1e2f3a-4b5c-4d6e-8f7a-9b0c1d2e3f4a',
    event: 'alert.created',
    status: 'failed',
    attempts: 3,
    responseStatus: 503,
    responseBody: 'unavailable',
    error: null,
    createdAt: '2026-11-24T10:00:00.000Z',
    lastAttemptAt: '2026-11-24T10:15:00.000Z',
    nextAttemptAt: null,
    replayOf: null,
    ...overrides,
  });
}
