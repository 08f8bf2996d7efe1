import { and, isNull, or, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import { hasRole } from '@sanctions/contracts';
import type { SessionUser } from '@sanctions/contracts';
import { alertDecisions, monitoringAlerts } from '../../../db/schema/monitoring';
import { inMonitoringScope, monitoringScopeOf } from '../monitoring/monitoring-scope';

/**
 * Provider staff outside every organisation review standalone accounts' decisions (ADR 020). They see a
 * standalone account's alert once a decision on it was submitted for review, so the queue's "proposed" tab,
 * the alert page, its report and the approve/reject routes reach it; everything else stays in the caller's
 * own scope (another scope's alert answers 404).
 */
export function isStaffReviewer(user: Pick<SessionUser, 'role' | 'organizationId'>): boolean {
  return user.organizationId === null && hasRole(user.role, 'moderator');
}

/** Alerts the caller owns: the organisation's, or a standalone account's own. */
export function ownAlerts(user: SessionUser): SQL {
  return inMonitoringScope(monitoringAlerts, monitoringScopeOf(user));
}

/** Standalone accounts' alerts with a decision that went to a second reviewer. */
function standaloneAlertsSentToReview(): SQL {
  return sql`(${isNull(monitoringAlerts.organizationId)} and exists (select 1 from ${alertDecisions} where ${alertDecisions.alertId} = ${monitoringAlerts.id} and ${alertDecisions.requiresApproval}))`;
}

/** Alerts the caller may read: their own scope, plus (staff reviewers) standalone alerts sent to review. */
export function readableAlerts(user: SessionUser): SQL {
  if (!isStaffReviewer(user)) return ownAlerts(user);
  const either = or(ownAlerts(user), standaloneAlertsSentToReview());
  if (either === undefined) throw new Error('unreachable: or() of two conditions');
  return either;
}

/** Used by the queue's "proposed" tab of a staff reviewer: standalone alerts waiting for approval. */
export function standaloneProposedAlerts(): SQL {
  const condition = and(
    isNull(monitoringAlerts.organizationId),
    sql`${monitoringAlerts.status} = 'proposed'`,
  );
  if (condition === undefined) throw new Error('unreachable: and() of two conditions');
  return condition;
}
