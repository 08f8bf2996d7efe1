import {
  markAllReadReplySchema,
  messageEnvelopeSchema,
  notificationSchema,
  notificationsReplySchema,
  successEnvelope,
} from '@sanctions/contracts';
import type { NotificationsReply } from '@sanctions/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { useAuth } from '@/lib/auth';

const BASE = '/api/v2/notifications';

type NotificationsData = NotificationsReply['data'];

export const notificationKeys = {
  list: () => ['notifications'] as const,
};

/** The newest notifications and the unread count; polled so new ones appear without a reload. */
export function getNotificationsQueryOptions() {
  return queryOptions({
    queryKey: notificationKeys.list(),
    queryFn: async () => (await apiClient.get(BASE, notificationsReplySchema)).data,
    refetchInterval: 60_000,
    refetchOnWindowFocus: true,
    staleTime: 10_000,
  });
}

function withUnreadCount(notifications: NotificationsData['notifications']): NotificationsData {
  return { notifications, unreadCount: notifications.filter((item) => !item.read).length };
}

/**
 * A change applied to the cached list at once and sent to the server; a failure puts the list back
 * and a refetch brings the server's truth either way.
 */
function useOptimisticChange<TVariables>(
  send: (variables: TVariables) => Promise<unknown>,
  change: (data: NotificationsData, variables: TVariables) => NotificationsData,
) {
  const queryClient = useQueryClient();
  const key = notificationKeys.list();
  return useMutation({
    mutationFn: send,
    onMutate: async (variables) => {
      await queryClient.cancelQueries({ queryKey: key });
      const previous = queryClient.getQueryData<NotificationsData>(key);
      if (previous) queryClient.setQueryData(key, change(previous, variables));
      return { previous };
    },
    onError: (_error, _variables, context) => {
      if (context?.previous) queryClient.setQueryData(key, context.previous);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: key }),
  });
}

/** The signed-in user's server-stored notifications with mark read, mark all read and delete (spec 2.3). */
export function useNotifications() {
  const { user } = useAuth();
  const query = useQuery({ ...getNotificationsQueryOptions(), enabled: user !== null });
  const markRead = useOptimisticChange(
    (id: string) =>
      apiClient.post(
        `${BASE}/${encodeURIComponent(id)}/read`,
        {},
        successEnvelope(notificationSchema),
      ),
    (data, id) =>
      withUnreadCount(
        data.notifications.map((item) => (item.id === id ? { ...item, read: true } : item)),
      ),
  );
  const markAllRead = useOptimisticChange(
    () => apiClient.post(`${BASE}/read-all`, {}, markAllReadReplySchema),
    (data) => withUnreadCount(data.notifications.map((item) => ({ ...item, read: true }))),
  );
  const remove = useOptimisticChange(
    (id: string) => apiClient.delete(`${BASE}/${encodeURIComponent(id)}`, messageEnvelopeSchema),
    (data, id) => withUnreadCount(data.notifications.filter((item) => item.id !== id)),
  );
  return {
    notifications: query.data?.notifications ?? [],
    unreadCount: query.data?.unreadCount ?? 0,
    isLoading: query.isPending && user !== null,
    isError: query.isError,
    markRead: (id: string) => markRead.mutate(id),
    markAllRead: () => markAllRead.mutate(undefined),
    remove: (id: string) => remove.mutate(id),
  };
}
