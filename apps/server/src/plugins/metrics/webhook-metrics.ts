import { Counter } from 'prom-client';
import type { Registry } from 'prom-client';
import type { WebhookDeliveryOutcome } from './app-metrics';

/** Webhook delivery attempts (ADR 021), as the delivery job reports them. */
export function createWebhookMetrics(registry: Registry) {
  const deliveries = new Counter({
    name: 'webhook_deliveries_total',
    help: 'Webhook delivery attempts by outcome: succeeded, retrying (scheduled again) or failed (given up)',
    labelNames: ['outcome'] as const,
    registers: [registry],
  });
  return {
    countWebhookDelivery(outcome: WebhookDeliveryOutcome): void {
      deliveries.inc({ outcome });
    },
  };
}
