import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import {
  alertEventSchema,
  isSanctionList,
  listVersionRefSchema,
  matchSchema,
  pepMatchSchema,
  watchlistMatchSchema,
} from '@sanctions/contracts';
import type {
  AlertDetail,
  DecisionRecord,
  ListVersionRef,
  SessionUser,
} from '@sanctions/contracts';
import { z } from 'zod';
import type { DbOrTx } from '../../../db/client';
import {
  alertDecisions,
  alertEvents,
  decisionApprovals,
  monitoringAlerts,
} from '../../../db/schema/monitoring';
import { listVersions } from '../../../db/schema/sanctions';
import { users } from '../../../db/schema/users';
import { canReview } from '../monitoring/reviewers';
import { readableAlerts, ownAlerts } from './alert-access';
import { personName, toAlertSummary, toSubjectView } from './alert-view';
import type { AlertRow } from './alert-view';
import { findAlert } from './find-alert';

const UNDECIDED = ['open', 'escalated', 'proposed'] as const;

/** Every decision on the alert, oldest first, each with its approval (null while waiting). */
export async function readDecisions(db: DbOrTx, alertId: string): Promise<DecisionRecord[]> {
  const rows = await db
    .select({ decision: alertDecisions, approval: decisionApprovals })
    .from(alertDecisions)
    .leftJoin(decisionApprovals, eq(decisionApprovals.decisionId, alertDecisions.id))
    .where(eq(alertDecisions.alertId, alertId))
    .orderBy(asc(alertDecisions.alertVersion), asc(alertDecisions.createdAt));
  return rows.map(({ decision, approval }) => toDecisionRecord(decision, approval));
}

export function toDecisionRecord(
  decision: typeof alertDecisions.$inferSelect,
  approval: typeof decisionApprovals.$inferSelect | null,
): DecisionRecord {
  return {
    id: decision.id,
    alertId: decision.alertId,
    decision: decision.decision,
    reason: decision.reason,
    maker: { id: decision.makerId, name: decision.makerName },
    alertVersion: decision.alertVersion,
    createdAt: decision.createdAt.toISOString(),
    requiresApproval: decision.requiresApproval,
    approval:
      approval === null
        ? null
        : {
            id: approval.id,
            outcome: approval.outcome,
            reason: approval.reason,
            reviewer: { id: approval.reviewerId, name: approval.reviewerName },
            createdAt: approval.createdAt.toISOString(),
          },
  };
}

async function readEvents(db: DbOrTx, alertId: string) {
  const rows = await db
    .select()
    .from(alertEvents)
    .where(eq(alertEvents.alertId, alertId))
    .orderBy(asc(alertEvents.createdAt), asc(alertEvents.id));
  return rows.map((row) =>
    alertEventSchema.parse({
      id: row.id,
      kind: row.kind,
      actor: row.actorName === null ? null : { id: row.actorId, name: row.actorName },
      text: row.text,
      details: row.details,
      createdAt: row.createdAt.toISOString(),
    }),
  );
}

async function readRaisingVersion(db: DbOrTx, alert: AlertRow): Promise<ListVersionRef | null> {
  if (alert.listVersionId === null) return null;
  const [version] = await db
    .select()
    .from(listVersions)
    .where(eq(listVersions.id, alert.listVersionId))
    .limit(1);
  // Alerts are raised on sanctions lists only; a PEP source version is never an alert's.
  if (version === undefined || !isSanctionList(version.sanctionList)) return null;
  const ref: ListVersionRef = {
    sanctionList: version.sanctionList,
    listSource: version.listSource,
    versionId: version.id,
  };
  if (version.publishedAt !== null) ref.publishedAt = version.publishedAt.toISOString();
  if (version.importedAt !== null) ref.importedAt = version.importedAt.toISOString();
  return ref;
}

async function nameOf(db: DbOrTx, userId: string | null): Promise<string | null> {
  if (userId === null) return null;
  const [row] = await db
    .select({ firstName: users.firstName, lastName: users.lastName })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  return row === undefined ? null : personName(row);
}

async function countOpenAlerts(db: DbOrTx, subjectId: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)`.mapWith(Number) })
    .from(monitoringAlerts)
    .where(
      and(
        eq(monitoringAlerts.subjectId, subjectId),
        inArray(monitoringAlerts.status, [...UNDECIDED]),
      ),
    );
  return row?.n ?? 0;
}

/** Whether the caller is in the alert's own scope (members decide, assign and comment there). */
async function isOwnAlert(db: DbOrTx, user: SessionUser, alertId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: monitoringAlerts.id })
    .from(monitoringAlerts)
    .where(and(eq(monitoringAlerts.id, alertId), ownAlerts(user)))
    .limit(1);
  return row !== undefined;
}

/** GET /api/v2/monitoring/alerts/:id: the whole case as the caller may see it. */
export async function readAlertDetail(
  db: DbOrTx,
  user: SessionUser,
  id: string,
): Promise<AlertDetail> {
  const { alert, subject } = await findAlert(db, id, readableAlerts(user));
  const [decisions, events, raisedBy, assigneeName, createdByName, openAlerts, own] =
    await Promise.all([
      readDecisions(db, alert.id),
      readEvents(db, alert.id),
      readRaisingVersion(db, alert),
      nameOf(db, alert.assigneeId),
      nameOf(db, subject.createdBy),
      countOpenAlerts(db, subject.id),
      isOwnAlert(db, user, alert.id),
    ]);
  const reviewer = canReview(user, alert);
  const review =
    alert.status === 'proposed' && reviewer
      ? decisions
          .filter((d) => d.requiresApproval && d.approval === null && d.maker.id !== user.id)
          .map((d) => d.id)
      : [];
  const undecided = alert.status === 'open' || alert.status === 'escalated';
  return {
    ...toAlertSummary(
      alert,
      subject,
      alert.assigneeId === null ? null : { id: alert.assigneeId, name: assigneeName ?? '' },
    ),
    subject: toSubjectView(subject, createdByName, openAlerts),
    // The stored evidence: a sanctions match, a PEP hit (ADR 040) or a watchlist hit (ADR 042).
    ...storedEvidenceOf(alert),
    raisedByListVersion: raisedBy,
    listVersions: z.array(listVersionRefSchema).parse(alert.listVersions),
    algorithmVersion: alert.algorithmVersion,
    decisions,
    events,
    permissions: {
      decide: own && undecided,
      review,
      assign: own && (undecided || alert.status === 'proposed'),
    },
    closedNote: alert.closedNote,
  };
}

/** The alert's stored evidence under the field of its kind. */
function storedEvidenceOf(
  alert: typeof monitoringAlerts.$inferSelect,
): Pick<AlertDetail, 'match' | 'pepMatch' | 'watchlistMatch'> {
  switch (alert.kind) {
    case 'pep':
      return { pepMatch: pepMatchSchema.parse(alert.match) };
    case 'watchlist':
      return { watchlistMatch: watchlistMatchSchema.parse(alert.match) };
    case 'sanctions':
      return { match: matchSchema.parse(alert.match) };
  }
}
