import { z } from 'zod';
import { isoInstant } from './common';
import { notificationMessageParamsSchema } from './notification-messages';

export const NOTIFICATION_KINDS = ['info', 'success', 'warning', 'error'] as const;
/** Notifications listed, newest first. */
export const NOTIFICATIONS_LIMIT = 50;

/** An in-app notification (spec 3). */
export const notificationSchema = z.object({
  id: z.uuid(),
  title: z.string(),
  message: z.string(),
  type: z.enum(NOTIFICATION_KINDS),
  read: z.boolean(),
  createdAt: isoInstant,
  action: z.object({ label: z.string(), href: z.string() }).nullable(),
  /**
   * Stable key of a server-generated text (see `notificationMessageSchema`), null on older rows. A plain
   * string, not the closed set, so a client that does not know a newer key still reads the list and shows
   * `title`/`message` as stored.
   */
  messageKey: z.string().nullish(),
  /** Parameters of `messageKey`'s text; null when there is no key. */
  messageParams: notificationMessageParamsSchema.nullish(),
});
export type Notification = z.infer<typeof notificationSchema>;

export const notificationsReplySchema = z.object({
  success: z.literal(true),
  data: z.object({
    notifications: z.array(notificationSchema),
    unreadCount: z.number().int().min(0),
  }),
});
export type NotificationsReply = z.infer<typeof notificationsReplySchema>;

/** POST /api/v2/notifications/read-all reply. */
export const markAllReadReplySchema = z.object({
  success: z.literal(true),
  data: z.object({ updated: z.number().int().min(0) }),
});
