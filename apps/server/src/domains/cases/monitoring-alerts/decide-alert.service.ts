import { and, eq, sql } from 'drizzle-orm';
import type { CreateDecisionRequest, DecisionRecord, SessionUser } from '@sanctions/contracts';
import type { Db } from '../../../db/client';
import { alertDecisions, monitoringAlerts } from '../../../db/schema/monitoring';
import { AppError } from '../../../lib/app-error';
import { enqueueJob } from '../../../lib/jobs';
import { appendAlertEvents } from '../monitoring/append-alert-event';
import {
  MONITORING_JOBS,
  alertDecidedPayload,
  decisionProposedPayload,
} from '../monitoring/monitoring-jobs';
import { ownAlerts } from './alert-access';
import { CASE_MESSAGES } from './alert-messages';
import { alertEvidence, personName } from './alert-view';
import type { AlertRow } from './alert-view';
import { toDecisionRecord } from './alert-detail.service';
import { findAlert } from './find-alert';

function conflict(entry: { message: string; key: string }): AppError {
  return new AppError('CONFLICT', entry.message, { messageKey: entry.key });
}

/** Refuses a decision the alert's state does not allow (409 with the reason). */
function assertDecidable(alert: AlertRow, request: CreateDecisionRequest): void {
  if (alert.status === 'decided') throw conflict(CASE_MESSAGES.alreadyDecided);
  if (alert.status === 'closed') throw conflict(CASE_MESSAGES.closed);
  if (alert.status === 'proposed') throw conflict(CASE_MESSAGES.awaitingReview);
  if (request.alertVersion !== undefined && request.alertVersion !== alert.version)
    throw conflict(CASE_MESSAGES.stale);
  if (request.decision === 'escalate' && alert.status === 'escalated')
    throw conflict(CASE_MESSAGES.alreadyEscalated);
}

/**
 * A reviewer's decision on an alert (ADR 020). An escalation takes effect at once; a true match or a false
 * positive is only proposed until a second reviewer approves it. The alert moves with a conditional UPDATE
 * on (id, version, status): of two concurrent decisions exactly one matches the row, the other gets 409.
 */
export async function decideAlert(
  db: Db,
  user: SessionUser,
  alertId: string,
  request: CreateDecisionRequest,
  now: Date,
): Promise<DecisionRecord> {
  return db.transaction(async (tx) => {
    const { alert, subject } = await findAlert(tx, alertId, ownAlerts(user));
    assertDecidable(alert, request);
    const escalate = request.decision === 'escalate';
    const moved = await tx
      .update(monitoringAlerts)
      .set({
        status: escalate ? 'escalated' : 'proposed',
        version: sql`${monitoringAlerts.version} + 1`,
        updatedAt: now,
      })
      .where(
        and(
          eq(monitoringAlerts.id, alert.id),
          eq(monitoringAlerts.version, alert.version),
          eq(monitoringAlerts.status, alert.status),
        ),
      )
      .returning({ id: monitoringAlerts.id });
    // Another decision (or an assignment, a re-screening) changed the alert between the read and the update.
    if (moved.length === 0) throw conflict(CASE_MESSAGES.stale);
    const maker = { id: user.id, name: personName(user) };
    const [decision] = await tx
      .insert(alertDecisions)
      .values({
        alertId: alert.id,
        decision: request.decision,
        reason: request.reason,
        makerId: maker.id,
        makerName: maker.name,
        alertVersion: alert.version,
        requiresApproval: !escalate,
        evidence: alertEvidence(alert, subject),
        createdAt: now,
      })
      .returning();
    if (decision === undefined) throw new Error('decideAlert: insert returned no row');
    await appendAlertEvents(tx, [
      {
        alertId: alert.id,
        kind: escalate ? 'escalated' : 'decision_proposed',
        actor: maker,
        text: request.reason,
        details: { decisionId: decision.id, decision: request.decision },
      },
    ]);
    // Raw enqueue with the shared payload schemas: the handlers belong to the notifications slice, and the
    // job row commits (or rolls back) with the decision.
    if (escalate)
      await enqueueJob(
        tx,
        MONITORING_JOBS.alertDecided,
        alertDecidedPayload.parse({ alertId: alert.id, decisionId: decision.id }),
        { jobKey: `${MONITORING_JOBS.alertDecided}:${decision.id}` },
      );
    else
      await enqueueJob(
        tx,
        MONITORING_JOBS.decisionProposed,
        decisionProposedPayload.parse({ decisionId: decision.id }),
        { jobKey: `${MONITORING_JOBS.decisionProposed}:${decision.id}` },
      );
    return toDecisionRecord(decision, null);
  });
}
