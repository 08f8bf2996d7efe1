import type { AlertEvent, SessionUser } from '@sanctions/contracts';
import type { Db } from '../../../db/client';
import { alertEvents } from '../../../db/schema/monitoring';
import { readableAlerts } from './alert-access';
import { personName } from './alert-view';
import { findAlert } from './find-alert';

/**
 * A comment on the case, kept in its append-only history. Comments do not change the alert's version:
 * they never make a colleague's open decision form stale. History rows take the database's transaction time,
 * so they order by commit sequence even when the app clock stands still (tests). Staff reviewers may comment on the standalone
 * cases they review.
 */
export async function commentOnAlert(
  db: Db,
  user: SessionUser,
  alertId: string,
  body: string,
): Promise<AlertEvent> {
  const { alert } = await findAlert(db, alertId, readableAlerts(user));
  const actor = { id: user.id, name: personName(user) };
  const [row] = await db
    .insert(alertEvents)
    .values({
      alertId: alert.id,
      kind: 'commented',
      actorId: actor.id,
      actorName: actor.name,
      text: body,
      details: {},
    })
    .returning();
  if (row === undefined) throw new Error('commentOnAlert: insert returned no row');
  return {
    id: row.id,
    kind: 'commented',
    actor,
    text: body,
    details: {},
    createdAt: row.createdAt.toISOString(),
  };
}
