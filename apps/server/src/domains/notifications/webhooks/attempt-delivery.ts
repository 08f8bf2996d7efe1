import { and, eq, gt, isNull, lte, or, sql } from 'drizzle-orm';
import {
  WEBHOOK_DELIVERY_HEADER,
  WEBHOOK_EVENT_HEADER,
  WEBHOOK_SIGNATURE_HEADER,
} from '@sanctions/contracts';
import type { Db } from '../../../db/client';
import {
  webhookDeliveries,
  webhookDeliveryAttempts,
  webhookEndpoints,
} from '../../../db/schema/monitoring';
import type { Clock } from '../../../lib/clock';
import type { EnqueueJob } from '../../../lib/jobs';
import { SecretBoxError } from '../../../lib/secret-box/secret-box';
import type { SecretBox } from '../../../lib/secret-box/secret-box';
import { deliverJobKey } from './emit-webhook-event';
import { signWebhookBody } from './sign-webhook';
import { WEBHOOK_JOBS } from './webhook-jobs';
import { postWebhook } from './post-webhook';
import type { ResolveHost } from './post-webhook';
import { nextAttemptAt } from './retry-schedule';
import { openWebhookSecret } from './webhook-secret';

export interface DeliveryDeps {
  db: Db;
  clock: Clock;
  secretBox: SecretBox;
  enqueue: EnqueueJob;
  timeoutMs: number;
  allowLoopback: boolean;
  /** Name resolution of the receiver's host; default the system resolver (tests inject names). */
  resolve?: ResolveHost;
  /** Told how each attempt ended (the metrics): delivered, to be retried, or given up. */
  onAttempt?: (outcome: 'succeeded' | 'retrying' | 'failed') => void;
}

function readSecret(box: SecretBox, endpoint: { id: string; secretSealed: string }): string | null {
  try {
    return openWebhookSecret(box, endpoint.id, endpoint.secretSealed);
  } catch (error) {
    if (error instanceof SecretBoxError) return null;
    throw error;
  }
}

/** How long an attempt holds its delivery: a second run of the same job meanwhile does nothing. */
const CLAIM_MS = 2 * 60_000;

/**
 * One attempt of a pending delivery. It first claims the delivery (pending, due, not expired) in one
 * UPDATE, so a job that runs twice sends once; then signs with the current time, POSTs, logs the attempt
 * and either settles the delivery or schedules the next attempt. `retry: false` (the test button) settles
 * after this attempt whatever the answer. Returns false when there was nothing to attempt.
 */
export async function attemptDelivery(
  deps: DeliveryDeps,
  deliveryId: string,
  options: { retry: boolean },
): Promise<boolean> {
  const now = deps.clock.now();
  await deps.db
    .update(webhookDeliveries)
    .set({ status: 'failed', nextAttemptAt: null })
    .where(
      and(
        eq(webhookDeliveries.id, deliveryId),
        eq(webhookDeliveries.status, 'pending'),
        lte(webhookDeliveries.expiresAt, now),
      ),
    );
  const [claimed] = await deps.db
    .update(webhookDeliveries)
    .set({
      attempts: sql`${webhookDeliveries.attempts} + 1`,
      lastAttemptAt: now,
      nextAttemptAt: new Date(now.getTime() + CLAIM_MS),
    })
    .where(
      and(
        eq(webhookDeliveries.id, deliveryId),
        eq(webhookDeliveries.status, 'pending'),
        gt(webhookDeliveries.expiresAt, now),
        or(isNull(webhookDeliveries.nextAttemptAt), lte(webhookDeliveries.nextAttemptAt, now)),
      ),
    )
    .returning();
  if (claimed === undefined) return false;

  const [endpoint] = await deps.db
    .select()
    .from(webhookEndpoints)
    .where(eq(webhookEndpoints.id, claimed.webhookId));
  const secret = endpoint === undefined ? null : readSecret(deps.secretBox, endpoint);
  const answer =
    endpoint === undefined || endpoint.deletedAt !== null || !endpoint.isActive
      ? { status: null, body: null, error: 'The webhook was removed', durationMs: 0 }
      : secret === null
        ? // A missing server key must not be retried by the queue for ever: logged, retried on schedule.
          { status: null, body: null, error: 'The signing secret cannot be read', durationMs: 0 }
        : await postWebhook({
            url: endpoint.url,
            body: claimed.body,
            timeoutMs: deps.timeoutMs,
            allowLoopback: deps.allowLoopback,
            resolve: deps.resolve,
            headers: {
              [WEBHOOK_EVENT_HEADER]: claimed.event,
              [WEBHOOK_DELIVERY_HEADER]: claimed.id,
              [WEBHOOK_SIGNATURE_HEADER]: signWebhookBody(secret, claimed.body, deps.clock.now()),
            },
          });

  const succeeded = answer.status !== null && answer.status >= 200 && answer.status < 300;
  const endpointGone = endpoint === undefined || endpoint.deletedAt !== null;
  const next =
    succeeded || !options.retry || endpointGone
      ? null
      : nextAttemptAt(claimed.attempts, deps.clock.now(), claimed.expiresAt);
  await deps.db.transaction(async (tx) => {
    await tx.insert(webhookDeliveryAttempts).values({
      deliveryId: claimed.id,
      attempt: claimed.attempts,
      responseStatus: answer.status,
      responseBody: answer.body,
      error: answer.error,
      durationMs: answer.durationMs,
      createdAt: deps.clock.now(),
    });
    await tx
      .update(webhookDeliveries)
      .set({
        status: succeeded ? 'succeeded' : next === null ? 'failed' : 'pending',
        responseStatus: answer.status,
        responseBody: answer.body,
        error: answer.error ?? (succeeded ? null : `HTTP ${answer.status ?? '?'}`),
        nextAttemptAt: next,
      })
      .where(eq(webhookDeliveries.id, claimed.id));
    if (next !== null)
      await deps.enqueue(
        tx,
        WEBHOOK_JOBS.deliver,
        { deliveryId: claimed.id },
        { runAt: next, jobKey: deliverJobKey(claimed.id, claimed.attempts + 1) },
      );
  });
  deps.onAttempt?.(succeeded ? 'succeeded' : next === null ? 'failed' : 'retrying');
  return true;
}
