import { and, eq, inArray, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import { ORGANIZATION_MANAGER_ROLES } from '@sanctions/contracts';
import type { AlertCounts, SessionUser } from '@sanctions/contracts';
import type { DbOrTx } from '../../../db/client';
import { alertDecisions, decisionApprovals, monitoringAlerts } from '../../../db/schema/monitoring';
import { isStaffReviewer, ownAlerts, standaloneProposedAlerts } from './alert-access';

/** Proposed alerts whose waiting decision was made by someone other than `userId`. */
function notMadeBy(userId: string): SQL {
  return sql`not exists (select 1 from ${alertDecisions} where ${alertDecisions.alertId} = ${monitoringAlerts.id} and ${alertDecisions.requiresApproval} and ${alertDecisions.makerId} = ${userId} and not exists (select 1 from ${decisionApprovals} where ${decisionApprovals.decisionId} = ${alertDecisions.id}))`;
}

/** Where the caller holds the reviewer right (ADR 020), or null when nowhere. */
function reviewableAlerts(user: SessionUser): SQL | null {
  if (isStaffReviewer(user)) return standaloneProposedAlerts();
  if (user.organizationRole !== null && ORGANIZATION_MANAGER_ROLES.includes(user.organizationRole))
    return ownAlerts(user);
  return null;
}

/** The navigation badge and the queue's tab counts. */
export async function countAlerts(db: DbOrTx, user: SessionUser): Promise<AlertCounts> {
  const [row] = await db
    .select({
      open: sql<number>`count(*) filter (where ${monitoringAlerts.status} = 'open')`.mapWith(
        Number,
      ),
      escalated:
        sql<number>`count(*) filter (where ${monitoringAlerts.status} = 'escalated')`.mapWith(
          Number,
        ),
      proposed:
        sql<number>`count(*) filter (where ${monitoringAlerts.status} = 'proposed')`.mapWith(
          Number,
        ),
      assignedToMe:
        sql<number>`count(*) filter (where ${monitoringAlerts.assigneeId} = ${user.id} and ${inArray(monitoringAlerts.status, ['open', 'escalated', 'proposed'])})`.mapWith(
          Number,
        ),
    })
    .from(monitoringAlerts)
    .where(ownAlerts(user));
  const reviewable = reviewableAlerts(user);
  let awaitingMyApproval = 0;
  if (reviewable !== null) {
    const [waiting] = await db
      .select({ n: sql<number>`count(*)`.mapWith(Number) })
      .from(monitoringAlerts)
      .where(and(reviewable, eq(monitoringAlerts.status, 'proposed'), notMadeBy(user.id)));
    awaitingMyApproval = waiting?.n ?? 0;
  }
  return {
    open: row?.open ?? 0,
    escalated: row?.escalated ?? 0,
    proposed: row?.proposed ?? 0,
    awaitingMyApproval,
    assignedToMe: row?.assignedToMe ?? 0,
  };
}
