import { and, eq, inArray, sql } from 'drizzle-orm';
import { isSanctionList } from '@sanctions/contracts';
import type { Decision, SanctionList } from '@sanctions/contracts';
import type { DbOrTx } from '../../../db/client';
import {
  alertDecisions,
  alertEvents,
  decisionApprovals,
  monitoringAlerts,
} from '../../../db/schema/monitoring';

/**
 * A hit of this search decided through the four-eyes review (ADR 020, ADR 024): the maker's decision and the
 * second reviewer's approval, as the certificate prints them. Names are the copies the append-only record
 * keeps, so a sign-off reads the same after either account is deleted.
 */
export interface SignOff {
  entryName: string;
  sanctionList: SanctionList;
  sourceId: string;
  decision: Decision;
  reason: string;
  makerName: string;
  reviewerName: string;
  approvedAt: Date;
}

/** Approved decisions on the cases opened from this search's hits, oldest first. */
export async function findSignOffs(db: DbOrTx, searchId: string): Promise<SignOff[]> {
  // A search-hit case names its search in the `raised` event only (the alert row is the case model's own).
  const raised = await db
    .select({ alertId: alertEvents.alertId })
    .from(alertEvents)
    .where(
      and(eq(alertEvents.kind, 'raised'), sql`${alertEvents.details}->>'searchId' = ${searchId}`),
    );
  if (raised.length === 0) return [];
  const rows = await db
    .select({
      entryName: monitoringAlerts.entryFullName,
      sanctionList: monitoringAlerts.sanctionList,
      sourceId: monitoringAlerts.sourceId,
      decision: alertDecisions.decision,
      reason: alertDecisions.reason,
      makerName: alertDecisions.makerName,
      reviewerName: decisionApprovals.reviewerName,
      approvedAt: decisionApprovals.createdAt,
    })
    .from(decisionApprovals)
    .innerJoin(alertDecisions, eq(alertDecisions.id, decisionApprovals.decisionId))
    .innerJoin(monitoringAlerts, eq(monitoringAlerts.id, decisionApprovals.alertId))
    .where(
      and(
        inArray(
          decisionApprovals.alertId,
          raised.map((row) => row.alertId),
        ),
        eq(decisionApprovals.outcome, 'approved'),
      ),
    )
    .orderBy(decisionApprovals.createdAt);
  // A search's cases are opened on its sanctions hits (a PEP hit is not decided from the search).
  return rows.flatMap(({ sanctionList, ...row }) =>
    sanctionList !== null && isSanctionList(sanctionList) ? [{ ...row, sanctionList }] : [],
  );
}
