import { and, count, desc, eq } from 'drizzle-orm';
import { NOTIFICATIONS_LIMIT } from '@sanctions/contracts';
import type { Notification } from '@sanctions/contracts';
import type { DbOrTx } from '../../../db/client';
import { notifications } from '../../../db/schema/users';
import { AppError } from '../../../lib/app-error';
import { ownRecordsReadableBy } from '../../../lib/access/record-access';
import type { RecordViewer } from '../../../lib/access/record-access';

const NOT_FOUND_MESSAGE = 'Notification not found';

type NotificationRow = typeof notifications.$inferSelect;

/** The reader as notifications need them: who, and the organisation they belong to now. */
type NotificationReader = Pick<RecordViewer, 'id' | 'organizationId'>;

function toNotification(row: NotificationRow): Notification {
  return {
    id: row.id,
    title: row.title,
    message: row.message,
    type: row.type,
    read: row.isRead,
    createdAt: row.createdAt.toISOString(),
    action:
      row.actionLabel !== null && row.actionHref !== null
        ? { label: row.actionLabel, href: row.actionHref }
        : null,
    messageKey: row.messageKey,
    messageParams: row.messageParams,
  };
}

/**
 * The newest notifications of the user and how many are unread in all: their own, and those about the
 * records of the organisation they belong to now (none of one they left, issue 24 §3).
 */
export async function listNotifications(
  db: DbOrTx,
  viewer: NotificationReader,
): Promise<{ notifications: Notification[]; unreadCount: number }> {
  const readable = ownRecordsReadableBy(notifications, viewer);
  const rows = await db
    .select()
    .from(notifications)
    .where(readable)
    .orderBy(desc(notifications.createdAt), desc(notifications.id))
    .limit(NOTIFICATIONS_LIMIT);
  const [unread] = await db
    .select({ total: count() })
    .from(notifications)
    .where(and(readable, eq(notifications.isRead, false)));
  return { notifications: rows.map(toNotification), unreadCount: unread?.total ?? 0 };
}

/** Marks one of the user's notifications read; 404 when it is not theirs (or no longer theirs to read). */
export async function markNotificationRead(
  db: DbOrTx,
  viewer: NotificationReader,
  id: string,
): Promise<Notification> {
  const [row] = await db
    .update(notifications)
    .set({ isRead: true })
    .where(and(eq(notifications.id, id), ownRecordsReadableBy(notifications, viewer)))
    .returning();
  if (!row) throw new AppError('NOT_FOUND', NOT_FOUND_MESSAGE);
  return toNotification(row);
}

/** Marks every unread notification of the user read; returns how many changed. */
export async function markAllNotificationsRead(db: DbOrTx, userId: string): Promise<number> {
  const updated = await db
    .update(notifications)
    .set({ isRead: true })
    .where(and(eq(notifications.userId, userId), eq(notifications.isRead, false)))
    .returning({ id: notifications.id });
  return updated.length;
}

/** Deletes one of the user's notifications; 404 when it is not theirs. */
export async function deleteNotification(db: DbOrTx, userId: string, id: string): Promise<void> {
  const deleted = await db
    .delete(notifications)
    .where(and(eq(notifications.id, id), eq(notifications.userId, userId)))
    .returning({ id: notifications.id });
  if (deleted.length === 0) throw new AppError('NOT_FOUND', NOT_FOUND_MESSAGE);
}
