import { usageProfileDataResponseSchema, userUsageResponseSchema } from '@sanctions/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { sharedQueryKeys } from '@/lib/query-keys';

/** Spec 7: the usage panel's data, refetched every 30 s (and when the browser tab becomes visible). */
export function getUsageProfileQueryOptions() {
  return queryOptions({
    queryKey: [...sharedQueryKeys.usage, 'profile-data'],
    queryFn: async () =>
      (await apiClient.get('/api/v3/usage/profile-data', usageProfileDataResponseSchema)).data,
    refetchInterval: 30_000,
    refetchOnWindowFocus: true,
    staleTime: 5_000,
  });
}

export function useUsageProfile() {
  return useQuery(getUsageProfileQueryOptions());
}

/** Spec 7: GET /api/v2/user/usage (the most screened names), refetched every 30 s, stale after 5 s. */
export function getTopSearchesQueryOptions() {
  return queryOptions({
    queryKey: [...sharedQueryKeys.usage, 'user'],
    queryFn: async () => (await apiClient.get('/api/v2/user/usage', userUsageResponseSchema)).data,
    refetchInterval: 30_000,
    staleTime: 5_000,
  });
}

export function useTopSearches() {
  return useQuery(getTopSearchesQueryOptions());
}
