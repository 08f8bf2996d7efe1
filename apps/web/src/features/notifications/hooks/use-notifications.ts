import { useCallback, useMemo, useState } from 'react';
import { paths } from '@/config/paths';
import type { AppPath } from '@/config/paths';

export const NOTIFICATION_TYPES = ['info', 'success', 'warning', 'error'] as const;
export type NotificationType = (typeof NOTIFICATION_TYPES)[number];

/** Built-in sample texts live in the translations so they follow the interface language. */
export type SampleNotification = 'bulkComplete' | 'quotaWarning' | 'listsUpdated';

export type NotificationContent =
  | { kind: 'sample'; sample: SampleNotification }
  | { kind: 'text'; title: string; message: string; actionLabel?: string };

export interface AppNotification {
  id: string;
  type: NotificationType;
  content: NotificationContent;
  isRead: boolean;
  createdAt: Date;
  /** Where the optional action link goes. */
  actionHref?: AppPath;
}

const MINUTE_MS = 60_000;

// Spec 3: client-side sample data aged 30 minutes, 2 hours and 1 day, until the server API lands.
function createSampleNotifications(now: number): AppNotification[] {
  return [
    {
      id: 'sample-bulk-complete',
      type: 'success',
      content: { kind: 'sample', sample: 'bulkComplete' },
      isRead: false,
      createdAt: new Date(now - 30 * MINUTE_MS),
      actionHref: paths.searchResults,
    },
    {
      id: 'sample-quota-warning',
      type: 'warning',
      content: { kind: 'sample', sample: 'quotaWarning' },
      isRead: false,
      createdAt: new Date(now - 120 * MINUTE_MS),
    },
    {
      id: 'sample-lists-updated',
      type: 'info',
      content: { kind: 'sample', sample: 'listsUpdated' },
      isRead: true,
      createdAt: new Date(now - 24 * 60 * MINUTE_MS),
      actionHref: paths.sanctionsUpdates,
    },
  ];
}

/** The signed-in user's notifications: an in-memory list for now (newest first). */
export function useNotifications() {
  const [notifications, setNotifications] = useState<AppNotification[]>(() =>
    createSampleNotifications(Date.now()),
  );

  const markRead = useCallback((id: string) => {
    setNotifications((list) =>
      list.map((item) => (item.id === id ? { ...item, isRead: true } : item)),
    );
  }, []);

  const markAllRead = useCallback(() => {
    setNotifications((list) => list.map((item) => ({ ...item, isRead: true })));
  }, []);

  const remove = useCallback((id: string) => {
    setNotifications((list) => list.filter((item) => item.id !== id));
  }, []);

  /** New notifications go on top (spec 3). */
  const add = useCallback((notification: Omit<AppNotification, 'id' | 'isRead' | 'createdAt'>) => {
    setNotifications((list) => [
      { ...notification, id: crypto.randomUUID(), isRead: false, createdAt: new Date() },
      ...list,
    ]);
  }, []);

  const unreadCount = useMemo(
    () => notifications.filter((item) => !item.isRead).length,
    [notifications],
  );

  return { notifications, unreadCount, markRead, markAllRead, remove, add };
}
