import { eq } from 'drizzle-orm';
import { auditLogs } from '../../../db/schema/users';
import { defineJob } from '../../../lib/jobs';
import type { JobDefinition } from '../../../lib/jobs';
import { emitWebhookEvent } from './emit-webhook-event';
import { WEBHOOK_JOBS, auditAppendedPayload } from './webhook-jobs';
import { toAuditTrailEntry } from '../../administration';

/**
 * `audit.appended` to the row's organisation (ADR 037): the row with its chain fields, so a SIEM can check
 * every link itself. The database trigger queues one job per row, only while an endpoint subscribes.
 */
export const auditAppendedJob: JobDefinition<{ auditLogId: string }> = defineJob({
  name: WEBHOOK_JOBS.auditAppended,
  payload: auditAppendedPayload,
  handler: async ({ auditLogId }, ctx) => {
    const [row] = await ctx.db.select().from(auditLogs).where(eq(auditLogs.id, auditLogId));
    if (row?.organizationId == null) return;
    await emitWebhookEvent(ctx.db, ctx.enqueue, {
      organizationId: row.organizationId,
      event: 'audit.appended',
      at: ctx.clock.now(),
      data: toAuditTrailEntry(row),
    });
  },
});
