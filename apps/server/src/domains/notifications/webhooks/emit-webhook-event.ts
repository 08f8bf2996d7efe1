import { randomUUID } from 'node:crypto';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { WEBHOOK_RETRY_WINDOW_HOURS } from '@sanctions/contracts';
import type { WebhookEvent } from '@sanctions/contracts';
import type { DbOrTx } from '../../../db/client';
import { webhookDeliveries, webhookEndpoints } from '../../../db/schema/monitoring';
import type { EnqueueJob } from '../../../lib/jobs';
import { WEBHOOK_JOBS } from './webhook-jobs';

export interface WebhookEventInput {
  organizationId: string;
  event: WebhookEvent;
  data: Record<string, unknown>;
  /** The event's instant (the app clock); stored in the body and starts the 24-hour retry window. */
  at: Date;
}

/**
 * Queues one delivery of the event per active endpoint of the organisation subscribed to it, with its
 * deliver job, in the caller's transaction: the event and its deliveries commit or roll back together.
 * The body `{ id, event, createdAt, data }` is fixed here and signed as stored. Returns the delivery ids.
 */
function subscribedEndpoints(organizationId: string, event: WebhookEvent) {
  return and(
    eq(webhookEndpoints.organizationId, organizationId),
    eq(webhookEndpoints.isActive, true),
    isNull(webhookEndpoints.deletedAt),
    sql`${webhookEndpoints.events} @> ${JSON.stringify([event])}::jsonb`,
  );
}

/** True when an active endpoint of the organisation takes `event`: callers skip queuing work otherwise. */
export async function hasWebhookSubscriber(
  db: DbOrTx,
  organizationId: string,
  event: WebhookEvent,
): Promise<boolean> {
  const [row] = await db
    .select({ id: webhookEndpoints.id })
    .from(webhookEndpoints)
    .where(subscribedEndpoints(organizationId, event))
    .limit(1);
  return row !== undefined;
}

export async function emitWebhookEvent(
  db: DbOrTx,
  enqueue: EnqueueJob,
  input: WebhookEventInput,
): Promise<string[]> {
  const endpoints = await db
    .select({ id: webhookEndpoints.id })
    .from(webhookEndpoints)
    .where(subscribedEndpoints(input.organizationId, input.event));
  if (endpoints.length === 0) return [];
  const body = JSON.stringify({
    id: randomUUID(),
    event: input.event,
    createdAt: input.at.toISOString(),
    data: input.data,
  });
  const expiresAt = new Date(input.at.getTime() + WEBHOOK_RETRY_WINDOW_HOURS * 3_600_000);
  const rows = await db
    .insert(webhookDeliveries)
    .values(
      endpoints.map((endpoint) => ({
        webhookId: endpoint.id,
        organizationId: input.organizationId,
        event: input.event,
        body,
        nextAttemptAt: input.at,
        expiresAt,
        createdAt: input.at,
      })),
    )
    .returning({ id: webhookDeliveries.id });
  for (const row of rows)
    await enqueue(
      db,
      WEBHOOK_JOBS.deliver,
      { deliveryId: row.id },
      { jobKey: deliverJobKey(row.id, 1) },
    );
  return rows.map((row) => row.id);
}

/** One job per attempt of a delivery: a second enqueue of the same attempt is a no-op. */
export function deliverJobKey(deliveryId: string, attempt: number): string {
  return `webhook-deliver:${deliveryId}:${attempt}`;
}
