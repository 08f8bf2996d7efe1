import { randomUUID } from 'node:crypto';
import { and, count, desc, eq, isNull, sql } from 'drizzle-orm';
import {
  AUDIT_TRAIL_MESSAGES,
  MAX_WEBHOOKS_PER_ORGANIZATION,
  WEBHOOK_TEST_EVENT,
} from '@sanctions/contracts';
import type {
  CreateWebhookRequest,
  CreatedWebhook,
  Webhook,
  WebhookDeliveriesReply,
  WebhookDelivery,
} from '@sanctions/contracts';
import { webhookDeliveries, webhookEndpoints } from '../../../db/schema/monitoring';
import { AppError } from '../../../lib/app-error';
import { recordAudit } from '../../administration';
import type { ManagerScope } from '../../../lib/access/organization-manager';
import { attemptDelivery } from './attempt-delivery';
import type { DeliveryDeps } from './attempt-delivery';
import { checkWebhookUrl, webhookRefusal } from './check-webhook-url';
import type { WebhookUrlPolicy } from './check-webhook-url';
import { toDeliveryDto, toWebhookDto } from './to-webhook-dto';
import { generateWebhookSecret, sealWebhookSecret } from './webhook-secret';

export interface WebhooksDeps extends DeliveryDeps {
  urlPolicy: WebhookUrlPolicy;
}

const NOT_FOUND = 'Webhook not found';
const TEST_RETRY_WINDOW_MS = 60_000;

function notFound(): AppError {
  return new AppError('NOT_FOUND', NOT_FOUND);
}

const isLive = (scope: ManagerScope) =>
  and(
    eq(webhookEndpoints.organizationId, scope.organizationId),
    isNull(webhookEndpoints.deletedAt),
  );

/** The organisation's endpoints (not removed), oldest first, each with its latest delivery. */
export async function listWebhooks(deps: WebhooksDeps, scope: ManagerScope): Promise<Webhook[]> {
  const rows = await deps.db
    .select()
    .from(webhookEndpoints)
    .where(isLive(scope))
    .orderBy(webhookEndpoints.createdAt);
  const webhooks: Webhook[] = [];
  for (const row of rows) {
    const [last] = await deps.db
      .select()
      .from(webhookDeliveries)
      .where(eq(webhookDeliveries.webhookId, row.id))
      .orderBy(desc(webhookDeliveries.createdAt))
      .limit(1);
    webhooks.push(toWebhookDto(row, last ?? null));
  }
  return webhooks;
}

/**
 * Registers an endpoint after the URL rules (ADR 021). The limit is checked under a lock on the
 * organisation's endpoints so two concurrent registrations cannot make eleven.
 */
export async function createWebhook(
  deps: WebhooksDeps,
  scope: ManagerScope,
  input: CreateWebhookRequest,
): Promise<CreatedWebhook> {
  // The stream carries the whole audit trail, which only owners may read (ADR 037).
  if (input.events.includes('audit.appended') && scope.organizationRole !== 'owner')
    throw new AppError('FORBIDDEN', AUDIT_TRAIL_MESSAGES.streamOwnersOnly);
  const url = await checkWebhookUrl(input.url, deps.urlPolicy);
  const id = randomUUID();
  const secret = generateWebhookSecret();
  const now = deps.clock.now();
  const row = await deps.db.transaction(async (tx) => {
    await tx.execute(
      sql`select pg_advisory_xact_lock(hashtext(${`webhooks:${scope.organizationId}`}))`,
    );
    const [existing] = await tx.select({ n: count() }).from(webhookEndpoints).where(isLive(scope));
    if ((existing?.n ?? 0) >= MAX_WEBHOOKS_PER_ORGANIZATION)
      throw webhookRefusal('webhooks.limitReached');
    const [inserted] = await tx
      .insert(webhookEndpoints)
      .values({
        id,
        organizationId: scope.organizationId,
        url: url.toString(),
        secretSealed: sealWebhookSecret(deps.secretBox, id, secret),
        secretLast4: secret.slice(-4),
        events: [...new Set(input.events)],
        description: input.description || null,
        createdBy: scope.userId,
        createdAt: now,
      })
      .returning();
    if (inserted === undefined) throw new Error('webhook insert returned nothing');
    await recordAudit(tx, {
      userId: scope.userId,
      organizationId: scope.organizationId,
      action: 'webhook_created',
      details: { webhookId: id, url: inserted.url, events: inserted.events },
      at: now,
    });
    return inserted;
  });
  return { webhook: toWebhookDto(row, null), secret };
}

