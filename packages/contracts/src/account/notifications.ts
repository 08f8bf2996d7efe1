import { z } from 'zod';
import { isoInstant } from './common';

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
