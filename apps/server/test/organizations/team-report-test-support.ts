import { randomBytes } from 'node:crypto';
import type { DbOrTx } from '../../src/db/client';
import {
  alertDecisions,
  decisionApprovals,
  monitoredSubjects,
  monitoringAlerts,
} from '../../src/db/schema/monitoring';
import { bulkSearchJobs, bulkSearchRows, searchRequests } from '../../src/db/schema/search';

// Activity rows inserted as the screening, bulk and case features write them, at chosen instants, so the
// report's buckets and medians can be checked exactly.

export async function insertSearches(
  db: DbOrTx,
  owner: { userId: string; organizationId: string | null },
  instants: readonly string[],
): Promise<void> {
  await db.insert(searchRequests).values(
    instants.map((instant) => ({
      userId: owner.userId,
      organizationId: owner.organizationId,
      firstName: 'John',
      lastName: 'Smith',
      searchType: 'fuzzy',
      sanctionLists: 'all',
      createdAt: new Date(instant),
    })),
  );
}

/** A completed bulk job whose rows have these statuses, all screened at `screenedAt`. */
export async function insertBulkJob(
  db: DbOrTx,
  owner: { userId: string; organizationId: string | null },
  statuses: readonly ('clear' | 'hit' | 'invalid' | 'pending')[],
  screenedAt: string,
): Promise<void> {
  const [job] = await db
    .insert(bulkSearchJobs)
    .values({
      userId: owner.userId,
      organizationId: owner.organizationId,
      jobId: `job-${randomBytes(6).toString('hex')}`,
      fileName: 'customers.csv',
      totalRows: statuses.filter((status) => status !== 'invalid').length,
      status: 'completed',
    })
    .returning();
  if (job === undefined) throw new Error('insertBulkJob: no job row');
  await db.insert(bulkSearchRows).values(
    statuses.map((status, index) => ({
      bulkJobId: job.id,
      rowNumber: index + 1,
      lineNumber: index + 2,
      firstName: 'Row',
      lastName: String(index + 1),
      status,
      screenedAt: status === 'clear' || status === 'hit' ? new Date(screenedAt) : null,
    })),
  );
}

/** An alert of the organisation raised at `raisedAt`. */
export async function insertAlert(
  db: DbOrTx,
  organizationId: string,
  ownerUserId: string,
  raisedAt: string,
): Promise<string> {
  const suffix = randomBytes(4).toString('hex');
  const [subject] = await db
    .insert(monitoredSubjects)
    .values({
      organizationId,
      ownerUserId,
      firstName: 'Usama',
      lastName: 'Ladin',
      reference: `CUST-${suffix}`,
      subjectKey: `key-${suffix}`,
      createdBy: ownerUserId,
    })
    .returning();
  if (subject === undefined) throw new Error('insertAlert: no subject row');
  const [alert] = await db
    .insert(monitoringAlerts)
    .values({
      subjectId: subject.id,
      organizationId,
      ownerUserId,
      sanctionList: 'ofac',
      listSource: 'SDN',
      sourceId: `SRC-${suffix}`,
      entryFullName: 'Osama Laden',
      entryContentHash: `hash-${suffix}`,
      match: {},
      confidence: 91,
      riskLevel: 'high',
      matchType: 'transliteration',
      trigger: 'list_update',
      algorithmVersion: 'test-algo-1',
      raisedAt: new Date(raisedAt),
    })
    .returning();
  if (alert === undefined) throw new Error('insertAlert: no alert row');
  return alert.id;
}

/** A decision by `makerId` at `decidedAt`; returns its id for a review. */
export async function insertDecision(
  db: DbOrTx,
  alertId: string,
  makerId: string,
  decision: 'true_match' | 'false_positive' | 'escalate',
  decidedAt: string,
): Promise<string> {
  const [row] = await db
    .insert(alertDecisions)
    .values({
      alertId,
      decision,
      reason: 'Checked the date of birth',
      makerId,
      makerName: 'Maker',
      alertVersion: 1,
      requiresApproval: decision !== 'escalate',
      evidence: {},
      createdAt: new Date(decidedAt),
    })
    .returning();
  if (row === undefined) throw new Error('insertDecision: no decision row');
  return row.id;
}

export async function insertReview(
  db: DbOrTx,
  decision: { id: string; alertId: string },
  reviewerId: string,
  reviewedAt: string,
): Promise<void> {
  await db.insert(decisionApprovals).values({
    decisionId: decision.id,
    alertId: decision.alertId,
    outcome: 'approved',
    reason: 'Agreed',
    reviewerId,
    reviewerName: 'Reviewer',
    evidence: {},
    createdAt: new Date(reviewedAt),
  });
}
