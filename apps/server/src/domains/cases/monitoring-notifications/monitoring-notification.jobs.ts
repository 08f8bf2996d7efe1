import { eq } from 'drizzle-orm';
import { alertDecisions, decisionApprovals } from '../../../db/schema/monitoring';
import { defineJob } from '../../../lib/jobs';
import type { JobContext } from '../../../lib/jobs';
import {
  MONITORING_JOBS,
  alertDecidedPayload,
  alertsRaisedPayload,
  decisionProposedPayload,
} from '../monitoring/monitoring-jobs';
import { createNotification } from '../../notifications';
import { emitWebhookEvent } from '../../notifications';
import { alertWebhookData, loadAlertSummaries } from './alert-summaries';
import type { AlertSummary } from './alert-summaries';
import { groupByScope, mailAlerts, noticeAlerts } from './notify-alerts';
import { recipientById, recipientsOf } from './recipients';

export interface NotificationJobOptions {
  publicUrl: string;
}

function scopeOf(alert: AlertSummary) {
  return { organizationId: alert.organizationId, ownerUserId: alert.ownerUserId };
}

/**
 * New alerts: each scope's reviewers, its assignees and (standalone) the owner get one notice; those who
 * chose immediate e-mails get one e-mail (daily ones wait for the digest); an organisation's endpoints get
 * `alert.created` per alert. One transaction, so a failed run leaves nothing half sent and runs again.
 */
export function alertsRaisedJob(options: NotificationJobOptions) {
  return defineJob({
    name: MONITORING_JOBS.alertsRaised,
    payload: alertsRaisedPayload,
    handler: async ({ alertIds }, ctx: JobContext) => {
      const alerts = await loadAlertSummaries(ctx.db, alertIds);
      const at = ctx.clock.now();
      await ctx.db.transaction(async (tx) => {
        for (const group of groupByScope(alerts)) {
          const first = group[0];
          if (first === undefined) continue;
          const recipients = await recipientsOf(tx, scopeOf(first), {
            extraUserIds: [
              ...group.map((a) => a.assigneeId),
              first.organizationId === null ? first.ownerUserId : null,
            ],
          });
          for (const recipient of recipients) {
            await noticeAlerts(tx, recipient, group, at);
            if (recipient.digest === 'immediate')
              await mailAlerts(tx, recipient, group, {
                digest: false,
                publicUrl: options.publicUrl,
                at,
              });
          }
          if (first.organizationId !== null)
            for (const alert of group)
              await emitWebhookEvent(tx, ctx.enqueue, {
                organizationId: first.organizationId,
                event: 'alert.created',
                data: alertWebhookData(alert),
                at,
              });
        }
      });
    },
  });
}

/** A proposed decision: everyone who may approve it, never its maker (four-eyes, ADR 020). */
export const decisionProposedJob = defineJob({
  name: MONITORING_JOBS.decisionProposed,
  payload: decisionProposedPayload,
  handler: async ({ decisionId }, ctx) => {
    const [decision] = await ctx.db
      .select()
      .from(alertDecisions)
      .where(eq(alertDecisions.id, decisionId));
    if (decision === undefined) return;
    const [alert] = await loadAlertSummaries(ctx.db, [decision.alertId]);
    if (alert === undefined) return;
    const at = ctx.clock.now();
    await ctx.db.transaction(async (tx) => {
      const approvers = await recipientsOf(tx, scopeOf(alert), { exclude: decision.makerId });
      for (const approver of approvers)
        await createNotification(
          tx,
          approver.id,
          {
            title: 'A decision awaits your approval',
            message: `A decision on ${alert.subject} was proposed and needs a second reviewer. Open the case queue to approve it or send it back.`,
            localized: { key: 'monitoring.decisionProposed', params: { subject: alert.subject } },
            action: { label: 'Open cases', href: `/cases/${alert.id}` },
          },
          { at, organizationId: alert.organizationId },
        );
    });
  },
});

/** A decided alert: `alert.decided` to the organisation's endpoints; the maker hears the approver's answer. */
export const alertDecidedJob = defineJob({
  name: MONITORING_JOBS.alertDecided,
  payload: alertDecidedPayload,
  handler: async ({ alertId, decisionId }, ctx) => {
    const [decision] = await ctx.db
      .select()
      .from(alertDecisions)
      .where(eq(alertDecisions.id, decisionId));
    const [alert] = await loadAlertSummaries(ctx.db, [alertId]);
    if (decision === undefined || alert === undefined) return;
    const [approval] = await ctx.db
      .select()
      .from(decisionApprovals)
      .where(eq(decisionApprovals.decisionId, decisionId));
    const at = ctx.clock.now();
    await ctx.db.transaction(async (tx) => {
      if (alert.organizationId !== null && approval?.outcome !== 'rejected')
        await emitWebhookEvent(tx, ctx.enqueue, {
          organizationId: alert.organizationId,
          event: 'alert.decided',
          at,
          data: {
            ...alertWebhookData(alert),
            decision: {
              id: decision.id,
              decision: decision.decision,
              reason: decision.reason,
              makerName: decision.makerName,
              proposedAt: decision.createdAt.toISOString(),
              approvedBy: approval?.reviewerName ?? null,
              approvedAt: approval?.createdAt.toISOString() ?? null,
            },
          },
        });
      const maker = await recipientById(tx, decision.makerId);
      if (approval === undefined || maker === null || approval.reviewerId === maker.id) return;
      const approved = approval.outcome === 'approved';
      await createNotification(
        tx,
        maker.id,
        {
          title: approved ? 'Your decision was approved' : 'Your decision was sent back',
          message: approved
            ? `Your decision on ${alert.subject} was approved by a second reviewer and is now final.`
            : `Your decision on ${alert.subject} was sent back by a second reviewer. Open the alert to see the reason.`,
          localized: {
            key: approved ? 'monitoring.decisionApproved' : 'monitoring.decisionRejected',
            params: { subject: alert.subject },
          },
          type: approved ? 'success' : 'warning',
          action: { label: 'Open cases', href: `/cases/${alert.id}` },
        },
        { at, organizationId: alert.organizationId },
      );
    });
  },
});
