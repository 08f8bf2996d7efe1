import type { Clearance, ClearanceReasonRequest, SessionUser } from '@sanctions/contracts';
import type { Db } from '../../../db/client';
import { monitoringClearanceRevocations } from '../../../db/schema/monitoring';
import { recordAudit } from '../../administration';
import { ownClearances } from './clearance-access';
import { CLEARANCE_MESSAGES, refuseClearance } from './clearance-refusals';
import { findReadableClearance } from './list-clearances.queries';
import { lockClearance } from './lock-clearance';

/**
 * Any member of the scope asks for a clearance to be revoked, with a reason (ADR 024). Nothing changes until
 * a second person holding the reviewer right approves; one request waits at a time (partial unique index).
 */
export async function requestClearanceRevocation(
  db: Db,
  user: SessionUser,
  clearanceId: string,
  request: ClearanceReasonRequest,
  now: Date,
): Promise<Clearance> {
  await db.transaction(async (tx) => {
    const clearance = await lockClearance(tx, clearanceId, ownClearances(user));
    if (clearance.revokedAt !== null)
      throw refuseClearance('CONFLICT', CLEARANCE_MESSAGES.clearanceNotInForce);
    const [inserted] = await tx
      .insert(monitoringClearanceRevocations)
      .values({
        clearanceId: clearance.id,
        requestedBy: user.id,
        requestedByName: `${user.firstName} ${user.lastName}`.trim(),
        reason: request.reason,
        createdAt: now,
      })
      .onConflictDoNothing()
      .returning({ id: monitoringClearanceRevocations.id });
    if (inserted === undefined)
      throw refuseClearance('CONFLICT', CLEARANCE_MESSAGES.revocationPending);
    await recordAudit(tx, {
      userId: user.id,
      organizationId: clearance.organizationId,
      action: 'monitoring_clearance_revocation_requested',
      details: {
        clearanceId: clearance.id,
        alertId: clearance.alertId,
        revocationId: inserted.id,
        reason: request.reason,
      },
      at: now,
    });
  });
  const view = await findReadableClearance(db, user, clearanceId, now);
  if (view === undefined) throw refuseClearance('NOT_FOUND', CLEARANCE_MESSAGES.clearanceNotFound);
  return view;
}
