import { and, eq, gte, isNull, sql } from 'drizzle-orm';
import type { NotificationMessage } from '@sanctions/contracts';
import type { DbOrTx } from '../../../db/client';
import { notifications, users } from '../../../db/schema/users';
import type { NOTIFICATION_TYPES } from '../../../db/schema/users';

/**
 * What a notification says: the English texts, stored as written and read by API clients, and the same
 * text as a key with parameters so the web app can show it in the reader's language.
 */
export interface NotificationInput {
  title: string;
  message: string;
  /** The key and parameters of `title`, `message` and the action label. */
  localized: NotificationMessage;
  /** Colour of the item: info (default), success, warning, error. */
  type?: (typeof NOTIFICATION_TYPES)[number];
  /** Optional link shown under the message, e.g. `{ label: 'View usage', href: '/profile' }`. */
  action?: { label: string; href: string };
}

export interface CreateNotificationOptions {
  /**
   * Skip creating it when the user already got a notification with the same title since this instant,
   * e.g. the start of the UTC month for "80% of the monthly quota used" so it is sent once per period.
   */
  unlessSentSince?: Date;
  /** Creation time; defaults to the database clock. Pass the app clock so tests and rows agree. */
  at?: Date;
  /**
   * The organisation whose records the notice is about (a bulk job, an alert, its billing): the user sees
   * it only while they belong to it, and loses it when removed (issue 24 §3). Omit for the account's own.
   */
  organizationId?: string | null;
}

/**
 * Adds an in-app notification to the user's list (newest first in the header dropdown). Returns the new
 * id, or null when `unlessSentSince` found an earlier one. Works inside a transaction (`db` may be a tx).
 */
export async function createNotification(
  db: DbOrTx,
  userId: string,
  input: NotificationInput,
  options: CreateNotificationOptions = {},
): Promise<string | null> {
  if (options.unlessSentSince) {
    const [earlier] = await db
      .select({ id: notifications.id })
      .from(notifications)
      .where(
        and(
          eq(notifications.userId, userId),
          eq(notifications.title, input.title),
          gte(notifications.createdAt, options.unlessSentSince),
        ),
      )
      .limit(1);
    if (earlier) return null;
  }
  const [row] = await db
    .insert(notifications)
    .values({
      userId,
      title: input.title,
      message: input.message,
      type: input.type ?? 'info',
      actionLabel: input.action?.label ?? null,
      actionHref: input.action?.href ?? null,
      messageKey: input.localized.key,
      messageParams: input.localized.params,
      organizationId: options.organizationId ?? null,
      ...(options.at ? { createdAt: options.at } : {}),
    })
    .returning({ id: notifications.id });
  return row?.id ?? null;
}

/**
 * Adds the same notification to every active account (not deactivated, not deleted) in one
 * INSERT ... SELECT, so a broadcast costs one statement whatever the number of users, and inside a
 * transaction it commits or rolls back with the event it announces.
 */
export async function notifyActiveUsers(
  db: DbOrTx,
  input: NotificationInput,
  options: Pick<CreateNotificationOptions, 'at'> = {},
): Promise<void> {
  const createdAt = options.at ? sql`${options.at.toISOString()}::timestamptz` : sql`now()`;
  // Drizzle's insert().select() needs every column in table order; the explicit list is sturdier.
  await db.execute(sql`
    insert into ${notifications} (user_id, title, message, type, action_label, action_href,
      message_key, message_params, created_at)
    select ${users.id}, ${input.title}, ${input.message}, ${input.type ?? 'info'}::notification_type,
      ${input.action?.label ?? null}, ${input.action?.href ?? null}, ${input.localized.key},
      ${JSON.stringify(input.localized.params)}::jsonb, ${createdAt}
    from ${users}
    where ${and(eq(users.isActive, true), isNull(users.deletedAt))}`);
}
