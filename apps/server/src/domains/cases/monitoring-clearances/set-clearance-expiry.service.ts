import { eq } from 'drizzle-orm';
import type { Clearance, SessionUser, SetClearanceExpiryRequest } from '@sanctions/contracts';
import type { Db } from '../../../db/client';
import { monitoringClearances } from '../../../db/schema/monitoring';
import { recordAudit } from '../../administration';
import { canReview } from '../monitoring/reviewers';
import { ownClearances } from './clearance-access';
import { CLEARANCE_MESSAGES, refuseClearance } from './clearance-refusals';
import { findReadableClearance } from './list-clearances.queries';
import { lockClearance } from './lock-clearance';

/**
 * A reviewer sets, moves or removes a clearance's expiry (ADR 024). One person is enough: an expiry only
 * shortens or restores suppression that two people approved, and the change is audited with its reason.
 * Setting it to now or earlier is not an expiry but a revocation, which is four-eyed: refused (400).
 */
export async function setClearanceExpiry(
  db: Db,
  user: SessionUser,
  clearanceId: string,
  request: SetClearanceExpiryRequest,
  now: Date,
): Promise<Clearance> {
  const expiresAt = request.expiresAt === null ? null : new Date(request.expiresAt);
  await db.transaction(async (tx) => {
    const clearance = await lockClearance(tx, clearanceId, ownClearances(user));
    if (!canReview(user, clearance))
      throw refuseClearance('FORBIDDEN', CLEARANCE_MESSAGES.notClearanceReviewer);
    if (clearance.revokedAt !== null)
      throw refuseClearance('CONFLICT', CLEARANCE_MESSAGES.clearanceNotInForce);
    if (expiresAt !== null && expiresAt.getTime() <= now.getTime())
      throw refuseClearance('VALIDATION_FAILED', CLEARANCE_MESSAGES.expiryInPast);
    await tx
      .update(monitoringClearances)
      .set({ expiresAt })
      .where(eq(monitoringClearances.id, clearance.id));
    await recordAudit(tx, {
      userId: user.id,
      organizationId: clearance.organizationId,
      action: 'monitoring_clearance_expiry_set',
      details: {
        clearanceId: clearance.id,
        alertId: clearance.alertId,
        previousExpiresAt: clearance.expiresAt?.toISOString() ?? null,
        expiresAt: expiresAt?.toISOString() ?? null,
        reason: request.reason,
      },
      at: now,
    });
  });
  const view = await findReadableClearance(db, user, clearanceId, now);
  if (view === undefined) throw refuseClearance('NOT_FOUND', CLEARANCE_MESSAGES.clearanceNotFound);
  return view;
}
