import { adminUsersReplySchema } from '@sanctions/contracts';
import type { AdminUsersQuery } from '@sanctions/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { usersKeys } from './users-keys';

export const ADMIN_USERS_PATH = '/api/v2/admin/users';

function toSearchParams(query: AdminUsersQuery): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== '') params.set(key, String(value));
  }
  return params.toString();
}

/** Spec 7: GET /api/v2/admin/users, filtered, sorted and paged by the server. */
export function useUsers(query: AdminUsersQuery) {
  return useQuery({
    queryKey: usersKeys.list(query),
    queryFn: async () =>
      (await apiClient.get(`${ADMIN_USERS_PATH}?${toSearchParams(query)}`, adminUsersReplySchema))
        .data,
    // The table keeps the current page on screen while the next one loads.
    placeholderData: keepPreviousData,
  });
}
