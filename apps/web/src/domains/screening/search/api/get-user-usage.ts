import { userUsageResponseSchema } from '@sanctions/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { sharedQueryKeys } from '@/lib/query-keys';

export const USER_USAGE_PATH = '/api/v2/user/usage';

/** Spec 7: GET /api/v2/user/usage, refetched every 30 s and stale after 5 s. */
export function getUserUsageQueryOptions() {
  return queryOptions({
    queryKey: [...sharedQueryKeys.usage, 'user'],
    queryFn: async () => (await apiClient.get(USER_USAGE_PATH, userUsageResponseSchema)).data,
    refetchInterval: 30_000,
    staleTime: 5_000,
  });
}

export function useUserUsage() {
  return useQuery(getUserUsageQueryOptions());
}
