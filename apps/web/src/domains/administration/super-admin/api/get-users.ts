import { superAdminUsersReplySchema } from '@sanctions/contracts';
import type { SuperAdminUsersQuery } from '@sanctions/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { superAdminKeys } from './super-admin-keys';

/** GET /api/v2/super-admin/users: the users (not deleted) with their usage, searched and paged on the server. */
export function useSuperAdminUsers(query: SuperAdminUsersQuery) {
  return useQuery({
    queryKey: superAdminKeys.usersList(query),
    queryFn: async () => {
      const params = new URLSearchParams({
        page: String(query.page ?? 1),
        pageSize: String(query.pageSize ?? 25),
      });
      if (query.search !== undefined && query.search !== '') params.set('search', query.search);
      return (
        await apiClient.get(
          `/api/v2/super-admin/users?${params.toString()}`,
          superAdminUsersReplySchema,
        )
      ).data;
    },
    placeholderData: keepPreviousData,
  });
}
