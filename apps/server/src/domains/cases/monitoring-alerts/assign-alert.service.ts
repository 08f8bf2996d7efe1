import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { SessionUser } from '@sanctions/contracts';
import type { Db, DbOrTx } from '../../../db/client';
import { monitoringAlerts } from '../../../db/schema/monitoring';
import { users } from '../../../db/schema/users';
import { AppError } from '../../../lib/app-error';
import { appendAlertEvents } from '../monitoring/append-alert-event';
import { ownAlerts } from './alert-access';
import { CASE_MESSAGES } from './alert-messages';
import { personName } from './alert-view';
import { findAlert } from './find-alert';

/** The assignee when it is the caller or an active colleague of the same organisation; 400 otherwise. */
async function colleagueOf(db: DbOrTx, user: SessionUser, assigneeId: string) {
  const [row] = await db
    .select({ id: users.id, firstName: users.firstName, lastName: users.lastName })
    .from(users)
    .where(
      and(
        eq(users.id, assigneeId),
        user.organizationId === null
          ? eq(users.id, user.id)
          : eq(users.organizationId, user.organizationId),
        eq(users.isActive, true),
        isNull(users.deletedAt),
      ),
    )
    .limit(1);
  if (row === undefined)
    throw new AppError('VALIDATION_FAILED', CASE_MESSAGES.notColleague.message, {
      messageKey: CASE_MESSAGES.notColleague.key,
      issues: [{ path: ['assigneeId'], message: CASE_MESSAGES.notColleague.message }],
    });
  return { id: row.id, name: personName(row) };
}

/** Assigns an undecided alert to the caller or a colleague (null: unassigns); version + 1, 'assigned' event. */
export async function assignAlert(
  db: Db,
  user: SessionUser,
  alertId: string,
  assigneeId: string | null,
  now: Date,
): Promise<{ version: number }> {
  return db.transaction(async (tx) => {
    const { alert } = await findAlert(tx, alertId, ownAlerts(user), { forUpdate: true });
    if (alert.status === 'decided')
      throw new AppError('CONFLICT', CASE_MESSAGES.alreadyDecided.message, {
        messageKey: CASE_MESSAGES.alreadyDecided.key,
      });
    if (alert.status === 'closed')
      throw new AppError('CONFLICT', CASE_MESSAGES.closed.message, {
        messageKey: CASE_MESSAGES.closed.key,
      });
    const assignee = assigneeId === null ? null : await colleagueOf(tx, user, assigneeId);
    const [moved] = await tx
      .update(monitoringAlerts)
      .set({
        assigneeId: assignee?.id ?? null,
        version: sql`${monitoringAlerts.version} + 1`,
        updatedAt: now,
      })
      .where(
        and(
          eq(monitoringAlerts.id, alert.id),
          inArray(monitoringAlerts.status, ['open', 'escalated', 'proposed']),
        ),
      )
      .returning({ version: monitoringAlerts.version });
    if (moved === undefined)
      throw new AppError('CONFLICT', CASE_MESSAGES.stale.message, {
        messageKey: CASE_MESSAGES.stale.key,
      });
    await appendAlertEvents(tx, [
      {
        alertId: alert.id,
        kind: 'assigned',
        actor: { id: user.id, name: personName(user) },
        text: assignee?.name ?? null,
        details: { assigneeId: assignee?.id ?? null, assigneeName: assignee?.name ?? null },
      },
    ]);
    return { version: moved.version };
  });
}
