import { WEBHOOK_EVENTS } from '@sanctions/contracts';
import type { Webhook, WebhookDelivery, WebhookEvent } from '@sanctions/contracts';
import type { webhookDeliveries, webhookEndpoints } from '../../../db/schema/monitoring';

type EndpointRow = typeof webhookEndpoints.$inferSelect;
type DeliveryRow = typeof webhookDeliveries.$inferSelect;

function isWebhookEvent(value: string): value is WebhookEvent {
  return WEBHOOK_EVENTS.some((event) => event === value);
}

export function toWebhookDto(
  row: EndpointRow,
  last: Pick<DeliveryRow, 'status' | 'responseStatus' | 'lastAttemptAt' | 'createdAt'> | null,
): Webhook {
  return {
    id: row.id,
    url: row.url,
    events: row.events.filter(isWebhookEvent),
    description: row.description,
    isActive: row.isActive,
    secretLast4: row.secretLast4,
    createdAt: row.createdAt.toISOString(),
    lastDelivery:
      last === null
        ? null
        : {
            status: last.status,
            responseStatus: last.responseStatus,
            at: (last.lastAttemptAt ?? last.createdAt).toISOString(),
          },
  };
}

export function toDeliveryDto(row: DeliveryRow): WebhookDelivery {
  return {
    id: row.id,
    webhookId: row.webhookId,
    event: row.event,
    status: row.status,
    attempts: row.attempts,
    responseStatus: row.responseStatus,
    responseBody: row.responseBody,
    error: row.error,
    createdAt: row.createdAt.toISOString(),
    lastAttemptAt: row.lastAttemptAt?.toISOString() ?? null,
    nextAttemptAt: row.status === 'pending' ? (row.nextAttemptAt?.toISOString() ?? null) : null,
    replayOf: row.replayOf,
  };
}