/** Soft delete: deliveries stay in the log; pending ones fail at their next attempt. */
export async function deleteWebhook(
  deps: WebhooksDeps,
  scope: ManagerScope,
  id: string,
): Promise<void> {
  const now = deps.clock.now();
  await deps.db.transaction(async (tx) => {
    const [removed] = await tx
      .update(webhookEndpoints)
      .set({ deletedAt: now, isActive: false })
      .where(and(eq(webhookEndpoints.id, id), isLive(scope)))
      .returning();
    if (removed === undefined) throw notFound();
    await recordAudit(tx, {
      userId: scope.userId,
      organizationId: scope.organizationId,
      action: 'webhook_deleted',
      details: { webhookId: id, url: removed.url },
      at: now,
    });
  });
}

async function findLiveWebhook(deps: WebhooksDeps, scope: ManagerScope, id: string) {
  const [row] = await deps.db
    .select()
    .from(webhookEndpoints)
    .where(and(eq(webhookEndpoints.id, id), isLive(scope)));
  if (row === undefined) throw notFound();
  return row;
}

async function readDelivery(deps: WebhooksDeps, id: string): Promise<WebhookDelivery> {
  const [row] = await deps.db.select().from(webhookDeliveries).where(eq(webhookDeliveries.id, id));
  if (row === undefined) throw notFound();
  return toDeliveryDto(row);
}

/** Sends `webhook.test` now, once (no retries), and answers with the receiver's reply. */
export async function testWebhook(
  deps: WebhooksDeps,
  scope: ManagerScope,
  id: string,
): Promise<WebhookDelivery> {
  const endpoint = await findLiveWebhook(deps, scope, id);
  const now = deps.clock.now();
  const body = JSON.stringify({
    id: randomUUID(),
    event: WEBHOOK_TEST_EVENT,
    createdAt: now.toISOString(),
    data: { webhookId: endpoint.id, message: 'This is a test delivery.' },
  });
  const [delivery] = await deps.db
    .insert(webhookDeliveries)
    .values({
      webhookId: endpoint.id,
      organizationId: scope.organizationId,
      event: WEBHOOK_TEST_EVENT,
      body,
      expiresAt: new Date(now.getTime() + TEST_RETRY_WINDOW_MS),
      createdAt: now,
    })
    .returning({ id: webhookDeliveries.id });
  if (delivery === undefined) throw new Error('delivery insert returned nothing');
  await attemptDelivery(deps, delivery.id, { retry: false });
  return readDelivery(deps, delivery.id);
}

/**
 * A new delivery of the same body to the same endpoint (`replayOf` names the original), signed anew at
 * its own time, attempted at once and retried like any delivery for 24 hours.
 */
export async function replayDelivery(
  deps: WebhooksDeps,
  scope: ManagerScope,
  deliveryId: string,
): Promise<WebhookDelivery> {
  const [original] = await deps.db
    .select({ delivery: webhookDeliveries })
    .from(webhookDeliveries)
    .innerJoin(webhookEndpoints, eq(webhookEndpoints.id, webhookDeliveries.webhookId))
    .where(and(eq(webhookDeliveries.id, deliveryId), isLive(scope)));
  if (original === undefined) throw new AppError('NOT_FOUND', 'Delivery not found');
  const now = deps.clock.now();
  const [replay] = await deps.db
    .insert(webhookDeliveries)
    .values({
      webhookId: original.delivery.webhookId,
      organizationId: scope.organizationId,
      event: original.delivery.event,
      body: original.delivery.body,
      replayOf: original.delivery.id,
      expiresAt: new Date(now.getTime() + 24 * 3_600_000),
      createdAt: now,
    })
    .returning({ id: webhookDeliveries.id });
  if (replay === undefined) throw new Error('delivery insert returned nothing');
  await attemptDelivery(deps, replay.id, { retry: original.delivery.event !== WEBHOOK_TEST_EVENT });
  return readDelivery(deps, replay.id);
}

/** The endpoint's delivery log, newest first. */
export async function listDeliveries(
  deps: WebhooksDeps,
  scope: ManagerScope,
  id: string,
  page: { page: number; pageSize: number },
): Promise<WebhookDeliveriesReply['data']> {
  await findLiveWebhook(deps, scope, id);
  const where = and(
    eq(webhookDeliveries.webhookId, id),
    eq(webhookDeliveries.organizationId, scope.organizationId),
  );
  const [total] = await deps.db.select({ n: count() }).from(webhookDeliveries).where(where);
  const rows = await deps.db
    .select()
    .from(webhookDeliveries)
    .where(where)
    .orderBy(desc(webhookDeliveries.createdAt), desc(webhookDeliveries.id))
    .limit(page.pageSize)
    .offset((page.page - 1) * page.pageSize);
  return { deliveries: rows.map(toDeliveryDto), total: total?.n ?? 0, ...page };
}
