import { and, count, desc, eq, ilike, inArray, or, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type {
  Clearance,
  ClearanceList,
  ClearanceRevocation,
  ListClearancesQuery,
  SessionUser,
} from '@sanctions/contracts';
import type { DbOrTx } from '../../../db/client';
import {
  alertDecisions,
  decisionApprovals,
  monitoredSubjects,
  monitoringAlerts,
  monitoringClearanceRevocations,
  monitoringClearances,
} from '../../../db/schema/monitoring';
import { listVersions, sanctionEntries } from '../../../db/schema/sanctions';
import { alertListIdOf } from '../monitoring/alert-list-id';
import { canReview } from '../monitoring/reviewers';
import { clearanceStateIs, readableClearances } from './clearance-access';

/** `%text%` for ILIKE with the user's `%`, `_` and `\` taken literally. */
function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

function filterConditions(query: ListClearancesQuery, now: Date): SQL[] {
  const conditions: SQL[] = [];
  if (query.sanctionList !== undefined)
    conditions.push(eq(monitoringClearances.sanctionList, query.sanctionList));
  if (query.state !== undefined) conditions.push(clearanceStateIs(query.state, now));
  if (query.q !== undefined && query.q !== '') {
    const pattern = containsPattern(query.q);
    const text = or(
      ilike(monitoredSubjects.firstName, pattern),
      ilike(monitoredSubjects.lastName, pattern),
      ilike(monitoredSubjects.arabicName, pattern),
      ilike(sql`${monitoredSubjects.firstName} || ' ' || ${monitoredSubjects.lastName}`, pattern),
      ilike(monitoringAlerts.entryFullName, pattern),
      ilike(monitoringClearances.sourceId, pattern),
    );
    if (text !== undefined) conditions.push(text);
  }
  return conditions;
}

/** The entry still has the cleared content in its active list version (ADR 019): else nothing is held back. */
const entryUnchanged = sql<boolean>`exists (select 1 from ${sanctionEntries} inner join ${listVersions} on ${listVersions.id} = ${sanctionEntries.listVersionId} and ${listVersions.status} = 'active' where ${sanctionEntries.sanctionList} = ${monitoringClearances.sanctionList} and ${sanctionEntries.sourceId} = ${monitoringClearances.sourceId} and ${sanctionEntries.contentHash} = ${monitoringClearances.entryContentHash})`;

function selectClearances(db: DbOrTx) {
  return db
    .select({
      clearance: monitoringClearances,
      subject: {
        id: monitoredSubjects.id,
        subjectType: monitoredSubjects.subjectType,
        firstName: monitoredSubjects.firstName,
        lastName: monitoredSubjects.lastName,
        arabicName: monitoredSubjects.arabicName,
        dateOfBirth: monitoredSubjects.dateOfBirth,
        nationality: monitoredSubjects.nationality,
      },
      entryFullName: monitoringAlerts.entryFullName,
      decision: {
        reason: alertDecisions.reason,
        makerId: alertDecisions.makerId,
        makerName: alertDecisions.makerName,
      },
      approval: {
        reason: decisionApprovals.reason,
        reviewerId: decisionApprovals.reviewerId,
        reviewerName: decisionApprovals.reviewerName,
        createdAt: decisionApprovals.createdAt,
      },
      unchanged: entryUnchanged,
    })
    .from(monitoringClearances)
    .innerJoin(monitoredSubjects, eq(monitoredSubjects.id, monitoringClearances.subjectId))
    .innerJoin(monitoringAlerts, eq(monitoringAlerts.id, monitoringClearances.alertId))
    .innerJoin(alertDecisions, eq(alertDecisions.id, monitoringClearances.decisionId))
    .innerJoin(
      decisionApprovals,
      eq(decisionApprovals.decisionId, monitoringClearances.decisionId),
    );
}

type ClearanceRow = Awaited<ReturnType<ReturnType<typeof selectClearances>['where']>>[number];
type RevocationRow = typeof monitoringClearanceRevocations.$inferSelect;

/** A page of the caller's whitelist, newest first, with each clearance's latest revocation request. */
export async function listClearances(
  db: DbOrTx,
  user: SessionUser,
  query: ListClearancesQuery,
  now: Date,
): Promise<ClearanceList> {
  const where = and(readableClearances(user), ...filterConditions(query, now));
  const [rows, [total]] = await Promise.all([
    selectClearances(db)
      .where(where)
      .orderBy(desc(monitoringClearances.createdAt), desc(monitoringClearances.id))
      .limit(query.limit)
      .offset((query.page - 1) * query.limit),
    db
      .select({ value: count() })
      .from(monitoringClearances)
      .innerJoin(monitoredSubjects, eq(monitoredSubjects.id, monitoringClearances.subjectId))
      .innerJoin(monitoringAlerts, eq(monitoringAlerts.id, monitoringClearances.alertId))
      .where(where),
  ]);
  const latest = await latestRevocations(
    db,
    rows.map((r) => r.clearance.id),
  );
  const totalCount = total?.value ?? 0;
  return {
    clearances: rows.map((row) => toClearance(row, latest.get(row.clearance.id), user, now)),
    pagination: {
      page: query.page,
      limit: query.limit,
      total: totalCount,
      totalPages: Math.max(1, Math.ceil(totalCount / query.limit)),
    },
  };
}

/**
 * One clearance as the caller may read it; undefined when it is not theirs to read. `visible` narrows
 * differently only right after a change the caller was allowed to make (a staff reviewer's approval ends the
 * pending request that let them see a standalone account's clearance).
 */
export async function findReadableClearance(
  db: DbOrTx,
  user: SessionUser,
  clearanceId: string,
  now: Date,
  visible: SQL = readableClearances(user),
): Promise<Clearance | undefined> {
  const [row] = await selectClearances(db)
    .where(and(visible, eq(monitoringClearances.id, clearanceId)))
    .limit(1);
  if (row === undefined) return undefined;
  const latest = await latestRevocations(db, [row.clearance.id]);
  return toClearance(row, latest.get(row.clearance.id), user, now);
}

async function latestRevocations(
  db: DbOrTx,
  clearanceIds: readonly string[],
): Promise<Map<string, RevocationRow>> {
  if (clearanceIds.length === 0) return new Map();
  const rows = await db
    .selectDistinctOn([monitoringClearanceRevocations.clearanceId])
    .from(monitoringClearanceRevocations)
    .where(inArray(monitoringClearanceRevocations.clearanceId, [...clearanceIds]))
    // The one pending request when there is one (the actions depend on it), else the newest; requests made in
    // the same instant (a frozen clock, a burst) are told apart by when they were reviewed, then by id.
    .orderBy(
      monitoringClearanceRevocations.clearanceId,
      desc(sql`${monitoringClearanceRevocations.status} = 'pending'`),
      desc(monitoringClearanceRevocations.createdAt),
      sql`${monitoringClearanceRevocations.reviewedAt} desc nulls first`,
      desc(monitoringClearanceRevocations.id),
    );
  return new Map(rows.map((row) => [row.clearanceId, row]));
}

function stateOf(row: ClearanceRow['clearance'], now: Date): Clearance['state'] {
  if (row.revokedAt !== null) return 'revoked';
  if (row.expiresAt !== null && row.expiresAt.getTime() <= now.getTime()) return 'expired';
  return 'active';
}

export function toRevocation(row: RevocationRow): ClearanceRevocation {
  const status =
    row.status === 'approved' || row.status === 'rejected' ? row.status : ('pending' as const);
  return {
    id: row.id,
    requestedBy: { id: row.requestedBy, name: row.requestedByName },
    requestedAt: row.createdAt.toISOString(),
    reason: row.reason,
    status,
    reviewedBy:
      row.reviewedByName === null ? null : { id: row.reviewedBy, name: row.reviewedByName },
    reviewedAt: row.reviewedAt?.toISOString() ?? null,
    reviewReason: row.reviewReason,
  };
}

function toClearance(
  row: ClearanceRow,
  revocation: RevocationRow | undefined,
  user: SessionUser,
  now: Date,
): Clearance {
  const { clearance, subject } = row;
  const state = stateOf(clearance, now);
  const reviewer = canReview(user, clearance);
  const pending = revocation?.status === 'pending';
  const ownScope =
    clearance.organizationId === null
      ? user.organizationId === null && clearance.ownerUserId === user.id
      : clearance.organizationId === user.organizationId;
  return {
    id: clearance.id,
    state,
    subject: {
      id: subject.id,
      subjectType: subject.subjectType,
      displayName: `${subject.firstName} ${subject.lastName}`.trim() || subject.arabicName,
      arabicName: subject.arabicName,
      dateOfBirth: subject.dateOfBirth,
      nationality: subject.nationality,
    },
    entry: {
      sanctionList: alertListIdOf(clearance.sanctionList),
      sourceId: clearance.sourceId,
      fullName: row.entryFullName,
      contentHash: clearance.entryContentHash,
      unchanged: row.unchanged,
    },
    alertId: clearance.alertId,
    decisionId: clearance.decisionId,
    proposedBy: { id: row.decision.makerId, name: row.decision.makerName },
    reason: row.decision.reason,
    approvedBy: { id: row.approval.reviewerId, name: row.approval.reviewerName },
    approvedAt: row.approval.createdAt.toISOString(),
    approvalReason: row.approval.reason,
    expiresAt: clearance.expiresAt?.toISOString() ?? null,
    revokedAt: clearance.revokedAt?.toISOString() ?? null,
    revocation: revocation === undefined ? null : toRevocation(revocation),
    canEditExpiry: reviewer && ownScope && state !== 'revoked',
    canRequestRevocation: ownScope && state !== 'revoked' && !pending,
    canReviewRevocation: reviewer && pending && revocation.requestedBy !== user.id,
  };
}
