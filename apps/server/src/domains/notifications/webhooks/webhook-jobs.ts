import { z } from 'zod';

/** Jobs other slices enqueue to reach webhooks without importing the webhooks feature (ADR 021). */
export const WEBHOOK_JOBS = {
  /** One delivery attempt; rescheduled with backoff until it succeeds or its 24 hours end. */
  deliver: 'webhooks.deliver',
  /** A list version became active: tell every organisation subscribed to `list.updated`. */
  listUpdated: 'webhooks.list-updated',
  /** A bulk job finished: tell its organisation's endpoints subscribed to `bulk.completed`. */
  bulkCompleted: 'webhooks.bulk-completed',
  /**
   * A row joined an organisation's audit trail: tell its endpoints subscribed to `audit.appended`. Queued by
   * the database trigger `audit_logs_stream` (drizzle/0017), which spells this name and the payload out.
   */
  auditAppended: 'webhooks.audit-appended',
} as const;

export const deliverWebhookPayload = z.object({ deliveryId: z.uuid() });
export const listUpdatedPayload = z.object({ listVersionId: z.uuid() });
export const bulkCompletedPayload = z.object({ bulkJobId: z.uuid() });
export const auditAppendedPayload = z.object({ auditLogId: z.uuid() });
