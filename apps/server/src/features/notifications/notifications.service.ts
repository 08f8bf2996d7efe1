import { and, count, desc, eq } from 'drizzle-orm';
import { NOTIFICATIONS_LIMIT } from '@sanctions/contracts';
import type { Notification } from '@sanctions/contracts';
import type { DbOrTx } from '../../db/client';
import { notifications } from '../../db/schema/users';
import { AppError } from '../../lib/app-error';

const NOT_FOUND_MESSAGE = 'Notification not found';

type NotificationRow = typeof notifications.$inferSelect;

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

/** The newest notifications of the user and how many are unread in all. */
export async function listNotifications(
  db: DbOrTx,
  userId: string,
): Promise<{ notifications: Notification[]; unreadCount: number }> {
  const rows = await db
    .select()
    .from(notifications)
    .where(eq(notifications.userId, userId))
    .orderBy(desc(notifications.createdAt), desc(notifications.id))
    .limit(NOTIFICATIONS_LIMIT);
  const [unread] = await db
    .select({ total: count() })
    .from(notifications)
    .where(and(eq(notifications.userId, userId), eq(notifications.isRead, false)));
  return { notifications: rows.map(toNotification), unreadCount: unread?.total ?? 0 };
}

/** Marks one of the user's notifications read; 404 when it is not theirs. */
export async function markNotificationRead(
  db: DbOrTx,
  userId: string,
  id: string,
): Promise<Notification> {
  const [row] = await db
    .update(notifications)
    .set({ isRead: true })
    .where(and(eq(notifications.id, id), eq(notifications.userId, userId)))
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
