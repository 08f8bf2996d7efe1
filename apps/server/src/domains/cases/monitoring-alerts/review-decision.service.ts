import { and, desc, eq, sql } from 'drizzle-orm';
import type { DecisionRecord, ReviewDecisionRequest, SessionUser } from '@sanctions/contracts';
import type { Db } from '../../../db/client';
import {
  alertDecisions,
  decisionApprovals,
  monitoringAlerts,
  monitoringClearances,
} from '../../../db/schema/monitoring';
import { AppError } from '../../../lib/app-error';
import { enqueueJob } from '../../../lib/jobs';
import { appendAlertEvents } from '../monitoring/append-alert-event';
import { MONITORING_JOBS, alertDecidedPayload } from '../monitoring/monitoring-jobs';
import { canReview } from '../monitoring/reviewers';
import { readableAlerts } from './alert-access';
import { CASE_MESSAGES } from './alert-messages';
import { alertEvidence, personName } from './alert-view';
import { toDecisionRecord } from './alert-detail.service';
import { findAlert } from './find-alert';

export type ReviewOutcome = 'approved' | 'rejected';

function refuse(
  code: 'CONFLICT' | 'FORBIDDEN' | 'NOT_FOUND',
  entry: { message: string; key: string },
) {
  return new AppError(code, entry.message, { messageKey: entry.key });
}

/**
 * The second reviewer's answer to a proposed decision (four-eyes, ADR 020). The reviewer holds the reviewer
 * right in the alert's scope and is not the decision's maker. Approval decides the alert (and a false
 * positive clears the pair subject + entry while the entry's content hash holds); rejection sends the
 * alert back to the queue. Both are one append-only approval row per decision.
 */
export async function reviewDecision(
  db: Db,
  user: SessionUser,
  decisionId: string,
  outcome: ReviewOutcome,
  request: ReviewDecisionRequest,
  now: Date,
): Promise<DecisionRecord> {
  return db.transaction(async (tx) => {
    const [decision] = await tx
      .select()
      .from(alertDecisions)
      .where(eq(alertDecisions.id, decisionId))
      .limit(1);
    if (decision === undefined) throw refuse('NOT_FOUND', CASE_MESSAGES.decisionNotFound);
    // The alert decides visibility: a decision on another scope's alert reads as absent.
    const { alert, subject } = await findAlert(tx, decision.alertId, readableAlerts(user), {
      forUpdate: true,
    }).catch((error: unknown) => {
      if (error instanceof AppError && error.code === 'NOT_FOUND')
        throw refuse('NOT_FOUND', CASE_MESSAGES.decisionNotFound);
      throw error;
    });
    if (!canReview(user, alert)) throw refuse('FORBIDDEN', CASE_MESSAGES.notReviewer);
    if (decision.makerId === user.id) throw refuse('FORBIDDEN', CASE_MESSAGES.ownDecision);
    if (!decision.requiresApproval) throw refuse('CONFLICT', CASE_MESSAGES.noApprovalNeeded);
    const [existing] = await tx
      .select({ id: decisionApprovals.id })
      .from(decisionApprovals)
      .where(eq(decisionApprovals.decisionId, decision.id))
      .limit(1);
    if (existing !== undefined) throw refuse('CONFLICT', CASE_MESSAGES.alreadyReviewed);
    // Every decision moves the alert's version on, so the latest decision is the one made on the highest.
    const [latest] = await tx
      .select({ id: alertDecisions.id })
      .from(alertDecisions)
      .where(eq(alertDecisions.alertId, alert.id))
      .orderBy(desc(alertDecisions.alertVersion))
      .limit(1);
    // Closed by a re-screening (entry removed) or otherwise moved on since the decision was proposed.
    if (alert.status !== 'proposed' || latest?.id !== decision.id)
      throw refuse('CONFLICT', CASE_MESSAGES.changedSinceProposed);

    const approve = outcome === 'approved';
    const expiresAt = clearanceExpiry(request, now);
    const resolution = decision.decision === 'escalate' ? null : decision.decision;
    const moved = await tx
      .update(monitoringAlerts)
      .set(
        approve
          ? {
              status: 'decided',
              resolution,
              decidedAt: now,
              version: sql`${monitoringAlerts.version} + 1`,
              updatedAt: now,
            }
          : { status: 'open', version: sql`${monitoringAlerts.version} + 1`, updatedAt: now },
      )
      .where(
        and(
          eq(monitoringAlerts.id, alert.id),
          eq(monitoringAlerts.version, alert.version),
          eq(monitoringAlerts.status, 'proposed'),
        ),
      )
      .returning({ id: monitoringAlerts.id });
    if (moved.length === 0) throw refuse('CONFLICT', CASE_MESSAGES.changedSinceProposed);

    const reviewer = { id: user.id, name: personName(user) };
    const [approval] = await tx
      .insert(decisionApprovals)
      .values({
        decisionId: decision.id,
        alertId: alert.id,
        outcome,
        reason: request.reason,
        reviewerId: reviewer.id,
        reviewerName: reviewer.name,
        evidence: { ...alertEvidence(alert, subject), decision: { id: decision.id } },
        createdAt: now,
      })
      .returning();
    if (approval === undefined) throw new Error('reviewDecision: insert returned no row');
    if (approve && decision.decision === 'false_positive')
      await tx.insert(monitoringClearances).values({
        subjectId: subject.id,
        organizationId: alert.organizationId,
        ownerUserId: alert.ownerUserId,
        subjectKey: subject.subjectKey,
        kind: alert.kind,
        sanctionList: alert.sanctionList,
        watchlistId: alert.watchlistId,
        sourceId: alert.sourceId,
        entryContentHash: alert.entryContentHash,
        alertId: alert.id,
        decisionId: decision.id,
        createdAt: now,
        expiresAt,
      });
    await appendAlertEvents(tx, [
      {
        alertId: alert.id,
        kind: outcome,
        actor: reviewer,
        text: request.reason,
        details: {
          decisionId: decision.id,
          decision: decision.decision,
          ...(approve && decision.decision === 'false_positive' && expiresAt !== null
            ? { clearanceExpiresAt: expiresAt.toISOString() }
            : {}),
        },
      },
    ]);
    if (approve)
      await enqueueJob(
        tx,
        MONITORING_JOBS.alertDecided,
        alertDecidedPayload.parse({ alertId: alert.id, decisionId: decision.id }),
        { jobKey: `${MONITORING_JOBS.alertDecided}:${decision.id}` },
      );
    return toDecisionRecord(decision, approval);
  });
}

/** The clearance's expiry the reviewer set (ADR 024): none, or an instant after `now` (else 400). */
function clearanceExpiry(request: ReviewDecisionRequest, now: Date): Date | null {
  if (request.clearanceExpiresAt === undefined || request.clearanceExpiresAt === null) return null;
  const expiresAt = new Date(request.clearanceExpiresAt);
  if (expiresAt.getTime() <= now.getTime())
    throw new AppError('VALIDATION_FAILED', CASE_MESSAGES.expiryInPast.message, {
      messageKey: CASE_MESSAGES.expiryInPast.key,
    });
  return expiresAt;
}
