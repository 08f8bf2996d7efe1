import { and, eq, isNull } from 'drizzle-orm';
import type { Clearance, ClearanceReasonRequest, SessionUser } from '@sanctions/contracts';
import type { Db } from '../../../db/client';
import {
  monitoringClearanceRevocations,
  monitoringClearances,
} from '../../../db/schema/monitoring';
import { AppError } from '../../../lib/app-error';
import { recordAudit } from '../../administration';
import { canReview } from '../monitoring/reviewers';
import { readableClearances } from './clearance-access';
import { CLEARANCE_MESSAGES, refuseClearance } from './clearance-refusals';
import { findReadableClearance } from './list-clearances.queries';
import { lockClearance } from './lock-clearance';

export type RevocationOutcome = 'approved' | 'rejected';

/**
 * The second person's answer to a revocation request (four-eyes, ADR 024): a reviewer of the clearance's
 * scope who did not ask for it. Approval revokes the clearance in the same transaction, so the next search,
 * bulk chunk or re-screening raises the hit again; rejection leaves it in force. Audited either way.
 */
export async function reviewClearanceRevocation(
  db: Db,
  user: SessionUser,
  revocationId: string,
  outcome: RevocationOutcome,
  request: ClearanceReasonRequest,
  now: Date,
): Promise<Clearance> {
  const clearanceId = await db.transaction(async (tx) => {
    const [revocation] = await tx
      .select()
      .from(monitoringClearanceRevocations)
      .where(eq(monitoringClearanceRevocations.id, revocationId))
      .limit(1);
    if (revocation === undefined)
      throw refuseClearance('NOT_FOUND', CLEARANCE_MESSAGES.revocationNotFound);
    // The clearance decides visibility: a request on another scope's clearance reads as absent.
    const clearance = await lockClearance(
      tx,
      revocation.clearanceId,
      readableClearances(user),
    ).catch((error: unknown) => {
      throw error instanceof AppError && error.code === 'NOT_FOUND'
        ? refuseClearance('NOT_FOUND', CLEARANCE_MESSAGES.revocationNotFound)
        : error;
    });
    if (!canReview(user, clearance))
      throw refuseClearance('FORBIDDEN', CLEARANCE_MESSAGES.notClearanceReviewer);
    if (revocation.requestedBy === user.id)
      throw refuseClearance('FORBIDDEN', CLEARANCE_MESSAGES.ownRevocation);
    const moved = await tx
      .update(monitoringClearanceRevocations)
      .set({
        status: outcome,
        reviewedBy: user.id,
        reviewedByName: `${user.firstName} ${user.lastName}`.trim(),
        reviewReason: request.reason,
        reviewedAt: now,
      })
      .where(
        and(
          eq(monitoringClearanceRevocations.id, revocation.id),
          eq(monitoringClearanceRevocations.status, 'pending'),
        ),
      )
      .returning({ id: monitoringClearanceRevocations.id });
    if (moved.length === 0)
      throw refuseClearance('CONFLICT', CLEARANCE_MESSAGES.revocationReviewed);
    if (outcome === 'approved')
      await tx
        .update(monitoringClearances)
        .set({ revokedAt: now })
        .where(
          and(eq(monitoringClearances.id, clearance.id), isNull(monitoringClearances.revokedAt)),
        );
    await recordAudit(tx, {
      userId: user.id,
      organizationId: clearance.organizationId,
      action:
        outcome === 'approved'
          ? 'monitoring_clearance_revoked'
          : 'monitoring_clearance_revocation_rejected',
      details: {
        clearanceId: clearance.id,
        alertId: clearance.alertId,
        revocationId: revocation.id,
        requestedBy: revocation.requestedBy,
        reason: request.reason,
      },
      at: now,
    });
    return clearance.id;
  });
  // Authorised inside the transaction; the request that made it visible to a staff reviewer is now closed.
  const view = await findReadableClearance(
    db,
    user,
    clearanceId,
    now,
    eq(monitoringClearances.id, clearanceId),
  );
  if (view === undefined) throw refuseClearance('NOT_FOUND', CLEARANCE_MESSAGES.clearanceNotFound);
  return view;
}
