import { listFreshnessReplySchema } from '@sanctions/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { sharedQueryKeys } from '@/lib/query-keys';

/**
 * GET /api/v2/sanctions/freshness, read here for the refresh period and stale threshold the server runs
 * with. Same key and same data as the freshness indicator, so both share one cached reply.
 */
export function getRefreshScheduleQueryOptions() {
  return queryOptions({
    queryKey: sharedQueryKeys.listFreshness,
    queryFn: async () =>
      (await apiClient.get('/api/v2/sanctions/freshness', listFreshnessReplySchema)).data,
  });
}

export function useRefreshSchedule() {
  return useQuery(getRefreshScheduleQueryOptions());
}
