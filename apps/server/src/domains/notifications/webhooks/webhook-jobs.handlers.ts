import { and, eq, isNull, sql } from 'drizzle-orm';
import { bulkSearchJobs } from '../../../db/schema/search';
import { listVersions } from '../../../db/schema/sanctions';
import { webhookEndpoints } from '../../../db/schema/monitoring';
import { defineJob } from '../../../lib/jobs';
import type { JobDefinition } from '../../../lib/jobs';
import { emitWebhookEvent } from './emit-webhook-event';
import {
  WEBHOOK_JOBS,
  bulkCompletedPayload,
  deliverWebhookPayload,
  listUpdatedPayload,
} from './webhook-jobs';
import type { SecretBox } from '../../../lib/secret-box/secret-box';
import { attemptDelivery } from './attempt-delivery';

export interface WebhookJobOptions {
  secretBox: SecretBox;
  timeoutMs: number;
  allowLoopback: boolean;
  onAttempt?: (outcome: 'succeeded' | 'retrying' | 'failed') => void;
}

/** One attempt of a delivery (ADR 021); HTTP failures reschedule inside, so the job itself rarely fails. */
export function deliverWebhookJob(options: WebhookJobOptions) {
  return defineJob({
    name: WEBHOOK_JOBS.deliver,
    payload: deliverWebhookPayload,
    maxAttempts: 3,
    handler: async ({ deliveryId }, ctx) => {
      await attemptDelivery(
        { db: ctx.db, clock: ctx.clock, enqueue: ctx.enqueue, ...options },
        deliveryId,
        { retry: true },
      );
    },
  });
}

/**
 * `list.updated` to every organisation with an endpoint subscribed to it. One transaction: a crash before
 * the commit leaves no delivery and the job runs again; the job key of the enqueuer prevents doubles.
 */
export const listUpdatedJob: JobDefinition<{ listVersionId: string }> = defineJob({
  name: WEBHOOK_JOBS.listUpdated,
  payload: listUpdatedPayload,
  handler: async ({ listVersionId }, ctx) => {
    const [version] = await ctx.db
      .select()
      .from(listVersions)
      .where(eq(listVersions.id, listVersionId));
    if (version === undefined) return;
    const organizations = await ctx.db
      .selectDistinct({ id: webhookEndpoints.organizationId })
      .from(webhookEndpoints)
      .where(
        and(
          eq(webhookEndpoints.isActive, true),
          isNull(webhookEndpoints.deletedAt),
          sql`${webhookEndpoints.events} @> '["list.updated"]'::jsonb`,
        ),
      );
    const data = {
      list: version.sanctionList,
      source: version.listSource,
      version: version.id,
      publishedAt: version.publishedAt?.toISOString() ?? null,
      activatedAt: version.activatedAt?.toISOString() ?? null,
      counts: {
        entries: version.entryCount,
        added: version.addedCount,
        changed: version.changedCount,
        removed: version.removedCount,
      },
    };
    await ctx.db.transaction(async (tx) => {
      for (const organization of organizations)
        await emitWebhookEvent(tx, ctx.enqueue, {
          organizationId: organization.id,
          event: 'list.updated',
          data,
          at: ctx.clock.now(),
        });
    });
  },
});

/** `bulk.completed` to the job's organisation: counts only, never the screened names. */
export const bulkCompletedJob: JobDefinition<{ bulkJobId: string }> = defineJob({
  name: WEBHOOK_JOBS.bulkCompleted,
  payload: bulkCompletedPayload,
  handler: async ({ bulkJobId }, ctx) => {
    const [job] = await ctx.db
      .select()
      .from(bulkSearchJobs)
      .where(eq(bulkSearchJobs.id, bulkJobId));
    if (job?.organizationId == null) return;
    await emitWebhookEvent(ctx.db, ctx.enqueue, {
      organizationId: job.organizationId,
      event: 'bulk.completed',
      at: ctx.clock.now(),
      data: {
        jobId: job.jobId,
        status: job.status,
        fileName: job.fileName,
        completedAt: job.completedAt?.toISOString() ?? null,
        counts: {
          total: job.totalRows,
          processed: job.processedRows,
          clear: job.clearRows,
          high: job.highRiskRows,
          medium: job.mediumRiskRows,
          low: job.lowRiskRows,
          invalid: job.invalidRows,
          errors: job.errorRows,
        },
      },
    });
  },
});
